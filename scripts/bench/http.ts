/**
 * npm run bench:http — throughput and latency of the storefront, the catalogue API and the admin
 * screens on a production build, side by side in one run: BENCH_CONNECTIONS (default 10)
 * keep-alive connections for BENCH_SECONDS (default 10) per target, after a warm-up.
 *
 *   npm run bench:http              the seeded shop (24 products, database in memory)
 *   npm run bench:http -- --large   also the large shop of `npm run seed:large` (.data/large,
 *                                   or BENCH_LARGE_DATA_DIR), in a second column
 *   BENCH_TARGETS=static,home ...   only those rows (ids as in TARGETS), to iterate on one
 *   npm run bench:http -- --profile DIR   the servers and their databases run with --cpu-prof, their profiles in DIR
 *
 * Answers are asked for uncompressed, as autocannon does; BENCH_ACCEPT_ENCODING=gzip asks for
 * them compressed, as browsers do (Next then gzips every page per request).
 *
 * Targets (issues #12, #24, #48): the home and product pages, /shop, a search, a type filter with a
 * sort, /shop's filters, a collection page (bare and filtered) and the catalogue API reach at least
 * half the static file's requests per second with p99 <= 50 ms, on every shop measured; searches
 * nobody made before, each of one or two of a product's own words (whole, begun or with a typo) so
 * that it finds products, answer at p99 <= 150 ms as a stream, one after another (issue 48: "a stream of
 * distinct queries"); filter combinations nobody chose before (every request another, none in any
 * cache) answer at p99 <= 200 ms as a stream. The same two are measured again with the crowd's
 * connections all asking at once: every one answered (none failed), their latency reported; they
 * queue for the one event loop that renders them. A product page keeps p99 <= 50 ms while two bank-transfer
 * orders a second are placed for other products; the admin's orders, dashboard, analytics and
 * product list (its first page, and page 150) answer at p95 <= 50 ms on every shop, and on the large shop within
 * twice the seeded shop's p95; the sitemap stays valid (no file over 50,000 URLs, a sitemap index past that).
 *
 * The admin rows load the server as the shop's staff do: BENCH_ADMIN_CONNECTIONS (default 1, the
 * owner) at a time, where the storefront's rows take a crowd of shoppers.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PRICE_BANDS } from "../../lib/catalog/shop-filters";
import { CONCENTRATIONS, FOR_WHOM, SCENT_FAMILIES } from "../../lib/vocabulary/perfume";
import { bankOrderBody } from "../lib/bank-order";
import { coldSearches, type SearchedProduct } from "../lib/cold-searches";
import { benchSettings, ROOT, runBench, stopAll, WARM_UP_SECONDS, type Running } from "../lib/bench-run";
import { runLoad, type LoadResult } from "../lib/http-load";
import { BENCH_ADMIN, ownerToken } from "../lib/owner-session";
import { createAdmin, startDatabaseProcess, startShopServer } from "../lib/shop-server";

const settings = benchSettings();
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS) || 10);
const ADMIN_CONNECTIONS = Math.max(1, Number(process.env.BENCH_ADMIN_CONNECTIONS) || 1);
const SECONDS = settings.seconds;
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING || "identity";
const SITEMAP_LIMIT = 50_000;
const running: Running = new Set();

interface Target {
  id: string;
  label: string;
  path: string;
  admin?: boolean;
  /** Orders placed for other products all through the measurement. */
  whileOrdersFlow?: boolean;
  /** Every request a search nobody made before that finds products (scripts/lib/cold-searches.ts): none is in any cache. */
  coldSearches?: boolean;
  /**
   * Every request a combination of /shop's filters nobody chose before, from this row's own
   * quarters of them (its number, then that plus two for the warm-up): no two rows ask the same.
   */
  coldFilters?: 0 | 1;
  /** Connections of its own: one for a stream of requests, one after another. */
  connections?: number;
}

