import type { QueryFilter } from "mongoose";
import { revalidateProducts } from "@/lib/cache/revalidate";
import type { CollectionView } from "@/lib/catalog/collection-schema";
import { collectionAdmits, collectionCondition } from "@/lib/catalog/collections";
import type { ShopFacets, ShopSelection } from "@/lib/catalog/facet-count";
import { seedCatalogue } from "@/lib/catalog/seed";
import { findShopFacets } from "@/lib/catalog/shop-facets";
import { filterConditions } from "@/lib/catalog/shop-filter-query";
import { NO_FILTERS, PRICE_BANDS, type ShopFilters } from "@/lib/catalog/shop-filters";
import { Product, type ProductRecord } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";

setupTestDatabase();
jest.setTimeout(60_000);

type Condition = QueryFilter<ProductRecord>;
const NOW = new Date();

beforeAll(async () => {
  await clearDatabase();
  await seedCatalogue(NOW);
  const [soldOut, rated, old] = await Product.find({ type: "Perfume" }).sort({ name: 1 }).limit(3);
  await Product.updateOne({ _id: soldOut!._id }, { $set: { stock: 0, "sizes.$[].stock": 0 } });
  await Product.updateOne({ _id: rated!._id }, { $set: { "rating.average": 4.5, "rating.count": 2 } });
  await Product.updateOne({ _id: old!._id }, { $set: { createdAt: new Date(NOW.getTime() - 400 * 24 * 60 * 60 * 1000) } }, { timestamps: false });
  await revalidateProducts(String(soldOut!._id), String(rated!._id), String(old!._id));
});

/** What the database counts for one option: the oracle the in-memory counts must agree with. */
async function databaseCount(base: Condition, selection: ShopSelection, except: keyof ShopFilters | "type", option: Condition): Promise<number> {
  const filters = { ...selection.filters, [except]: except === "inStock" ? false : [] } as ShopFilters;
  const conditions: Condition[] = [base, ...filterConditions(except === "type" ? selection.filters : filters), option];
  if (selection.type && except !== "type") conditions.push({ type: selection.type });
  if (selection.minRating) conditions.push({ "rating.average": { $gte: selection.minRating - 0.05 } });
  return Product.countDocuments({ $and: conditions });
}

const anyLayer = (note: string): Condition => ({ $or: [{ "scentNotes.top": note }, { "scentNotes.heart": note }, { "scentNotes.base": note }] });

/** Every option of every facet, and the options a facet leaves out, against the database's count. */
async function expectDatabaseCounts(facets: ShopFacets, selection: ShopSelection, base: Condition = {}) {
  const offered = async (dimension: "type" | "brand" | "concentration" | "family" | "forWhom") => {
    for (const option of facets[dimension]) expect([dimension, option.value, option.count]).toEqual([dimension, option.value, await databaseCount(base, selection, dimension, { [dimension]: option.value })]);
    const counted = facets[dimension].reduce((sum, option) => sum + option.count, 0);
    expect([dimension, counted]).toEqual([dimension, await databaseCount(base, selection, dimension, { [dimension]: { $type: "string" } })]);
  };
  await offered("type");
  await offered("brand");
  await offered("concentration");
  await offered("family");
  await offered("forWhom");
  for (const option of facets.notes) expect(["notes", option.value, option.count]).toEqual(["notes", option.value, await databaseCount(base, selection, "notes", anyLayer(option.value))]);
  for (const band of PRICE_BANDS) {
    const count = await databaseCount(base, selection, "price", { price: { $gte: band.min, ...(band.max === null ? {} : { $lt: band.max }) } });
    expect(["price", band.value, facets.price.find((option) => option.value === band.value)?.count ?? 0]).toEqual(["price", band.value, count]);
  }
  expect(facets.inStock).toBe(await databaseCount(base, selection, "inStock", { stock: { $gt: 0 } }));
  const rated = [base, ...filterConditions(selection.filters), ...(selection.type ? [{ type: selection.type }] : []), { "rating.average": { $gte: 3.95 } }];
  expect(facets.rating).toBe(await Product.countDocuments({ $and: rated }));
}

