import { NO_FILTERS } from "@/lib/catalog/shop-filters";
import { collectionHref, collectionViewPath, collectionViewPathOf, readCollectionView } from "./collection-view-key";

const view = (search: string) => collectionViewPathOf("oud", new URLSearchParams(search));

describe("the path that serves /collections/<slug>?…", () => {
  it("is the collection's own path when nothing is asked, or nothing it understands", () => {
    for (const search of ["", "utm_source=mail", "family=Smoky", "page=1", "page=0", "page=abc"]) expect(view(search)).toBe("/collections/oud");
  });

  it("is one path for every spelling of one view: order, repeats, unknown params and values", () => {
    const filtered = view("forWhom=Masculine&family=Woody");
    expect(filtered).toMatch(/^\/collections\/oud\/[A-Za-z0-9_-]+$/);
    for (const search of ["family=Woody&forWhom=Masculine", "family=Woody&family=Woody&forWhom=Masculine&utm_source=x", "family=Smoky&forWhom=Masculine&family=Woody&page=1"]) expect(view(search)).toBe(filtered);
    expect(view("family=Woody")).not.toBe(filtered);
    expect(view("family=Woody&forWhom=Masculine&page=2")).not.toBe(filtered);
    expect(collectionViewPathOf("for-him", new URLSearchParams("family=Woody&forWhom=Masculine"))).not.toBe(filtered);
  });

  it("reads back as the view it stands for, and knows its own spelling from others", () => {
    const query = { filters: { ...NO_FILTERS, family: ["Floral" as const, "Woody" as const], inStock: true, notes: ["Pink pepper"] }, steps: 3 };
    const segment = collectionViewPath("oud", query).slice("/collections/oud/".length);
    expect(readCollectionView("oud", segment)).toEqual({ ...query, canonical: true });
    const other = Buffer.from("page=3&notes=pink+pepper&inStock=1&family=Woody&family=Floral").toString("base64url");
    expect(readCollectionView("oud", other)).toEqual({ ...query, canonical: false });
    expect(readCollectionView("oud", "not base64 !").canonical).toBe(false);
  });

  it("keeps the public address a filter link shows: the query in its one order", () => {
    expect(collectionHref("oud", { filters: { ...NO_FILTERS, forWhom: ["Masculine"], family: ["Woody"] }, steps: 2 })).toBe("/collections/oud?family=Woody&forWhom=Masculine&page=2");
    expect(collectionHref("oud", { filters: NO_FILTERS, steps: 1 })).toBe("/collections/oud");
  });
});
