import { GET as allProducts } from "@/app/api/products/all-products/route";
import { POST as bulkEdit } from "@/app/api/products/bulk-edit/route";
import { GET as suggestions } from "@/app/api/products/suggestions/route";
import { POST as quote } from "@/app/api/checkout/quote/route";
import { askBackInStock } from "@/lib/back-in-stock/requests";
import { revalidateProducts } from "@/lib/cache/revalidate";
import { findCartStock } from "@/lib/cart/stock";
import { findCollectionProducts } from "@/lib/catalog/collections";
import { getCollection } from "@/lib/catalog/collections-cached";
import { listProductsForAdmin } from "@/lib/catalog/product-admin";
import { countProducts, findFeedProducts, findProductById, findProductTypes, findRelatedProductIds, findSitemapProducts, type ProductPage } from "@/lib/catalog/products";
import type { ProductView } from "@/lib/catalog/product-view";
import { seedCatalogue } from "@/lib/catalog/seed";
import { findShopFacets } from "@/lib/catalog/shop-facets";
import { getShopResults } from "@/lib/catalog/shop-results";
import { NO_FILTERS } from "@/lib/catalog/shop-filters";
import type { Quote } from "@/lib/pricing/pricing";
import { listSavedItems, saveItems } from "@/lib/saved-items/saved-items";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { Collection } from "@/models/collection";
import { Product } from "@/models/product";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();
jest.setTimeout(60_000);

const OUD = "Midnight Oud Eau de Parfum";
let auth: Record<string, string>;
let oud: { id: string; sizeId: string; brand: string };
let shopper: string;

beforeAll(async () => {
  await clearDatabase();
  await seedCatalogue();
  auth = await bearer(await createTestUser({ role: "admin" }));
  shopper = (await createTestUser()).id;
  const record = await Product.findOne({ name: OUD }).lean();
  oud = { id: String(record!._id), sizeId: String(record!.sizes![0]!._id), brand: record!.brand };
  const picked = await Product.find({ type: "Perfume" }, { _id: 1 }).sort({ name: 1 }).limit(2).lean();
  await saveItems(shopper, [{ productId: oud.id, sizeId: oud.sizeId }]);
  await Collection.create({ slug: "picked-oud", title: "Picked", description: "Chosen by hand.", kind: "picked", products: [record!._id, ...picked.map((product) => product._id)] });
});

const publishedOrHidden = async (change: "publish" | "hide") => {
  const { status, body } = await callRoute<{ edited: number }>(bulkEdit, { method: "POST", url: "/api/products/bulk-edit", body: { ids: [oud.id], edit: { change } }, headers: auth });
  expect([status, body.edited]).toEqual([200, 1]);
};

const names = (products: { name: string }[]) => products.map((product) => product.name);
const listed = async (query = "") => names((await callRoute<ProductPage>(allProducts, { url: `/api/products/all-products${query}` })).body.products);
const suggested = async (q: string) => names((await callRoute<{ products: { name: string }[] }>(suggestions, { url: `/api/products/suggestions?q=${q}` })).body.products);
const brandCount = async () => (await findShopFacets({ filters: NO_FILTERS })).brand.find((option) => option.value === oud.brand)?.count ?? 0;
const collectionNames = async (slug: string) => names((await findCollectionProducts((await getCollection(slug))!, [], 100)).products);