const SELECTIONS: ShopSelection[] = [
  { filters: NO_FILTERS },
  { filters: { ...NO_FILTERS, family: ["Floral", "Woody"] } },
  { filters: { ...NO_FILTERS, family: ["Floral"], forWhom: ["Feminine"] } },
  { filters: { ...NO_FILTERS, forWhom: ["Masculine", "Unisex"], price: ["50000-100000", "under-50000"] } },
  { filters: { ...NO_FILTERS, notes: ["Oud", "Rose"], inStock: true } },
  { filters: { ...NO_FILTERS, concentration: ["Eau de Parfum"], inStock: true, price: ["100000-200000"] }, type: "Perfume" },
  { filters: { ...NO_FILTERS, brand: ["Kano Rose", "Maison Lagos"] }, minRating: 4 },
];

describe("the filters' counts, from the catalogue held in memory", () => {
  it.each(SELECTIONS.map((selection) => [JSON.stringify(selection), selection] as const))("agree with the database's count of every option for %s", async (_, selection) => {
    await expectDatabaseCounts(await findShopFacets(selection), selection);
  });

  it("agree with the database within each seeded kind of collection, and a hand-picked one", async () => {
    const picked = (await Product.find({}, { _id: 1 }).limit(5)).map((product) => String(product._id));
    const collections: CollectionView[] = [
      { _id: "a", slug: "for-her", title: "For her", description: "", image: null, imageAlt: "", kind: "rule", products: [], rule: { type: "Perfume", forWhom: "Feminine" } },
      { _id: "b", slug: "oud", title: "Oud", description: "", image: null, imageAlt: "", kind: "rule", products: [], rule: { note: "Oud" } },
      { _id: "c", slug: "gifts", title: "Gifts", description: "", image: null, imageAlt: "", kind: "rule", products: [], rule: { minPrice: 20_000, maxPrice: 50_000 } },
      { _id: "d", slug: "on-sale", title: "On sale", description: "", image: null, imageAlt: "", kind: "rule", products: [], rule: { onPromotion: true } },
      { _id: "e", slug: "new", title: "New", description: "", image: null, imageAlt: "", kind: "rule", products: [], rule: { newWithinDays: 30, brand: "Maison Lagos" } },
      { _id: "f", slug: "picked", title: "Picked", description: "", image: null, imageAlt: "", kind: "picked", products: picked, rule: {} },
    ];
    const selection: ShopSelection = { filters: { ...NO_FILTERS, inStock: true, price: ["under-50000", "50000-100000"] } };
    for (const collection of collections) {
      const facets = await findShopFacets(selection, collectionAdmits(collection, NOW));
      await expectDatabaseCounts(facets, selection, collectionCondition(collection, NOW));
      expect([collection.slug, facets.type.reduce((sum, option) => sum + option.count, 0)]).toEqual([collection.slug, await Product.countDocuments({ $and: [collectionCondition(collection, NOW), ...filterConditions(selection.filters)] })]);
    }
  });

  it("follow a product's change, a new product and a deleted one once the catalogue's tag moves", async () => {
    const before = await findShopFacets({ filters: NO_FILTERS });
    const woody = before.family.find((option) => option.value === "Woody")!.count;
    const floral = await Product.findOne({ family: "Floral" });
    await Product.updateOne({ _id: floral!._id }, { $set: { family: "Woody" } });
    await revalidateProducts(String(floral!._id));
    const changed = await findShopFacets({ filters: NO_FILTERS });
    expect(changed.family.find((option) => option.value === "Woody")!.count).toBe(woody + 1);

    const copy = await Product.create({ ...floral!.toObject(), _id: undefined, handle: undefined, name: "Second Woody", family: "Woody", sizes: [], createdAt: undefined, updatedAt: undefined });
    await revalidateProducts(String(copy._id));
    expect((await findShopFacets({ filters: NO_FILTERS })).family.find((option) => option.value === "Woody")!.count).toBe(woody + 2);

    await Product.deleteOne({ _id: floral!._id });
    await revalidateProducts(String(floral!._id));
    const after = await findShopFacets({ filters: NO_FILTERS });
    expect(after.family.find((option) => option.value === "Woody")!.count).toBe(woody + 1);
    await expectDatabaseCounts(after, { filters: NO_FILTERS });
  });
});
