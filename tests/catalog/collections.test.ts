import { GET as list, POST as create } from "@/app/api/admin/collections/route";
import { DELETE as remove, PUT as update } from "@/app/api/admin/collections/[id]/route";
import { COLLECTION_MESSAGES, type CollectionView } from "@/lib/catalog/collection-schema";
import { findCollectionProducts } from "@/lib/catalog/collections";
import { getCollection } from "@/lib/catalog/collections-cached";
import { seedCatalogue } from "@/lib/catalog/seed";
import { filterConditions } from "@/lib/catalog/shop-filter-query";
import { NO_FILTERS } from "@/lib/catalog/shop-filters";
import { Collection } from "@/models/collection";
import { Product } from "@/models/product";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();
jest.setTimeout(30_000);

interface Answer {
  data: CollectionView;
  fieldErrors?: Record<string, string[]>;
  reason?: string;
}

let auth: Record<string, string>;
beforeEach(async () => {
  await clearDatabase();
  await seedCatalogue();
  auth = await bearer(await createTestUser({ role: "admin", staffRole: "content" }));
});

const post = (body: unknown, headers = auth) => callRoute<Answer>(create, { method: "POST", url: "/api/admin/collections", body, headers });
const put = (id: string, body: unknown) => callRoute<Answer, { id: string }>(update, { method: "PUT", url: `/api/admin/collections/${id}`, body, headers: auth, params: { id } });
const namesOf = async (slug: string, filters = NO_FILTERS) => {
  const collection = await getCollection(slug);
  return (await findCollectionProducts(collection!, filterConditions(filters), 100)).products.map((product) => product.name);
};

describe("collections", () => {
  it("seeds for him, for her, oud and gifts under ₦50,000, each holding the perfumes its rule names", async () => {
    expect(await namesOf("oud")).toEqual(expect.arrayContaining(["Midnight Oud Eau de Parfum", "Royal Sandal Attar"]));
    expect(await namesOf("oud")).toHaveLength(2);
    expect((await namesOf("for-him")).sort()).toEqual(["Aso Rock Eau de Parfum", "Midnight Oud Eau de Parfum", "Palm Wine Cologne", "Pepper & Leather Eau de Parfum"]);
    const gifts = await namesOf("gifts-under-50000");
    expect(gifts.length).toBe(await Product.countDocuments({ price: { $lt: 50_000 } }));
    expect(gifts).toContain("Citrine 36 Eau de Toilette");
    // Filters narrow a collection as they do /shop.
    expect(await namesOf("gifts-under-50000", { ...NO_FILTERS, family: ["Citrus"] })).toEqual(["Citrine 36 Eau de Toilette"]);
  });

  it("lets the content role add a hand-picked collection, listed in the owner's order, and edit it into one by rule", async () => {
    const [first, second] = await Product.find({ type: "Diffuser" }).sort({ name: 1 }).limit(2).lean();
    const picked = { slug: "Home-Scents", title: "Home scents", description: "For the house.", kind: "picked", products: [String(second!._id), String(first!._id)] };
    const created = await post(picked);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: "home-scents", kind: "picked", products: picked.products, image: null });
    expect(await namesOf("home-scents")).toEqual([second!.name, first!.name]);

    const { status, body } = await put(created.body.data._id, { ...picked, slug: "promo-deals", kind: "rule", products: [], rule: { onPromotion: true } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ slug: "promo-deals", kind: "rule", products: [], rule: { onPromotion: true } });
    const stored = await Collection.findById(created.body.data._id).lean();
    expect(stored).not.toHaveProperty("products");
    const onPromo = (await Product.find({ "promo.discount": { $gt: 0 } }).lean()).map((product) => product.name).sort();
    expect(onPromo.length).toBeGreaterThan(0);
    expect((await namesOf("promo-deals")).sort()).toEqual(onPromo);

    const listed = await callRoute<{ data: CollectionView[] }>(list, { method: "GET", url: "/api/admin/collections", headers: auth });
    expect(listed.body.data.map((collection) => collection.slug)).toContain("promo-deals");
    const removed = await callRoute<Answer, { id: string }>(remove, { method: "DELETE", url: `/api/admin/collections/${created.body.data._id}`, headers: auth, params: { id: created.body.data._id } });
    expect(removed.status).toBe(200);
    expect(await Collection.countDocuments({ slug: "promo-deals" })).toBe(0);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const bad = await post({ slug: "Not a slug!", title: " ", kind: "rule", imageAlt: "x".repeat(201), rule: { minPrice: 50_000, maxPrice: 20_000, newWithinDays: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      slug: [COLLECTION_MESSAGES.slug],
      title: [COLLECTION_MESSAGES.title],
      imageAlt: ["At most 200 characters"],
      "rule.newWithinDays": [COLLECTION_MESSAGES.days],
    });
    expect((await post({ slug: "empty-rule", title: "Empty", kind: "rule", rule: {} })).body.fieldErrors).toMatchObject({ rule: [COLLECTION_MESSAGES.rule] });
    expect((await post({ slug: "band", title: "Band", kind: "rule", rule: { minPrice: 50_000, maxPrice: 20_000 } })).body.fieldErrors).toMatchObject({ "rule.maxPrice": [COLLECTION_MESSAGES.priceOrder] });
    expect((await post({ slug: "none", title: "None", kind: "picked", products: [] })).body.fieldErrors).toMatchObject({ products: [COLLECTION_MESSAGES.products] });
    expect((await post({ slug: "gone", title: "Gone", kind: "picked", products: ["65f000000000000000000001"] })).body.fieldErrors).toMatchObject({ products: [COLLECTION_MESSAGES.productsUnknown] });
    expect((await post({ slug: "oud", title: "Oud again", kind: "rule", rule: { note: "oud" } })).body.fieldErrors).toMatchObject({ slug: [COLLECTION_MESSAGES.slugTaken] });
    expect(await Collection.countDocuments()).toBe(4);
    expect((await put("65f000000000000000000001", { slug: "x", title: "X", kind: "rule", rule: { type: "Perfume" } })).status).toBe(404);
  });

  it("is refused to staff whose role does not edit content", async () => {
    const packer = await bearer(await createTestUser({ role: "admin", staffRole: "fulfilment" }));
    expect((await post({ slug: "x", title: "X", kind: "rule", rule: { type: "Perfume" } }, packer)).status).toBe(403);
    expect((await post({ slug: "x", title: "X", kind: "rule", rule: { type: "Perfume" } }, {})).status).toBe(401);
    expect(await Collection.countDocuments({ slug: "x" })).toBe(0);
  });
});
