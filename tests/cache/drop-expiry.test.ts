import mongoose from "mongoose";
import { renderToStaticMarkup } from "react-dom/server";
import { PUT as saveDrop } from "@/app/api/products/drop/[id]/route";
import { PUT as saveSizeDrops } from "@/app/api/products/drop/[id]/sizes/route";
import { CardSaleState } from "@/components/catalog/card-sale-state";
import { upcomingDrop } from "@/lib/catalog/drop-schedule";
import { toProductView } from "@/lib/catalog/product-view";
import { CACHE_COLLECTIONS, ENTRY_LIFETIME_MS, readTagState, scheduleTagExpiry } from "@/lib/cache/shared-store.mjs";
import { ALL_PRODUCTS_TAG, productTag, STOCK_LABELS_TAG } from "@/lib/cache/tags";
import { Product } from "@/models/product";
import { freshAdminEachTest } from "../support/admin-session";
import { afterTagPoll, loadCacheHandler, PAGE_CTX, type CacheHandlerModule as HandlerModule } from "../support/cache";
import { setupTestDatabase } from "../support/database";
import { createProduct, createSizedProduct } from "../support/order-fixtures";
import { callRoute } from "../support/request";

// A cached listing must stop saying "On sale at" the moment the drop comes, on every instance,
// though its entry is fresh for minutes more: the drop's save schedules its tags to expire then.

jest.setTimeout(30_000);
setupTestDatabase();
const session = freshAdminEachTest();

let instances: HandlerModule[] = [];
beforeEach(() => {
  instances = [loadCacheHandler(), loadCacheHandler()];
});
afterEach(async () => {
  await Promise.all(instances.map((instance) => instance.disconnect()));
});

/** How far ahead a drop is set: room for both instances to render and serve it before it comes, on a busy machine. */
const AHEAD_MS = 8000;
const CACHE_CONTROL = { revalidate: 300, expire: 31536000 };
const LISTING_TAGS = [ALL_PRODUCTS_TAG, STOCK_LABELS_TAG];

/**
 * A request for a page as Next.js answers it: the cached entry while the cache vouches for it,
 * else the page rendered from the database (`render`) and stored with its tags.
 */
async function visit(instance: HandlerModule, key: string, tags: string[], render: () => Promise<string>): Promise<{ cached: boolean; html: string }> {
  const cache = new instance.default({ maxMemoryCacheSize: 50 * 1024 * 1024 });
  const hit = await cache.get(key, PAGE_CTX);
  if (hit) return { cached: true, html: String(hit.value.html) };
  const html = await render();
  await cache.set(key, { kind: "APP_PAGE", html, rscData: Buffer.from(html), headers: { "x-next-cache-tags": tags.join(",") }, status: 200, segmentData: new Map() }, { cacheControl: CACHE_CONTROL });
  return { cached: false, html };
}

/** /shop's card for the product, as the listing renders it on the server. */
async function shopCard(productId: string): Promise<string> {
  const product = await Product.findById(productId).lean();
  if (!product) throw new Error("no product");
  return renderToStaticMarkup(CardSaleState({ product: toProductView(product) }));
}

/** What the product page says of each size: its drop's words until its time, else that it sells. */
async function sizeStates(productId: string): Promise<string> {
  const product = await Product.findById(productId).lean();
  if (!product) throw new Error("no product");
  return toProductView(product)
    .sizes.map((size) => `${size.label}: ${upcomingDrop(size.onSaleAt, new Date())?.label ?? "Add to cart"}`)
    .join("; ");
}

const waitUntil = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

function drop(productId: string, onSaleAt: Date) {
  return callRoute(saveDrop, { method: "PUT", url: `/api/products/drop/${productId}`, params: { id: productId }, body: { onSaleAt: onSaleAt.toISOString(), perCustomerLimit: null }, headers: session.auth });
}

let pages = 0;
/** A page of its own on each instance, so each one's flip is seen, not the other's render. */
const pageOnEach = (name: string) => instances.map((instance) => ({ instance, key: `/route-cache/APP_PAGE/drop/$/${name}-${(pages += 1)}` }));

