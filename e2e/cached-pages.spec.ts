import { expect, test, type APIRequestContext } from "@playwright/test";
import { findProduct } from "./support/catalog-api";
import { adminAuth } from "./support/admin-api";

// The production server answers repeat requests for cached pages from what Next.js sent
// (lib/cache/cached-pages.mjs): checked here over HTTP, by status and header.
async function replayedPath(request: APIRequestContext): Promise<string> {
  const product = await findProduct(request, "Midnight Oud");
  return `/product/${product._id}`;
}

test.describe("cached pages answered before Next.js", () => {
  test("a page asked for again is replayed byte for byte, and a matching If-None-Match gets 304", async ({ request }) => {
    const path = await replayedPath(request);
    await request.get(path);
    const viaNext = await request.get(path);
    expect(viaNext.headers()["x-nextjs-cache"]).toBe("HIT");
    const replayed = await request.get(path);
    expect(replayed.status()).toBe(200);
    expect(replayed.headers()["x-cache"]).toBe("HIT");
    expect(await replayed.text()).toBe(await viaNext.text());
    for (const name of ["content-type", "cache-control", "etag", "content-security-policy", "x-frame-options"]) {
      expect(replayed.headers()[name], name).toBe(viaNext.headers()[name]);
    }

    const etag = replayed.headers()["etag"] ?? "";
    expect(etag).not.toBe("");
    const notModified = await request.get(path, { headers: { "if-none-match": etag } });
    expect(notModified.status()).toBe(304);
    expect(notModified.headers()["x-cache"]).toBe("HIT");
    expect((await notModified.body()).length).toBe(0);
  });

  test("the shop's searches and the catalogue API are replayed too, and an owner's price change shows on the next request", async ({ request }) => {
    const product = await findProduct(request, "Rose Petal Deodorant");
    const api = `/api/products/all-products?q=${encodeURIComponent("rose petal")}`;
    for (const path of [api, "/shop?q=rose+petal"]) {
      await request.get(path);
      await request.get(path);
      expect((await request.get(path)).headers()["x-cache"], path).toBe("HIT");
    }
    const price = product.price + 500;
    const update = await request.put(`/api/products/update/${product._id}`, {
      headers: await adminAuth(request),
      multipart: { brand: product.brand, name: product.name, type: product.type, price: String(price), stock: String(product.stock), description: "Re-priced while cached." },
    });
    expect(update.status()).toBe(200);
    const answered = await request.get(api);
    expect(answered.headers()["x-cache"]).toBeUndefined();
    expect(((await answered.json()) as { products: { price: number }[] }).products[0]?.price).toBe(price);
    expect(await (await request.get("/shop?q=rose+petal")).text()).toContain(new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" }).format(price));
  });

  test("router requests and query strings always go to Next.js", async ({ request }) => {
    const path = await replayedPath(request);
    for (let round = 0; round < 3; round += 1) {
      const rsc = await request.get(`${path}?_rsc=e2e`, { headers: { rsc: "1" } });
      expect(rsc.status()).toBe(200);
      expect(rsc.headers()["content-type"]).toContain("text/x-component");
      expect(rsc.headers()["x-cache"]).toBeUndefined();
      const withQuery = await request.get(`${path}?utm_source=e2e`);
      expect(withQuery.headers()["x-cache"]).toBeUndefined();
    }
  });

  test("the cached product and home pages, and the shop, arrive whole, not as a loading placeholder swapped for hidden content", async ({ request }) => {
    // A streamed fallback costs every visitor a second layout and a DOM swap before the page can
    // hydrate, and React holds the swap back (up to 300 ms) to batch reveals: on the shop that
    // delayed the first cards' paint, Lighthouse's largest contentful paint, by half a second.
    const cachedPaths = [await replayedPath(request), "/"];
    for (const path of [...cachedPaths, "/shop"]) {
      await request.get(path);
      const page = await request.get(path);
      if (cachedPaths.includes(path)) expect(page.headers()["x-nextjs-cache"], path).toBe("HIT");
      const html = await page.text();
      expect(html, path).not.toMatch(/<div hidden id="S:/);
      expect(html, path).not.toContain("$RC(");
    }
  });
});