const TARGETS: Target[] = [
  { id: "static", label: "static file", path: "/banner/hero.svg" },
  { id: "home", label: "home", path: "/" },
  { id: "product", label: "product page", path: "/product/:id" },
  { id: "shop", label: "/shop", path: "/shop" },
  { id: "api", label: "catalogue API", path: "/api/products/all-products" },
  { id: "search", label: "/shop search", path: "/shop?q=oud" },
  { id: "filter", label: "/shop type and sort", path: "/shop?type=Perfume&sort=priceLow" },
  { id: "coldSearch", label: "/shop searches nobody made before, one after another", path: "/shop?q=oud", coldSearches: true, connections: 1 },
  { id: "coldSearchCrowd", label: `/shop searches nobody made before, ${CONNECTIONS} at once`, path: "/shop?q=oud", coldSearches: true },
  { id: "filtered", label: "/shop filtered", path: "/shop?family=Floral&family=Woody&inStock=1" },
  { id: "collection", label: "collection page", path: "/collections/for-her" },
  { id: "collectionFiltered", label: "collection filtered", path: "/collections/for-him?inStock=1&price=50000-100000" },
  { id: "coldFilter", label: "/shop filters nobody chose before, one after another", path: "/shop?family=Woody", coldFilters: 0, connections: 1 },
  { id: "coldFilterCrowd", label: `/shop filters nobody chose before, ${CONNECTIONS} at once`, path: "/shop?family=Woody", coldFilters: 1 },
  { id: "ordersFlow", label: "product page, 2 orders/s for others", path: "/product/:id", whileOrdersFlow: true },
  { id: "orders", label: "admin orders", path: "/admin/orders", admin: true },
  { id: "dashboard", label: "admin dashboard", path: "/admin", admin: true },
  { id: "analytics", label: "admin analytics", path: "/admin/analytics", admin: true },
  { id: "products", label: "admin products", path: "/admin/products", admin: true },
  // Page 150: on the large shop products 7,451 to 7,500 of 10,000 (issue 47).
  { id: "productsDeep", label: "admin products, a deep page", path: "/admin/products?page=150", admin: true },
];
const CHOSEN = process.env.BENCH_TARGETS?.split(",").map((id) => id.trim());
const CHOSEN_TARGETS = CHOSEN ? TARGETS.filter((target) => CHOSEN.includes(target.id)) : TARGETS;
/** p95 <= 50 ms on every shop, and measured against the seeded shop's p95 on the large one. */
const OWNER_SCREENS = ["orders", "dashboard", "analytics", "products", "productsDeep"];
/** At least half the static file's req/s, p99 <= 50 ms. */
const AS_FAST_AS_CACHED = ["home", "product", "shop", "search", "filter", "filtered", "collection", "collectionFiltered", "api"];
const ORDERS_PER_SECOND = 2;
/** A stream of searches nobody made before, each rendering its page: p99 <= 150 ms on every shop (issue 48). */
const COLD_SEARCH_P99_MS = 150;
/** A stream of filter combinations nobody chose before, each rendering its page: p99 <= 200 ms on every shop (issue 48). */
const COLD_FILTER_P99_MS = 200;
/** The cold rows asked all at once: held only to answering every request. */
const COLD_CROWDS = ["coldSearchCrowd", "coldFilterCrowd"];
/** Every latency target here: p99 for shoppers' pages, p95 for the owner's screens. */
const LATENCY_TARGET_MS = 50;

interface ShopResult {
  name: string;
  results: Map<string, LoadResult>;
  sitemap: string;
  sitemapOk: boolean;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function adminCookie(baseUrl: string): Promise<string> {
  const token = await ownerToken(baseUrl);
  // The bearer token /api/login issues is the same JWT next-auth keeps in its session cookie.
  return `next-auth.session-token=${token}`;
}

/** The sitemap is valid when no file lists more than 50,000 URLs; past that it must be an index. */
async function checkSitemap(baseUrl: string): Promise<{ summary: string; ok: boolean }> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const count = (text: string, tag: string) => text.split(`<${tag}>`).length - 1;
  if (xml.includes("<sitemapindex")) {
    const children = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    let urls = 0;
    let ok = children.length > 0;
    for (const child of children) {
      const inner = await (await fetch(new URL(new URL(child).pathname, baseUrl))).text();
      const listed = count(inner, "url");
      urls += listed;
      ok &&= listed > 0 && listed <= SITEMAP_LIMIT;
    }
    return { summary: `index of ${children.length} sitemaps, ${urls.toLocaleString("en")} URLs`, ok };
  }
  const urls = count(xml, "url");
  return { summary: `one sitemap, ${urls.toLocaleString("en")} URLs`, ok: urls > 0 && urls <= SITEMAP_LIMIT };
}

interface RunningShop {
  name: string;
  baseUrl: string;
  cookie: string;
  productId: string;
  results: Map<string, LoadResult>;
  /** One stream of cold searches for every cold row of this shop, so that no search is made twice in a run. */
  coldSearch?: ReturnType<typeof coldSearches>;
}

