import { Types, type PipelineStage, type QueryFilter } from "mongoose";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { shopDay, startOfNextShopDay, startOfShopDay } from "@/lib/calendar/shop-calendar";
import type { ProductSort } from "@/lib/catalog/product-query";
import { findProducts } from "@/lib/catalog/products";
import { seedCatalogue } from "@/lib/catalog/seed";
import { filterConditions } from "@/lib/catalog/shop-filter-query";
import { NO_FILTERS, type ShopFilters } from "@/lib/catalog/shop-filters";
import { searchCatalogue } from "@/lib/search/catalogue-search";
import type { ProductType } from "@/lib/vocabulary/products";
import { Product, type ProductRecord } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";

setupTestDatabase();
jest.setTimeout(120_000);

type Condition = QueryFilter<ProductRecord>;
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date();

interface Listing {
  q?: string;
  type?: ProductType;
  sort?: ProductSort;
  minRating?: number;
  filters?: ShopFilters;
}

/** The price paid today as the database works it out: how listings were sorted before the catalogue was held in memory. */
function paidPriceExpression(now: Date): Record<string, unknown> {
  const today = shopDay(now);
  const active = {
    $and: [
      { $gt: [{ $ifNull: ["$promo.discount", 0] }, 0] },
      { $lt: [{ $ifNull: ["$promo.startDate", null] }, startOfNextShopDay(today)] },
      { $or: [{ $eq: [{ $ifNull: ["$promo.endDate", null] }, null] }, { $gte: ["$promo.endDate", startOfShopDay(today)] }] },
    ],
  };
  return { $cond: [active, { $multiply: ["$price", { $subtract: [1, { $divide: ["$promo.discount", 100] }] }] }, "$price"] };
}

