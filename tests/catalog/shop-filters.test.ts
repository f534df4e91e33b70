import { findProducts } from "@/lib/catalog/products";
import { findShopFacets } from "@/lib/catalog/shop-facets";
import { NO_FILTERS, type ShopFilters } from "@/lib/catalog/shop-filters";
import { seedCatalogue } from "@/lib/catalog/seed";
import { Product } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";

setupTestDatabase();
jest.setTimeout(30_000);

beforeAll(async () => {
  await clearDatabase();
  await seedCatalogue();
  // One perfume sold out, to count "In stock" against.
  await Product.updateOne({ name: "Palm Wine Cologne" }, { $set: { stock: 0, "sizes.$[].stock": 0 } });
});

const names = async (filters: Partial<ShopFilters>, extra: { type?: "Perfume" } = {}) =>
  (await findProducts({ ...extra, page: 1, limit: 100, filters: { ...NO_FILTERS, ...filters } })).products.map((product) => product.name).sort();

describe("filtering the catalogue", () => {
  it("passes any value within a kind and every kind at once", async () => {
    expect(await names({ family: ["Woody"] })).toEqual(["Midnight Oud Eau de Parfum", "Royal Sandal Attar"]);
    expect(await names({ family: ["Woody", "Leather"] })).toEqual(["Midnight Oud Eau de Parfum", "Pepper & Leather Eau de Parfum", "Royal Sandal Attar"]);
    expect(await names({ family: ["Woody", "Leather"], forWhom: ["Unisex"] })).toEqual(["Royal Sandal Attar"]);
  });

  it("finds a note in any layer, a price band by the product's price, and only what is in stock", async () => {
    expect(await names({ notes: ["Oud"] })).toEqual(["Midnight Oud Eau de Parfum", "Royal Sandal Attar"]);
    expect(await names({ price: ["under-50000"] }, { type: "Perfume" })).toEqual(["Citrine 36 Eau de Toilette", "Palm Wine Cologne"]);
    expect(await names({ price: ["under-50000"], inStock: true }, { type: "Perfume" })).toEqual(["Citrine 36 Eau de Toilette"]);
  });

  it("counts each option as if its own kind were not chosen, given every other choice", async () => {
    const facets = await findShopFacets({ filters: { ...NO_FILTERS, family: ["Floral"], forWhom: ["Feminine"] } });
    // Families among feminine perfumes (Floral's own choice set aside).
    expect(facets.family).toEqual([
      { value: "Floral", count: 3 },
      { value: "Musky", count: 1 },
    ]);
    // For whom among florals.
    expect(facets.forWhom).toEqual([{ value: "Feminine", count: 3 }]);
    // Everything else among feminine florals.
    expect(facets.concentration).toEqual([{ value: "Eau de Parfum", count: 3 }]);
    expect(facets.notes).toContainEqual({ value: "Jasmine", count: 2 });
    expect(facets.type).toEqual([{ value: "Perfume", count: 3 }]);
    expect(facets.inStock).toBe(3);
    expect(facets.rating).toBe(0);
  });

  it("counts every product of the unnarrowed shop in its type, its price band and its stock", async () => {
    const facets = await findShopFacets({ filters: NO_FILTERS });
    const total = await Product.countDocuments();
    expect(facets.type.reduce((sum, option) => sum + option.count, 0)).toBe(total);
    expect(facets.price.reduce((sum, option) => sum + option.count, 0)).toBe(total);
    expect(facets.inStock).toBe(await Product.countDocuments({ stock: { $gt: 0 } }));
    expect(facets.inStock).toBeLessThan(total);
    expect(facets.family.reduce((sum, option) => sum + option.count, 0)).toBe(await Product.countDocuments({ type: "Perfume" }));
  });
});