/** With `-- --profile DIR`, the flags that make a process write its CPU profile into DIR/<shop>/<part>. */
function profileFlags(shop: string, part: string): string[] {
  const dir = settings.option("--profile");
  if (!dir) return [];
  const into = path.resolve(dir, shop.replace(/\W+/g, "-"), part);
  mkdirSync(into, { recursive: true });
  return ["--cpu-prof", `--cpu-prof-dir=${into}`];
}

async function startShop(name: string, dataDir?: string): Promise<RunningShop> {
  console.log(`[bench:http] ${name}: starting the database${dataDir ? ` (${path.relative(ROOT, dataDir)})` : " (in memory)"} and next start`);
  const database = await startDatabaseProcess({ dataDir, nodeArgs: profileFlags(name, "database") });
  running.add(database.stop);
  // No database name: the one `npm start` and `npm run seed:large` use.
  const uri = database.uri;
  await createAdmin(uri, BENCH_ADMIN);
  const server = await startShopServer({ mongodbUri: uri, nodeArgs: profileFlags(name, "server") });
  running.add(server.stop);
  const { baseUrl } = server;
  const cookie = await adminCookie(baseUrl);
  const { products } = await json<{ products: { _id: string }[] }>(await fetch(`${baseUrl}/api/products/all-products?limit=1`));
  const productId = products[0]?._id;
  if (!productId) throw new Error(`${name}: the catalogue is empty`);
  return { name, baseUrl, cookie, productId, results: new Map() };
}

/**
 * Places ORDERS_PER_SECOND bank-transfer orders a second, each from its own e-mail, for products
 * other than `except`, until stopped; says how many went through.
 */
async function startOrderFlow(shop: RunningShop, except: string): Promise<() => Promise<string>> {
  const { products } = await json<{ products: { _id: string; name: string; type: string; price: number; stock: number }[] }>(await fetch(`${shop.baseUrl}/api/products/all-products?limit=100`));
  const others = products.filter((product) => product._id !== except && product.stock > 0).sort((a, b) => b.stock - a.stock).slice(0, 8);
  if (others.length === 0) throw new Error(`${shop.name}: no other product in stock to order`);
  let placed = 0;
  let refused = 0;
  const inFlight = new Set<Promise<void>>();
  const place = (index: number) => {
    const product = others[index % others.length]!;
    const order = fetch(`${shop.baseUrl}/api/payment/initialize`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(bankOrderBody(product, `bench.${Date.now()}.${index}@example.com`)),
    }).then(
      (response) => void (response.ok ? (placed += 1) : (refused += 1)),
      () => void (refused += 1),
    );
    inFlight.add(order);
    void order.finally(() => inFlight.delete(order));
  };
  let count = 0;
  const timer = setInterval(() => place(count++), 1000 / ORDERS_PER_SECOND);
  return async () => {
    clearInterval(timer);
    await Promise.all(inFlight);
    return `${placed} orders placed${refused > 0 ? `, ${refused} refused` : ""}`;
  };
}

/** Every subset of families, price bands, for whom and concentrations, with and without "in stock". */
const FILTER_CHOICES = [SCENT_FAMILIES, PRICE_BANDS.map((band) => band.value), FOR_WHOM, CONCENTRATIONS] as const;
const FILTER_COMBINATIONS = FILTER_CHOICES.reduce((product, values) => product * 2 ** values.length, 2);
const FILTER_KEYS = ["family", "price", "forWhom", "concentration"] as const;
// Where this run starts in the combinations, so a large shop's cache kept from an earlier run holds none of them.
const filterRunStart = Math.floor(Math.random() * FILTER_COMBINATIONS);

/** The n-th combination of the filters from `from` on, as a /shop URL: its bits choose the values. */
const coldFilters = (from: number) => (request: number) => {
  let rest = (filterRunStart + from + request) % FILTER_COMBINATIONS;
  const params = new URLSearchParams();
  FILTER_CHOICES.forEach((values, index) => {
    values.forEach((value, bit) => {
      if ((rest >> bit) & 1) params.append(FILTER_KEYS[index]!, value);
    });
    rest = Math.floor(rest / 2 ** values.length);
  });
  if (rest & 1) params.append("inStock", "1");
  return `/shop?${params}`;
};

/** Pages of the catalogue API read for the words of cold searches: a spread of products, not only the oldest. */
const SAMPLED_PAGES = 10;