/** The oracle: every id of a listing as the database answered it, conditions and sort in the query. */
async function databaseIds(listing: Listing): Promise<string[]> {
  const conditions: Condition[] = [...filterConditions(listing.filters ?? NO_FILTERS)];
  if (listing.type) conditions.push({ type: listing.type });
  if (listing.minRating) conditions.push({ "rating.average": { $gte: listing.minRating - 0.05 } });
  const ranked = listing.q ? (await searchCatalogue(listing.q)).map((hit) => hit.id) : null;
  if (ranked) conditions.push({ _id: { $in: ranked.map((id) => new Types.ObjectId(id)) } });
  const match = conditions.length > 0 ? { $and: conditions } : {};
  let records: { _id: unknown }[];
  if (listing.sort === "topRated") records = await Product.find(match, { _id: 1 }).sort({ "rating.average": -1, "rating.count": -1, _id: 1 }).lean();
  else if (listing.sort) {
    const pipeline: PipelineStage[] = [{ $match: match }, { $addFields: { paidPrice: paidPriceExpression(NOW) } }, { $sort: { paidPrice: listing.sort === "priceLow" ? 1 : -1, _id: 1 } }, { $project: { _id: 1 } }];
    records = await Product.aggregate(pipeline);
  } else records = await Product.find(match, { _id: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
  const ids = records.map((record) => String(record._id));
  if (!ranked || listing.sort) return ids;
  const passing = new Set(ids);
  return ranked.filter((id) => passing.has(id));
}

const listedIds = async (listing: Listing, page = 1, limit = 100) => (await findProducts({ ...listing, page, limit })).products.map((product) => product._id);

beforeAll(async () => {
  await clearDatabase();
  await seedCatalogue(NOW);
  const perfumes = await Product.find({ type: "Perfume" }).sort({ name: 1 });
  const [tiedA, tiedB, fewer, soldOut, ended, future, sameDay, sameDayToo, cheapPromo] = perfumes;
  // Equal ratings break on how many reviews, then on the id; a rating of none sorts last.
  await Product.updateOne({ _id: tiedA!._id }, { $set: { "rating.average": 4.5, "rating.count": 3 } });
  await Product.updateOne({ _id: tiedB!._id }, { $set: { "rating.average": 4.5, "rating.count": 3 } });
  await Product.updateOne({ _id: fewer!._id }, { $set: { "rating.average": 4.5, "rating.count": 1 } });
  await Product.updateOne({ _id: soldOut!._id }, { $set: { stock: 0, "sizes.$[].stock": 0, "rating.average": 3.96, "rating.count": 8 } });
  // Promos that ended yesterday and start tomorrow are at list price; one running today at its promo price.
  await Product.updateOne({ _id: ended!._id }, { $set: { promo: { discount: 60, startDate: new Date(NOW.getTime() - 9 * DAY_MS), endDate: new Date(NOW.getTime() - DAY_MS) } } });
  await Product.updateOne({ _id: future!._id }, { $set: { promo: { discount: 90, startDate: new Date(NOW.getTime() + DAY_MS), endDate: null } } });
  await Product.updateOne({ _id: cheapPromo!._id }, { $set: { promo: { discount: 35, startDate: new Date(NOW.getTime() - 2 * DAY_MS), endDate: null } } });
  // Two made at the same instant: the older id first.
  const instant = new Date(NOW.getTime() - 30 * DAY_MS);
  await Product.updateMany({ _id: { $in: [sameDay!._id, sameDayToo!._id] } }, { $set: { createdAt: instant } }, { timestamps: false });
  // Same price as another product: the price sorts break on the id.
  const twin = await Product.findOne({ _id: { $ne: cheapPromo!._id }, type: "Perfume" }).sort({ price: 1 });
  await Product.create({ ...twin!.toObject(), _id: undefined, handle: undefined, name: "Twin Priced", sizes: (twin!.sizes ?? []).map((size) => ({ ...size.toObject(), _id: undefined, sku: `${size.sku}-TWIN` })) });
  await revalidateProducts(...perfumes.map((product) => String(product._id)));
});

const FILTERS: ShopFilters[] = [
  NO_FILTERS,
  { ...NO_FILTERS, family: ["Floral", "Woody"] },
  { ...NO_FILTERS, inStock: true, price: ["under-50000", "100000-200000"] },
  { ...NO_FILTERS, notes: ["Oud", "Rose", "Jasmine"], forWhom: ["Feminine", "Unisex"] },
  { ...NO_FILTERS, brand: ["Maison Lagos", "Kano Rose"], concentration: ["Eau de Parfum"] },
];
const LISTINGS: Listing[] = [undefined, "priceLow", "priceHigh", "topRated"].flatMap((sort) =>
  [undefined, "oud", "eau", "midn", "mdnight", "rose lagos"].flatMap((q) =>
    FILTERS.flatMap((filters, at) => [
      { sort: sort as ProductSort | undefined, q, filters },
      ...(at < 2 ? [{ sort: sort as ProductSort | undefined, q, filters, type: "Perfume" as const }, { sort: sort as ProductSort | undefined, q, filters, minRating: 4 }] : []),
    ]),
  ),
);

describe("the storefront's listings, from the catalogue held in memory", () => {
  it("list the same products in the same order as the database did, for every sort, search, type, rating and filter", async () => {
    for (const listing of LISTINGS) expect([JSON.stringify(listing), await listedIds(listing)]).toEqual([JSON.stringify(listing), await databaseIds(listing)]);
    // Not every listing is empty or whole: the comparisons above compared something.
    expect((await databaseIds({ q: "oud" })).length).toBeGreaterThan(0);
    expect((await databaseIds({ filters: FILTERS[2] })).length).toBeLessThan(await Product.countDocuments());
  });

  it("page through the same order, with the total of the whole listing", async () => {
    for (const listing of [{}, { sort: "priceHigh" as const }, { q: "eau" }, { sort: "topRated" as const, filters: FILTERS[1] }]) {
      const whole = await databaseIds(listing);
      const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => listedIds(listing, page, 5)));
      expect(pages.flat()).toEqual(whole);
      expect((await findProducts({ ...listing, page: 2, limit: 5 })).total).toBe(whole.length);
    }
  });

  it("sort a promo with no start day by its promo price, the price its card shows (the built-in engine's query read it as not yet begun)", async () => {
    const product = await Product.findOne({ type: "Diffuser" }).sort({ price: -1 });
    await Product.updateOne({ _id: product!._id }, { $set: { promo: { discount: 99, startDate: null, endDate: null } } });
    await revalidateProducts(String(product!._id));
    const [first] = (await findProducts({ sort: "priceLow", page: 1, limit: 1 })).products;
    expect([first?._id, first?.onPromo]).toEqual([String(product!._id), true]);
  });

  it("follow a product's price, a new product and a removed one once the catalogue's tag moves", async () => {
    const dearest = (await listedIds({ sort: "priceHigh" }, 1, 1))[0]!;
    const cheapest = await Product.findOne({ type: "Deodorant" }).sort({ price: 1 });
    await Product.updateOne({ _id: cheapest!._id }, { $set: { price: 9_000_000 } });
    await revalidateProducts(String(cheapest!._id));
    expect(await listedIds({ sort: "priceHigh" }, 1, 1)).toEqual([String(cheapest!._id)]);

    await Product.deleteOne({ _id: cheapest!._id });
    await revalidateProducts(String(cheapest!._id));
    expect(await listedIds({ sort: "priceHigh" }, 1, 1)).toEqual([dearest]);
    expect(await listedIds({})).toEqual(await databaseIds({}));
  });
});
