import { NO_FILTERS } from "@/lib/catalog/shop-filters";
import { readShopView, shopViewPath, shopViewPathOf } from "./shop-view-key";

const view = (search: string) => shopViewPathOf(new URLSearchParams(search));

describe("the path that serves /shop?…", () => {
  it("is /shop itself when nothing is asked, or nothing it understands", () => {
    for (const search of ["", "utm_source=mail", "q=%20%20", "type=Candle&sort=cheapest&page=0", "page=1"]) expect(view(search)).toBe("/shop");
  });

  it("is one path for every spelling of one search: case, spaces, order and unknown params", () => {
    const paths = ["q=Oud&type=Perfume", "type=Perfume&q=oud", "q=%20OUD%20&type=Perfume&utm_source=x", "q=oud&type=Perfume&sort=&page=1"].map(view);
    expect(new Set(paths).size).toBe(1);
    expect(paths[0]).toMatch(/^\/shop\/[A-Za-z0-9_-]+$/);
    expect(view("q=midnight   oud")).toBe(view("q=Midnight Oud"));
    expect(view("q=oud")).not.toBe(view("q=oud&sort=priceLow"));
    expect(view("q=oud&page=2")).not.toBe(view("q=oud"));
    expect(view("q=oud&rating=4")).not.toBe(view("q=oud"));
    expect(view("rating=3")).toBe("/shop");
  });

  it("reads back as the query it stands for, and knows its own spelling from others", () => {
    const query = { q: "rose & oud/100%", type: "Perfume" as const, sort: "priceHigh" as const, rating: "" as const, page: 3, filters: NO_FILTERS };
    const segment = shopViewPath(query).slice("/shop/".length);
    expect(readShopView(segment)).toEqual({ query, canonical: true });
    const other = Buffer.from("sort=priceHigh&q=ROSE+%26+OUD%2F100%25&type=Perfume&page=3").toString("base64url");
    expect(readShopView(other)).toEqual({ query, canonical: false });
    expect(readShopView("not base64 !").canonical).toBe(false);
  });

  it("gives one view to every spelling of one set of filters: keys and values in one order, repeats and unknown values left out", () => {
    const filtered = view("family=Woody&forWhom=Unisex&family=Floral&inStock=1&price=under-50000");
    expect(view("price=under-50000&inStock=1&family=Floral&forWhom=Unisex&family=Woody&family=Woody&family=Smoky")).toBe(filtered);
    expect(view("family=Woody&forWhom=Unisex&inStock=1&price=under-50000")).not.toBe(filtered);
    const { query, canonical } = readShopView(filtered.slice("/shop/".length));
    expect(canonical).toBe(true);
    expect(query.filters).toEqual({ ...NO_FILTERS, family: ["Floral", "Woody"], forWhom: ["Unisex"], inStock: true, price: ["under-50000"] });
    expect(view("notes=pink%20%20pepper&notes=Oud")).toBe(view("notes=Oud&notes=Pink+pepper"));
  });
});