/** Products from across the catalogue, whose words the cold searches are made of. */
async function sampleCatalogue(shop: RunningShop): Promise<SearchedProduct[]> {
  const page = (number: number) => fetch(`${shop.baseUrl}/api/products/all-products?limit=100&page=${number}`).then((response) => json<{ products: SearchedProduct[]; total: number }>(response));
  const first = await page(1);
  const pages = Math.ceil(first.total / 100);
  const spread = [...new Set(Array.from({ length: SAMPLED_PAGES }, (_, at) => 1 + Math.floor((at * pages) / SAMPLED_PAGES)))].filter((number) => number > 1);
  return [...first.products, ...(await Promise.all(spread.map(page))).flatMap((answer) => answer.products)];
}

async function measureTarget(shop: RunningShop, target: Target): Promise<void> {
  const url = `${shop.baseUrl}${target.path.replace(":id", shop.productId)}`;
  const headers = { "accept-encoding": ACCEPT_ENCODING, ...(target.admin ? { cookie: shop.cookie } : {}) };
  const first = await fetch(url, { headers, redirect: "manual" });
  if (first.status !== 200) throw new Error(`${target.label} (${url}) answered ${first.status}`);
  const stopOrders = target.whileOrdersFlow ? await startOrderFlow(shop, shop.productId) : null;
  const connections = target.connections ?? (target.admin ? ADMIN_CONNECTIONS : CONNECTIONS);
  // One stream for every warm-up and measurement of the shop, from a seed of this run's: no search is made twice.
  if (target.coldSearches) shop.coldSearch ??= coldSearches(await sampleCatalogue(shop), Math.floor(Math.random() * 2 ** 32));
  const nextSearch = target.coldSearches ? shop.coldSearch : undefined;
  const vary = nextSearch && (() => `/shop?q=${encodeURIComponent(nextSearch().term)}`);
  const quarter = FILTER_COMBINATIONS / 4;
  const filters = target.coldFilters;
  await runLoad(url, { connections, seconds: WARM_UP_SECONDS, headers, vary: filters === undefined ? vary : coldFilters((2 + filters) * quarter) });
  const result = await runLoad(url, { connections, seconds: SECONDS, headers, vary: filters === undefined ? vary : coldFilters(filters * quarter) });
  const orders = stopOrders ? `, ${await stopOrders()}` : "";
  console.log(`[bench:http] ${shop.name}: ${target.label} ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms${orders}`);
  shop.results.set(target.id, result);
}

/**
 * Every shop's server runs at once, idle but for the one under load, and each target is measured
 * on one shop right after the other: a host whose speed drifts over the minutes of a run (shared
 * machines do) then moves both columns of a row alike, and the growth ratios stay honest.
 */
async function measureShops(shops: { name: string; dataDir?: string }[]): Promise<ShopResult[]> {
  try {
    const started: RunningShop[] = [];
    for (const shop of shops) started.push(await startShop(shop.name, shop.dataDir));
    for (const target of CHOSEN_TARGETS) for (const shop of started) await measureTarget(shop, target);
    const results: ShopResult[] = [];
    for (const shop of started) {
      const sitemap = await checkSitemap(shop.baseUrl);
      results.push({ name: shop.name, results: shop.results, sitemap: sitemap.summary, sitemapOk: sitemap.ok });
    }
    return results;
  } finally {
    await stopAll(running);
  }
}