describe("a cached listing at the drop's moment", () => {
  it("is a cache hit saying 'On sale at' before the time, and rendered anew without it on the first request after, on both instances", async () => {
    const product = await createProduct({ name: "Oud Eclipse" });
    const onSaleAt = new Date(Date.now() + AHEAD_MS);
    expect((await drop(product._id, onSaleAt)).status).toBe(200);
    const shops = pageOnEach("shop");
    const render = () => shopCard(product._id);

    for (const { instance, key } of shops) expect(await visit(instance, key, LISTING_TAGS, render)).toMatchObject({ cached: false, html: expect.stringContaining("On sale at") });
    await afterTagPoll();
    for (const { instance, key } of shops) expect(await visit(instance, key, LISTING_TAGS, render)).toMatchObject({ cached: true, html: expect.stringContaining("On sale at") });

    await waitUntil(onSaleAt.getTime() + 50);
    for (const { instance, key } of shops) {
      const page = await visit(instance, key, LISTING_TAGS, render);
      expect(page.cached).toBe(false);
      expect(page.html).not.toContain("On sale at");
    }
    // Rendered once after the time, the page is cached again.
    for (const { instance, key } of shops) expect((await visit(instance, key, LISTING_TAGS, render)).cached).toBe(true);
  });

  it("leaves pages cached until a far-off drop's time, however far off", async () => {
    const product = await createProduct();
    expect((await drop(product._id, new Date(Date.now() + 7 * 24 * 60 * 60 * 1000))).status).toBe(200);
    const shops = pageOnEach("shop");
    const render = () => shopCard(product._id);
    for (const { instance, key } of shops) await visit(instance, key, LISTING_TAGS, render);
    await afterTagPoll();
    await afterTagPoll();
    for (const { instance, key } of shops) expect(await visit(instance, key, LISTING_TAGS, render)).toMatchObject({ cached: true, html: expect.stringContaining("On sale") });
  });

  it("flips a size's drop on the product page at its time, on both instances, while the other size sold all along", async () => {
    const { id, sizeIds } = await createSizedProduct(
      [
        { label: "50 ml", volumeMl: 50, price: 95000, stock: 10, sku: "EXPIRY-50" },
        { label: "100 ml", volumeMl: 100, price: 145000, stock: 10, sku: "EXPIRY-100" },
      ],
      "Oud Eclipse Sizes",
    );
    const onSaleAt = new Date(Date.now() + AHEAD_MS);
    const saved = await callRoute(saveSizeDrops, { method: "PUT", url: `/api/products/drop/${id}/sizes`, params: { id }, body: { sizes: [{ sizeId: sizeIds[1], onSaleAt: onSaleAt.toISOString() }] }, headers: session.auth });
    expect(saved.status).toBe(200);
    const productPages = pageOnEach("product");
    const tags = [productTag(id)];
    const render = () => sizeStates(id);

    for (const { instance, key } of productPages) await visit(instance, key, tags, render);
    await afterTagPoll();
    for (const { instance, key } of productPages) expect(await visit(instance, key, tags, render)).toEqual({ cached: true, html: expect.stringMatching(/^50 ml: Add to cart; 100 ml: On sale at /) });

    await waitUntil(onSaleAt.getTime() + 50);
    for (const { instance, key } of productPages) expect(await visit(instance, key, tags, render)).toEqual({ cached: false, html: "50 ml: Add to cart; 100 ml: Add to cart" });
  });

  it("folds scheduled times older than any entry into the tag's revalidation, keeping the ones to come", async () => {
    const db = mongoose.connection.db;
    if (!db) throw new Error("not connected");
    const now = Date.now();
    const old = now - ENTRY_LIFETIME_MS - 60_000;
    await scheduleTagExpiry(db, ["drop-test"], old, old - 1000);
    await scheduleTagExpiry(db, ["drop-test"], now + 60_000, now);
    const doc = await db.collection(CACHE_COLLECTIONS.state).findOne({ _id: "tag:drop-test" as never });
    expect(doc?.expiresAt).toEqual([now + 60_000]);
    expect((await readTagState(db, ["drop-test"])).revalidatedAt.get("drop-test")).toBe(now - ENTRY_LIFETIME_MS);
  });
});
