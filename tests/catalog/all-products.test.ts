import { GET } from "@/app/api/products/all-products/route";
import { seedCatalogue } from "@/lib/catalog/seed";
import { SEED_CATALOGUE } from "@/lib/catalog/seed-catalogue";
import type { ProductPage } from "@/lib/catalog/products";
import { Product } from "@/models/product";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

beforeAll(async () => {
  await seedCatalogue();
});

const list = (query = "") => callRoute<ProductPage>(GET, { url: `/api/products/all-products${query}` });

describe("GET /api/products/all-products", () => {
  it("lists every seeded product with its naira price, sizes and artwork", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.products).toHaveLength(SEED_CATALOGUE.length);
    expect(body.total).toBe(SEED_CATALOGUE.length);
    const oud = body.products.find((product) => product.name === "Midnight Oud Eau de Parfum");
    expect(oud).toMatchObject({ brand: "Maison Lagos", type: "Perfume", price: 145000, stock: 20, pricesVary: true, images: [{ url: "/products/maison-lagos-midnight-oud.svg" }] });
    expect(oud?.sizes.map(({ label, volumeMl, price, stock, sku }) => ({ label, volumeMl, price, stock, sku }))).toEqual([
      { label: "50 ml", volumeMl: 50, price: 145000, stock: 14, sku: "SC-MIDNIGHT-OUD-50" },
      { label: "100 ml", volumeMl: 100, price: 244000, stock: 6, sku: "SC-MIDNIGHT-OUD-100" },
    ]);
    const deodorant = body.products.find((product) => product.name === "Rose Petal Deodorant Stick");
    expect(deodorant).toMatchObject({ price: 8500, stock: 60, pricesVary: false, sizes: [{ label: "", volumeMl: null, price: 8500, stock: 60, sku: "SC-ROSE-PETAL-STICK" }] });
  });

  it("filters by type", async () => {
    const { body } = await list("?type=Diffuser");
    expect(body.products.length).toBe(SEED_CATALOGUE.filter((item) => item.type === "Diffuser").length);
    expect(body.products.every((product) => product.type === "Diffuser")).toBe(true);
  });

  it("searches brand or name case-insensitively, as a substring", async () => {
    const byName = await list("?q=HIBISCUS");
    expect(byName.body.products.map((product) => product.name).sort()).toEqual(["Hibiscus Body Deodorant", "Hibiscus Dawn Eau de Parfum"]);
    const byBrand = await list("?q=noir");
    expect(byBrand.body.products.every((product) => product.brand === "Calabar Noir")).toBe(true);
    expect(byBrand.body.products.length).toBe(3);
  });

  it("finds a product by the SKU of one of its sizes, typed in any case, and only by the whole SKU", async () => {
    const oud = await Product.findOne({ name: "Midnight Oud Eau de Parfum" });
    const sku = oud?.sizes?.[0]?.sku ?? "";
    expect((await list(`?q=${encodeURIComponent(sku.toLowerCase())}`)).body.products.map((product) => product.name)).toEqual(["Midnight Oud Eau de Parfum"]);
    expect((await list(`?q=${encodeURIComponent(sku.slice(0, -1))}`)).body.products).toHaveLength(0);
  });

  it("treats search text literally, not as a pattern", async () => {
    const { status, body } = await list(`?q=${encodeURIComponent(".*")}`);
    expect(status).toBe(200);
    expect(body.products).toHaveLength(0);
  });

  it("sorts by the price the shopper pays, both ways", async () => {
    const paid = (product: ProductPage["products"][number]) => product.promoPrice ?? product.price;
    const low = (await list("?sort=priceLow")).body.products.map(paid);
    const high = (await list("?sort=priceHigh")).body.products.map(paid);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    expect(high).toEqual([...low].reverse());
    expect(low[0]).toBe(8500);
    expect(high[0]).toBe(185000);
  });

  it("pages with page and limit", async () => {
    const first = await list("?sort=priceLow&limit=5&page=1");
    const second = await list("?sort=priceLow&limit=5&page=2");
    expect(first.body.products).toHaveLength(5);
    expect(second.body).toMatchObject({ page: 2, limit: 5, total: SEED_CATALOGUE.length });
    const paid = (product: ProductPage["products"][number] | undefined) => product?.promoPrice ?? product?.price ?? Infinity;
    expect(paid(second.body.products[0])).toBeGreaterThanOrEqual(paid(first.body.products[4]));
  });

  it("shows the promo price while a promo runs", async () => {
    const { body } = await list("?q=Cocoa");
    expect(body.products[0]).toMatchObject({ price: 88000, promoPrice: 70400 });
  });

  it.each([
    ["?type=Candle", "type"],
    ["?sort=cheapest", "sort"],
    ["?page=0", "page"],
    ["?page=abc", "page"],
    ["?limit=1000", "limit"],
    [`?q=${"x".repeat(101)}`, "q"],
    ["?q=%00", "q"],
    ["?q=rose%00oud", "q"],
    ["?q=%1B%5B31m", "q"],
  ])("refuses %s with 400 naming the field", async (query, field) => {
    const { status, body } = await callRoute<{ code: string; fieldErrors: Record<string, string[]> }>(GET, {
      url: `/api/products/all-products${query}`,
    });
    expect(status).toBe(400);
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.fieldErrors[field]?.[0]).toEqual(expect.any(String));
  });

  it("seeding again adds nothing and keeps the owner's edits", async () => {
    await Product.updateOne({ name: "Palm Wine Cologne" }, { $set: { price: 31000 } });
    const { inserted } = await seedCatalogue();
    expect(inserted).toBe(0);
    expect(await Product.countDocuments()).toBe(SEED_CATALOGUE.length);
    expect((await Product.findOne({ name: "Palm Wine Cologne" }).lean())?.price).toBe(31000);
  });
});