function table(shops: ShopResult[]): string {
  const header = ["target", ...shops.flatMap((shop, index) => [`req/s`, "p50", "p95", "p99"].map((cell) => (index === 0 ? cell : `${cell} `)))];
  const rows = CHOSEN_TARGETS.map((target) => [
    `${target.label} ${target.path}`,
    ...shops.flatMap((shop) => {
      const result = shop.results.get(target.id);
      if (!result) return ["-", "-", "-", "-"];
      const failures = result.failures > 0 ? ` (${result.failures} failed)` : "";
      return [`${result.requestsPerSecond.toFixed(0)}${failures}`, result.p50.toFixed(1), result.p95.toFixed(1), result.p99.toFixed(1)];
    }),
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join("  ");
  const titles = shops.map((shop) => shop.name).join(" | ");
  return [`${CONNECTIONS} connections (admin rows ${ADMIN_CONNECTIONS}, rows "one after another" 1), ${SECONDS} s per target, Accept-Encoding: ${ACCEPT_ENCODING}; latencies in ms. Columns: ${titles}`, line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

function checks(shops: ShopResult[]): string[] {
  const misses: string[] = [];
  for (const shop of shops) {
    const staticRate = shop.results.get("static")?.requestsPerSecond ?? 0;
    for (const id of AS_FAST_AS_CACHED) {
      const result = shop.results.get(id);
      if (!result) continue;
      const share = result.requestsPerSecond / staticRate;
      const verdict = share >= 0.5 && result.p99 <= LATENCY_TARGET_MS ? "ok" : "MISSED";
      const line = `${shop.name}: ${id} at ${(share * 100).toFixed(0)}% of the static file's req/s (>= 50%), p99 ${result.p99.toFixed(1)} ms (<= ${LATENCY_TARGET_MS}): ${verdict}`;
      console.log(line);
      if (verdict !== "ok") misses.push(line);
    }
    const cold = shop.results.get("coldSearch");
    if (cold) {
      const verdict = cold.p99 <= COLD_SEARCH_P99_MS && cold.failures === 0 ? "ok" : "MISSED";
      const coldLine = `${shop.name}: searches nobody made before, p99 ${cold.p99.toFixed(1)} ms (<= ${COLD_SEARCH_P99_MS}): ${verdict}`;
      console.log(coldLine);
      if (verdict !== "ok") misses.push(coldLine);
    }
    const coldFilter = shop.results.get("coldFilter");
    if (coldFilter) {
      const verdict = coldFilter.p99 <= COLD_FILTER_P99_MS && coldFilter.failures === 0 ? "ok" : "MISSED";
      const coldFilterLine = `${shop.name}: filter combinations nobody chose before, p99 ${coldFilter.p99.toFixed(1)} ms (<= ${COLD_FILTER_P99_MS}): ${verdict}`;
      console.log(coldFilterLine);
      if (verdict !== "ok") misses.push(coldFilterLine);
    }
    for (const id of COLD_CROWDS) {
      const crowd = shop.results.get(id);
      if (!crowd) continue;
      const verdict = crowd.failures === 0 ? "ok" : "MISSED";
      const crowdLine = `${shop.name}: ${id}, ${CONNECTIONS} at once, ${crowd.failures} of them failed (0), p50 ${crowd.p50.toFixed(1)} ms, p99 ${crowd.p99.toFixed(1)} ms: ${verdict}`;
      console.log(crowdLine);
      if (verdict !== "ok") misses.push(crowdLine);
    }
    const flowing = shop.results.get("ordersFlow");
    if (flowing) {
      const verdict = flowing.p99 <= LATENCY_TARGET_MS ? "ok" : "MISSED";
      const flowLine = `${shop.name}: product page while ${ORDERS_PER_SECOND} orders a second flow, p99 ${flowing.p99.toFixed(1)} ms (<= ${LATENCY_TARGET_MS}): ${verdict}`;
      console.log(flowLine);
      if (verdict !== "ok") misses.push(flowLine);
    }
    for (const id of OWNER_SCREENS) {
      const result = shop.results.get(id);
      if (!result) continue;
      const verdict = result.p95 <= LATENCY_TARGET_MS ? "ok" : "MISSED";
      const ownerLine = `${shop.name}: ${id} p95 ${result.p95.toFixed(1)} ms (<= ${LATENCY_TARGET_MS}): ${verdict}`;
      console.log(ownerLine);
      if (verdict !== "ok") misses.push(ownerLine);
    }
    const line = `${shop.name}: sitemap ${shop.sitemap}: ${shop.sitemapOk ? "ok" : "MISSED"}`;
    console.log(line);
    if (!shop.sitemapOk) misses.push(line);
  }
  const [seeded, large] = shops;
  if (seeded && large) {
    // The seeded shop's 24 products have no page 150: the deep page is held to its 50 ms alone.
    for (const id of OWNER_SCREENS.filter((bound) => bound !== "productsDeep" && CHOSEN_TARGETS.some((target) => target.id === bound))) {
      const small = seeded.results.get(id)?.p95 ?? Number.NaN;
      const big = large.results.get(id)?.p95 ?? Number.NaN;
      const verdict = big <= 2 * small ? "ok" : "MISSED";
      const line = `${id}: p95 ${big.toFixed(1)} ms on the large shop, ${(big / small).toFixed(2)}x the seeded shop's ${small.toFixed(1)} ms (<= 2x): ${verdict}`;
      console.log(line);
      if (verdict !== "ok") misses.push(line);
    }
  }
  return misses;
}

async function main(): Promise<number> {
  const largeDataDir = settings.largeDataDir();
  const shops = await measureShops(largeDataDir ? [{ name: "seeded shop" }, { name: "large shop", dataDir: largeDataDir }] : [{ name: "seeded shop" }]);
  console.log(`\n${table(shops)}\n`);
  const misses = checks(shops);
  return misses.length === 0 ? 0 : 1;
}

runBench("http", main, running);