/** Every storefront read at once: which of them still show Midnight Oud. */
async function whereShown() {
  const other = (await Product.findOne({ type: "Perfume", _id: { $ne: oud.id } }).sort({ createdAt: 1 }).lean())!;
  const quoted = await callRoute<{ quote: Quote }>(quote, { method: "POST", body: { orderDetails: { shippingMethodId: "express" }, items: [{ productId: oud.id, sizeId: oud.sizeId, quantity: 1 }] } });
  return {
    shop: (await listed()).includes(OUD),
    shopPaged: names((await getShopResults({}, 3, 8)).products).includes(OUD),
    search: (await listed("?q=mdnight")).includes(OUD),
    suggestions: (await suggested("midn")).includes(OUD),
    ruleCollection: (await collectionNames("oud")).includes(OUD),
    pickedCollection: (await collectionNames("picked-oud")).includes(OUD),
    productPage: (await findProductById(oud.id)) !== null,
    related: (await findRelatedProductIds({ _id: String(other._id), type: "Perfume" } as ProductView, 100)).includes(oud.id),
    sitemap: (await findSitemapProducts(0, 1000)).some((product) => product._id === oud.id),
    feed: (await findFeedProducts(0, 1000)).some((product) => product._id === oud.id),
    cart: oud.id in (await findCartStock([oud.id])).sizes,
    savedForLater: (await listSavedItems(shopper)).some((item) => item.productId === oud.id),
    quote: quoted.status === 200 && quoted.body.quote.lines.length === 1 && quoted.body.quote.unavailable.length === 0,
  };
}

const everywhere = { shop: true, shopPaged: true, search: true, suggestions: true, ruleCollection: true, pickedCollection: true, productPage: true, related: true, sitemap: true, feed: true, cart: true, savedForLater: true, quote: true };
const nowhere = Object.fromEntries(Object.keys(everywhere).map((read) => [read, false]));

describe("a product the owner hides", () => {
  it("leaves every storefront read, its counts and the sitemap; publishing it brings it back everywhere", async () => {
    expect(await whereShown()).toEqual(everywhere);
    const [count, brand] = [await countProducts(), await brandCount()];

    await publishedOrHidden("hide");
    expect(await whereShown()).toEqual(nowhere);
    expect(await countProducts()).toBe(count - 1);
    expect(await brandCount()).toBe(brand - 1);
    // The admin still lists it, saying so.
    const admin = await listProductsForAdmin({ q: "midnight", page: 1 });
    expect(admin.products.map((product) => [product.name, product.published])).toEqual([[OUD, false]]);

    await publishedOrHidden("publish");
    expect(await whereShown()).toEqual(everywhere);
    expect(await countProducts()).toBe(count);
    expect(await brandCount()).toBe(brand);
  });

  it("answers a quote's line for it as for a removed product, and a back-in-stock request as for an unknown size", async () => {
    await publishedOrHidden("hide");
    const { status, body } = await callRoute<{ quote: Quote }>(quote, { method: "POST", body: { orderDetails: { shippingMethodId: "express" }, items: [{ productId: oud.id, sizeId: oud.sizeId, quantity: 1 }] } });
    expect(status).toBe(200);
    expect(body.quote.unavailable).toEqual([{ productId: oud.id, sizeId: oud.sizeId }]);
    await Product.updateOne({ _id: oud.id }, { $set: { "sizes.0.stock": 0 } });
    const asked = askBackInStock({ productId: oud.id, sizeId: oud.sizeId, email: "ada@example.com" }, "203.0.113.9");
    await expect(asked).rejects.toMatchObject({ code: "size-not-sold" });
    await expect(asked).rejects.toBeInstanceOf(DomainError);
    await Product.updateOne({ _id: oud.id }, { $set: { "sizes.0.stock": 14 } });
    await publishedOrHidden("publish");
  });

  it("counts a product saved before the published field as published, and leaves hidden ones out of /shop's types", async () => {
    await Product.updateOne({ _id: oud.id }, { $unset: { published: 1 } });
    await revalidateProducts(oud.id);
    expect((await listed("?q=midnight"))[0]).toBe(OUD);
    expect((await findProductById(oud.id))?.published).toBe(true);
    const diffusers = await Product.find({ type: "Diffuser" }, { _id: 1 }).lean();
    await callRoute(bulkEdit, { method: "POST", url: "/api/products/bulk-edit", body: { ids: diffusers.map((product) => String(product._id)), edit: { change: "hide" } }, headers: auth });
    expect(await findProductTypes()).not.toContain("Diffuser");
    await callRoute(bulkEdit, { method: "POST", url: "/api/products/bulk-edit", body: { ids: diffusers.map((product) => String(product._id)), edit: { change: "publish" } }, headers: auth });
    expect(await findProductTypes()).toContain("Diffuser");
  });
});
