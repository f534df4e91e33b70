import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, request as requests, test, type APIRequestContext } from "@playwright/test";
import { MongoClient } from "mongodb";
import { createAdmin, distDir, runShopScript, startDatabaseProcess, startShopServer, type DatabaseProcess, type ShopServer } from "../scripts/lib/shop-server";
import { adminAuth } from "./support/admin-api";
import type { ApiProduct } from "./support/catalog-api";
import { bankOrderBody } from "../scripts/lib/bank-order";
import { PNG_BYTES } from "../tests/support/images";

// Two production servers on one database, as behind a load balancer, each with its own process
// memory: what one changes, it shows on its next request and the other within a beat (its copy
// of the cache's tag state polls the database once a beat, lib/cache/tag-mirror.mjs); a reset
// database is never served another database's pages.
const ADMIN = { name: "Cache Admin", email: "cache-admin@scents.e2e", password: "Cache-Owner-Passw0rd!", securityKey: "CACHE-SECURITY-KEY-7" };
/** The product's own stock line: the first on its page, before the related products' cards. */
const stockState = (html: string) => /data-testid="stock-state">(.*?)<\/span>/.exec(html)?.[1]?.replaceAll("<!-- -->", "");
const naira = (amount: number) => new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" }).format(amount);

test.describe("one page cache for every instance, bound to its database", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  let database: DatabaseProcess;
  let uri: string;
  const servers: ShopServer[] = [];
  let first: APIRequestContext;
  let second: APIRequestContext;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await startDatabaseProcess();
    uri = `${database.uri}/scents-shared-cache`;
    await createAdmin(uri, ADMIN);
    // One after the other: the first start seeds the empty catalogue.
    // A transfer may hold a whole size here: the stock-beat test's order takes the last units.
    const env = { UNPAID_HOLD_PERCENT: "100" };
    servers.push(await startShopServer({ mongodbUri: uri, env }));
    servers.push(await startShopServer({ mongodbUri: uri, env }));
    first = await requests.newContext({ baseURL: servers[0]?.baseUrl });
    second = await requests.newContext({ baseURL: servers[1]?.baseUrl });
  });

  test.afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.stop();
  });

  async function products(context: APIRequestContext): Promise<ApiProduct[]> {
    const response = await context.get("/api/products/all-products?limit=100");
    return ((await response.json()) as { products: ApiProduct[] }).products;
  }

  /** Within one poll of the other instance's copy of the tag state, with room for a busy machine. */
  const WITHIN_A_BEAT = { timeout: 5_000, intervals: [100, 250, 500] };

  test("a price changed through one instance shows on it at once and on the other within a beat", async () => {
    // A product sold in one size takes a new price alone, as the spec's form sends it.
    // One /shop shows on its first screen: home sends only the cards it shows, sold in several sizes.
    const shown = await (await first.get("/shop")).text();
    const product = (await products(first)).find((candidate) => candidate.sizes?.length === 1 && shown.includes(`data-product-id="${candidate._id}"`));
    if (!product) throw new Error("/shop shows no product sold in one size");
    // Both instances hold the product's page and /shop in their cache, and answer them from the
    // copy in front of Next.js (lib/cache/cached-pages.mjs).
    for (const context of [first, second]) {
      for (const path of [`/product/${product._id}`, "/shop"]) {
        await context.get(path);
        expect((await context.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
        expect((await context.get(path)).headers()["x-cache"], path).toBe("HIT");
      }
    }

    const newPrice = product.price + 1234;
    const update = await first.put(`/api/products/update/${product._id}`, {
      headers: await adminAuth(first, ADMIN),
      multipart: { brand: product.brand, name: product.name, type: product.type, price: String(newPrice), description: "Re-priced for the cache test.", stock: String(product.stock) },
    });
    expect(update.status()).toBe(200);

    const here = await (await first.get(`/product/${product._id}`)).text();
    expect(here).toContain(naira(newPrice));
    expect(here).not.toContain(`>${naira(product.price)}<`);
    expect(await (await first.get("/shop")).text()).toContain(naira(newPrice));
    await expect.poll(async () => (await second.get(`/product/${product._id}`)).text(), WITHIN_A_BEAT).toContain(naira(newPrice));
    expect(await (await second.get(`/product/${product._id}`)).text()).not.toContain(`>${naira(product.price)}<`);
    await expect.poll(async () => (await second.get("/shop")).text(), WITHIN_A_BEAT).toContain(naira(newPrice));
    // The merchant feeds read the same tagged catalogue: the next fetch by Google or Meta has the new price.
    expect(await (await first.get("/feeds/meta.csv")).text()).toContain(`${newPrice.toFixed(2)} NGN`);
    await expect.poll(async () => (await second.get("/feeds/google.xml")).text(), WITHIN_A_BEAT).toContain(`${newPrice.toFixed(2)} NGN`);
  });

  test("an order that takes the last units shows as sold out on the other instance's cached product page within the stock beat, with no admin edit", async () => {
    const product = (await products(first)).find((candidate) => candidate.sizes?.length === 1 && candidate.stock > 0);
    if (!product) throw new Error("the catalogue has no product sold in one size");
    const page = `/product/${product._id}`;
    // Two left: an admin's edit, which expires the page at once on every instance.
    const update = await first.put(`/api/products/update/${product._id}`, {
      headers: await adminAuth(first, ADMIN),
      multipart: { brand: product.brand, name: product.name, type: product.type, price: String(product.price), description: "Two left for the stock beat.", stock: "2" },
    });
    expect(update.status()).toBe(200);
    for (const context of [first, second]) {
      await expect.poll(async () => stockState(await (await context.get(page)).text())).toBe("Only 2 left");
      await context.get(page);
      expect((await context.get(page)).headers()["x-cache"], "cached before the order").toBe("HIT");
    }
    const [listed] = (await products(first)).filter((candidate) => candidate._id === product._id);
    if (!listed) throw new Error("the product left the catalogue");

    const placed = await first.post("/api/payment/initialize", { data: bankOrderBody(listed, `beat-${Date.now()}@example.com`, 2) });
    expect(placed.ok(), await placed.text()).toBe(true);
    const ordered = Date.now();
    // A stock move expires its pages on the next one-second beat (lib/checkout/stock-pages.ts), on
    // every instance; the cached copy in front of Next.js is vouched for against the same expiry.
    await expect.poll(async () => stockState(await (await second.get(page)).text()), { timeout: 5_000, intervals: [100] }).toBe("Out of stock");
    expect(Date.now() - ordered).toBeLessThan(3_000);
    expect(stockState(await (await first.get(page)).text())).toBe("Out of stock");
    // Once the beat has passed, the new page is served from the cache again, /shop too.
    for (const path of [page, "/shop"]) await expect.poll(async () => (await first.get(path)).headers()["x-cache"], { timeout: 5_000 }).toBe("HIT");
  });

  test("an order that leaves a product's page saying what it said ('In stock') leaves that page cached on both instances past the stock beat", async () => {
    const product = (await products(first)).find((candidate) => candidate.sizes?.length === 1 && candidate.stock >= 10);
    if (!product) throw new Error("the catalogue has no product sold in one size with 10 or more left");
    const page = `/product/${product._id}`;
    for (const context of [first, second]) {
      await expect.poll(async () => (await context.get(page)).headers()["x-cache"], { timeout: 5_000 }).toBe("HIT");
    }
    const placed = await first.post("/api/payment/initialize", { data: bankOrderBody(product, `plenty-${Date.now()}@example.com`, 1) });
    expect(placed.ok(), await placed.text()).toBe(true);
    // Past the beat and a poll of the tag state: a move the page shows would have expired it by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const context of [first, second]) {
      const after = await context.get(page);
      expect(after.headers()["x-cache"]).toBe("HIT");
      expect(stockState(await after.text())).toBe("In stock");
    }
  });

  test("a search cached on both instances, in any spelling, shows a product added through one of them, there at once and on the other within a beat", async () => {
    const term = `vetiver${Date.now()}`;
    const spellings = [`/shop?q=${term}`, `/shop?q=${term.toUpperCase()}&utm_source=mail`, `/shop?sort=&q=++${term}+`];
    for (const context of [first, second]) {
      await context.get(spellings[0] ?? "");
      for (const spelling of spellings) {
        const cached = await context.get(spelling);
        expect(cached.headers()["x-nextjs-cache"], spelling).toBe("HIT");
        expect(await cached.text()).not.toContain(`Harmattan ${term}`);
      }
      expect((await context.get(spellings[0] ?? "")).headers()["x-cache"]).toBe("HIT");
    }

    const created = await first.post("/api/products/create", {
      headers: await adminAuth(first, ADMIN),
      multipart: {
        brand: "Maison Cache",
        name: `Harmattan ${term}`,
        type: "Perfume",
        price: "41000",
        stock: "3",
        description: "Added while searches were cached.",
        images: { name: "bottle.png", mimeType: "image/png", buffer: PNG_BYTES },
      },
    });
    expect(created.status()).toBe(201);
    for (const spelling of spellings) expect(await (await first.get(spelling)).text(), spelling).toContain(`Harmattan ${term}`);
    for (const spelling of spellings) await expect.poll(async () => (await second.get(spelling)).text(), { ...WITHIN_A_BEAT, message: spelling }).toContain(`Harmattan ${term}`);
  });

  test("a new build deployed over the same database renders its own pages, never the old build's", async () => {
    const [product] = await products(first);
    if (!product) throw new Error("the seeded catalogue is empty");
    const page = `/product/${product._id}`;
    // The page names its build (and so its build's script files) in the router's data.
    const builtBy = (html: string) => /\\"b\\":\\"([^"\\]+)\\"/.exec(html)?.[1];
    const oldBuild = readFileSync(path.join(distDir(), "BUILD_ID"), "utf8").trim();
    await first.get(page);
    const cached = await first.get(page);
    expect(cached.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(builtBy(await cached.text())).toBe(oldBuild);

    // The same output under another BUILD_ID, as the next deploy's build would be.
    const redeployed = `${distDir()}-redeployed`;
    rmSync(redeployed, { recursive: true, force: true });
    execFileSync("cp", ["-al", distDir(), redeployed]);
    rmSync(path.join(redeployed, "BUILD_ID"));
    writeFileSync(path.join(redeployed, "BUILD_ID"), "redeployed-build");
    const next = await startShopServer({ mongodbUri: uri, env: { NEXT_DIST_DIR: redeployed } });
    try {
      const fresh = await fetch(`${next.baseUrl}${page}`);
      expect(fresh.status).toBe(200);
      expect(builtBy(await fresh.text())).toBe("redeployed-build");
      // The old build, still running during a rolling deploy, keeps serving its own page.
      expect(builtBy(await (await first.get(page)).text())).toBe(oldBuild);
    } finally {
      await next.stop();
      rmSync(redeployed, { recursive: true, force: true });
    }
  });

  test("a reset database shows none of the old catalogue", async () => {
    const before = await products(first);
    const old = before[0];
    if (!old) throw new Error("the seeded catalogue is empty");
    for (const context of [first, second]) {
      for (let round = 0; round < 2; round += 1) expect((await context.get(`/product/${old._id}`)).status()).toBe(200);
      expect((await context.get(`/product/${old._id}`)).headers()["x-cache"]).toBe("HIT");
    }

    const client = await new MongoClient(uri).connect();
    try {
      await client.db().dropDatabase();
    } finally {
      await client.close();
    }
    // The same seed catalogue again: same names, new ids.
    await runShopScript("scripts/seed.ts", uri);

    const after = await products(second);
    expect(after.length).toBeGreaterThan(0);
    const oldIds = new Set(before.map((product) => product._id));
    expect(after.filter((product) => oldIds.has(product._id))).toEqual([]);
    for (const context of [first, second]) {
      const home = await (await context.get("/")).text();
      for (const id of oldIds) expect(home).not.toContain(id);
      expect(home).toContain(after[0]?._id ?? "missing");
      const gone = await context.get(`/product/${old._id}`, { maxRedirects: 0 });
      expect(gone.status()).toBe(307);
    }
  });
});
