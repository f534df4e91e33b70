/**
 * npm run bench:drop — a drop (issue #47): BENCH_DROP_SHOPPERS or `-- --shoppers N` (default 20)
 * shoppers order one unit each of the drop's product at once, by bank transfer, each order from
 * its own e-mail and its own client address (an IPv6 /64 of its own, sent as the trusted proxy's
 * X-Forwarded-For, so the per-address limits meet each shopper once), again and again for
 * BENCH_SECONDS (default 10; after 2 s of the same, untimed, to warm the order route up), while 10 keep-alive connections browse the product's page and /shop
 * (5 each). Printed: orders a second and their p50/p99; each page's req/s and p99 during the burst
 * beside a quiet run and the static file's; units oversold (the stock before, less the stock
 * after, against the units the placed orders hold: must be 0); the server's memory (RSS); the
 * load average, since the machine is shared. The CPU the server and the database spend per order
 * (their processes' CPU seconds during the burst over the orders placed; beside it, the same less
 * the pages' share at the quiet run's CPU per page) is the figure a busy shared machine disturbs least;
 * the database's requests per order during the burst (its serverStatus, by command) are a count no load disturbs.
 *
 *   npm run bench:drop                         this build (NEXT_DIST_DIR, default .next), seeded shop
 *   npm run bench:drop -- --before .next-main  also a build of the code before a change, measured
 *                                              phase by phase beside this one in the same run
 *   npm run bench:drop -- --large              the large shop of `npm run seed:large` (.data/large)
 *   npm run bench:drop -- --profile DIR        the server and its database run with --cpu-prof, their profiles in DIR
 *   npm run bench:drop -- --orders-apart       this build twice, side by side: once as one server, once with the orders
 *                                              placed on a server of their own (docker-compose.yml's `orders` service,
 *                                              which the proxy sends them to), ORDER_PLACEMENT_LIMIT (default
 *                                              that service's 20) at once there
 *   npm run bench:drop -- --load node|wrk      the load generator: wrk (Debian's `wrk`, the default where it is
 *                                              installed) or this process's own Node.js client (http-load.ts). On a
 *                                              machine the shop shares with its load, Node's client took 0.7 to 1.3 of
 *                                              the 2 cores from the shop; wrk a small part of that.
 *
 * The units the placed orders hold are counted in the database once the burst is over, so an order
 * answered after the load generator stopped listening (wrk stops on the clock) is counted too.
 */
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BSON, MongoClient, ObjectId } from "mongodb";
import { bankOrderBody } from "../lib/bank-order";
import { benchSettings, ROOT, runBench, stopAll, WARM_UP_SECONDS, type Running } from "../lib/bench-run";
import { runLoad, type LoadResult } from "../lib/http-load";
import { hasWrk, runWrk } from "../lib/wrk-load";
import { wrkOrderBurst } from "../lib/order-burst";
import { BENCH_ADMIN, listProducts, ownerToken, productPhotoForm, saveProductForm, type ListedProduct } from "../lib/owner-session";
import { createAdmin, startDatabaseProcess, startShopServer, type ShopServer } from "../lib/shop-server";
import { CLOCK_TICKS_PER_SECOND, cpuDuring, groupsRssMb, statFields } from "../lib/process-groups";
import { percentile } from "../lib/statistics";

const settings = benchSettings();
const SHOPPERS = Math.max(1, Number(settings.option("--shoppers") ?? process.env.BENCH_DROP_SHOPPERS) || 20);
const SECONDS = settings.seconds;
const BROWSERS = 10;
/** Stock of the drop's size: orders paid later may hold a quarter of it, so it outlasts the burst. */
const DROP_UNITS = Math.max(1, Number(process.env.BENCH_DROP_UNITS) || 20_000);
/** Targets of the issue: pages ≥ 50% of the static file with p99 ≤ 50 ms, orders p99 ≤ 300 ms, ≥ 100 orders/s. */
const PAGE_SHARE = 0.5;
const PAGE_P99_MS = 50;
const ORDER_P99_MS = 300;
const ORDERS_PER_SECOND = 100;
const running: Running = new Set();
const LOAD = settings.option("--load") ?? (hasWrk() ? "wrk" : "node");
if (LOAD !== "wrk" && LOAD !== "node") throw new Error(`--load is wrk or node, not ${LOAD}`);
if (LOAD === "wrk" && !hasWrk()) throw new Error("--load wrk needs wrk: apt-get install wrk");

interface Shop {
  name: string;
  server: ShopServer;
  /** Where the orders are placed: the server itself, or a server of their own on the same build and database. */
  orderServer: ShopServer;
  /** The database's process group. */
  databaseGroup: number | undefined;
  product: ListedProduct;
  /** The drop's size's stock as the database has it (the catalogue's answers are cached). */
  stockOnShelf: () => Promise<number>;
  /** Requests the database has received so far (serverStatus's network.numRequests: its round trips), and each command's (metrics.commands). */
  databaseRequests: () => Promise<DatabaseRequests>;
  /** The drop's product as the database stores it, in bytes: what every order's update rewrites. */
  storedBytes: () => Promise<number>;
  /** Units of the drop's size the stored orders hold. */
  unitsInOrders: () => Promise<number>;
  stockBefore: number;
  pages: { product: string; shop: string; static: string };
}

interface Burst {
  /** Orders answered as placed while the load generator listened. */
  placed: number;
  refused: Map<string, number>;
  seconds: number;
  p50: number;
  p99: number;
}

interface DatabaseRequests {
  total: number;
  commands: Map<string, number>;
}

interface PhaseResult {
  product: LoadResult;
  shop: LoadResult;
  /** Requests the database received during the phase. */
  databaseRequests?: DatabaseRequests;
  /** CPU seconds the server, the database and this bench (the load) spent during the phase, and the phase's own seconds. */
  cpu: Cpu;
}

interface Cpu {
  server: number;
  database: number;
  load: number;
  wall: number;
}

interface ShopReport {
  staticFile?: LoadResult;
  quiet?: PhaseResult;
  burst?: PhaseResult & { orders: Burst };
  oversold?: number;
  stockAfter?: number;
  /** Units the stored orders hold after the burst, and after the warm-up, before the burst's clock started. */
  unitsInOrders?: number;
  warmUpUnits?: number;
  rssMb?: number;
  productBytes?: number;
}

let clients = 0;
/** A client address of its own: one /64 each, so every per-address allowance meets it once. */
const nextClient = () => {
  clients += 1;
  return `2001:db8:${(clients >> 16).toString(16)}:${(clients & 0xffff).toString(16)}::1`;
};

/** The orders' own server lets this many placements in at once: docker-compose.yml's `orders` service. */
const APART_PLACEMENT_LIMIT = process.env.ORDER_PLACEMENT_LIMIT || "20";

async function startShop(name: string, distDir: string, dataDir: string | undefined, profileDir: string | undefined, ordersApart = false): Promise<Shop> {
  console.log(`[bench:drop] ${name}: starting the database${dataDir ? ` (${path.relative(ROOT, dataDir)})` : " (in memory)"} and next start over ${distDir}`);
  const profile = profileDir ? path.resolve(profileDir, name.replace(/\W+/g, "-")) : undefined;
  if (profile) mkdirSync(path.join(profile, "database"), { recursive: true });
  const database = await startDatabaseProcess({ dataDir, nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${path.join(profile, "database")}`] : [] });
  running.add(database.stop);
  await createAdmin(database.uri, BENCH_ADMIN);
  const server = await startShopServer({
    mongodbUri: database.uri,
    env: {
      NEXT_DIST_DIR: distDir,
      TRUSTED_PROXIES: "127.0.0.1",
    },
    nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [],
  });
  running.add(server.stop);
  let orderServer = server;
  if (ordersApart) {
    orderServer = await startShopServer({
      mongodbUri: database.uri,
      env: { NEXT_DIST_DIR: distDir, TRUSTED_PROXIES: "127.0.0.1", ORDER_PLACEMENT_LIMIT: APART_PLACEMENT_LIMIT },
      nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${path.join(profile, "orders")}`] : [],
    });
    running.add(orderServer.stop);
  }
  const { baseUrl } = server;
  const [first] = await listProducts(baseUrl);
  if (!first) throw new Error(`${name}: the catalogue is empty`);
  // The drop: one size with units enough for every order of the burst.
  const dropSize = first.sizes[0];
  if (!dropSize) throw new Error(`${name}: ${first.name} has no size`);
  await saveProductForm(baseUrl, await ownerToken(baseUrl), await productPhotoForm(first, null, { [dropSize._id]: DROP_UNITS }));
  const shelf = new MongoClient(database.uri);
  running.add(() => shelf.close());
  const stockOnShelf = async () => {
    const product = await shelf.db().collection("products").findOne({ _id: new ObjectId(first._id) }, { projection: { sizes: 1 } });
    return (product?.sizes as { _id: ObjectId; stock: number }[] | undefined)?.find((size) => size._id.equals(dropSize._id))?.stock ?? Number.NaN;
  };
  return {
    name,
    server,
    orderServer,
    databaseGroup: database.pid,
    product: first,
    stockOnShelf,
    databaseRequests: async () => {
      const status = (await shelf.db("admin").command({ serverStatus: 1 })) as { network?: { numRequests?: number }; metrics?: { commands?: Record<string, { total: number }> } };
      const commands = Object.entries(status.metrics?.commands ?? {}).map(([command, { total }]) => [command, total] as const);
      return { total: status.network?.numRequests ?? Number.NaN, commands: new Map(commands) };
    },
    storedBytes: async () => BSON.calculateObjectSize((await shelf.db().collection("products").findOne({ _id: new ObjectId(first._id) })) ?? {}),
    unitsInOrders: async () => {
      const [units] = await shelf
        .db()
        .collection("orders")
        .aggregate<{ units: number }>([
          { $unwind: "$orderItems" },
          { $match: { "orderItems.size": new ObjectId(dropSize._id) } },
          { $group: { _id: null, units: { $sum: "$orderItems.quantity" } } },
        ])
        .toArray();
      return units?.units ?? 0;
    },
    stockBefore: await stockOnShelf(),
    pages: { product: `${baseUrl}/product/${first._id}`, shop: `${baseUrl}/shop`, static: `${baseUrl}/banner/hero.svg` },
  };
}

/** The 10 browsing connections, split between the product's page and /shop. */
async function browse(shop: Shop, seconds: number): Promise<Omit<PhaseResult, "cpu">> {
  const [product, listing] = await Promise.all([pageLoad(shop.pages.product, BROWSERS / 2, seconds), pageLoad(shop.pages.shop, BROWSERS / 2, seconds)]);
  return { product, shop: listing };
}

/** Pages as a browser's requests without compression: wrk asks for none. */
const pageLoad = (url: string, connections: number, seconds: number): Promise<LoadResult> =>
  LOAD === "wrk" ? runWrk(url, { connections, seconds }) : runLoad(url, { connections, seconds, headers: { "accept-encoding": "identity" } });

/** CPU seconds this process and the load generators it started and saw end have spent so far (/proc/self/stat: user, system, children's user and system). */
function loadCpuSeconds(): number {
  const fields = statFields(process.pid);
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND;
}

/** Runs a phase and adds the CPU the shop's server, its database and this bench's own load spent during it. */
async function withCpu<T>(shop: Shop, phase: () => Promise<T>): Promise<T & { cpu: Cpu }> {
  const loadBefore = loadCpuSeconds();
  const { result, cpu, wall } = await cpuDuring({ server: serverGroups(shop), database: [shop.databaseGroup] }, phase);
  return { ...result, cpu: { ...cpu, load: loadCpuSeconds() - loadBefore, wall } };
}

/** How many of the machine's cores each part kept busy during a phase: what the shop's processes were left when the machine was full. */
function coresBusy({ cpu }: PhaseResult): string {
  const cores = (seconds: number) => (seconds / cpu.wall).toFixed(2);
  return `server ${cores(cpu.server)}, database ${cores(cpu.database)}, this bench's load ${cores(cpu.load)}: ${cores(cpu.server + cpu.database + cpu.load)} of ${os.cpus().length} cores`;
}

/** SHOPPERS shoppers, each placing one-unit orders of the drop's size one after the other until the time is up. */
const orderBurst = (shop: Shop, seconds: number): Promise<Burst> => (LOAD === "wrk" ? orderBurstFromWrk(shop, seconds) : orderBurstFromNode(shop, seconds));

/** The shoppers as wrk's connections (order-burst.ts). */
async function orderBurstFromWrk(shop: Shop, seconds: number): Promise<Burst> {
  const run = await wrkOrderBurst(shop.orderServer.baseUrl, shop.product, { shoppers: SHOPPERS, seconds });
  const refused = new Map([...run.statuses].filter(([status]) => status !== 200).map(([status, count]) => [String(status), count]));
  if (run.failures > run.requests - (run.statuses.get(200) ?? 0)) refused.set("no answer", run.failures - (run.requests - (run.statuses.get(200) ?? 0)));
  return { placed: run.statuses.get(200) ?? 0, refused, seconds: run.seconds, p50: run.p50, p99: run.p99 };
}

async function orderBurstFromNode(shop: Shop, seconds: number): Promise<Burst> {
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  let placed = 0;
  const started = performance.now();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async (_, shopper) => {
      for (let turn = 0; Date.now() < deadline; turn += 1) {
        const sent = performance.now();
        const response = await fetch(`${shop.orderServer.baseUrl}/api/payment/initialize`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": nextClient() },
          body: JSON.stringify(bankOrderBody(shop.product, `drop.${shopper}.${turn}.${Date.now()}@example.com`)),
        }).catch(() => null);
        const body = response ? ((await response.json().catch(() => ({}))) as { reason?: string; code?: string }) : {};
        latencies.push(performance.now() - sent);
        if (response?.ok) placed += 1;
        else {
          const why = response ? `${response.status} ${body.reason ?? body.code ?? ""}`.trim() : "no answer";
          refused.set(why, (refused.get(why) ?? 0) + 1);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { placed, refused, seconds: (performance.now() - started) / 1000, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

/** The process groups of the shop's servers: one, or two with the orders apart. */
const serverGroups = (shop: Shop) => [...new Set([shop.server, shop.orderServer])].map((server) => server.process.pid);

/** Resident memory of the shop's servers and the processes they started (their process groups), in MB. */
const serverRssMb = (shop: Shop): number => groupsRssMb(serverGroups(shop));

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

async function measure(shops: Shop[]): Promise<Map<string, ShopReport>> {
  const reports = new Map(shops.map((shop) => [shop.name, {} as ShopReport]));
  const each = async (phase: string, run: (shop: Shop, report: ShopReport) => Promise<void>) => {
    for (const shop of shops) {
      await run(shop, reports.get(shop.name) as ShopReport);
      console.log(`[bench:drop] ${shop.name}: ${phase} done (load ${load()})`);
    }
  };
  await each("static file", async (shop, report) => {
    await pageLoad(shop.pages.static, BROWSERS, WARM_UP_SECONDS);
    report.staticFile = await pageLoad(shop.pages.static, BROWSERS, SECONDS);
  });
  await each("quiet pages", async (shop, report) => {
    await browse(shop, WARM_UP_SECONDS);
    report.quiet = await withCpu(shop, () => browse(shop, SECONDS));
  });
  await each("burst", async (shop, report) => {
    // A server's first orders load the order route and meet empty collections: warmed up as the pages are, not timed.
    await orderBurst(shop, WARM_UP_SECONDS);
    report.warmUpUnits = await settledUnitsInOrders(shop);
    const requestsBefore = await shop.databaseRequests();
    report.burst = await withCpu(shop, async () => {
      const [pages, orders] = await Promise.all([browse(shop, SECONDS), orderBurst(shop, SECONDS)]);
      return { ...pages, orders };
    });
    const requestsAfter = await shop.databaseRequests();
    report.burst.databaseRequests = {
      total: requestsAfter.total - requestsBefore.total,
      commands: new Map([...requestsAfter.commands].map(([command, total]) => [command, total - (requestsBefore.commands.get(command) ?? 0)])),
    };
    report.rssMb = serverRssMb(shop);
    report.unitsInOrders = await settledUnitsInOrders(shop);
    report.stockAfter = await shop.stockOnShelf();
    report.productBytes = await shop.storedBytes();
    // Every unit missing from the shelf must be held by a stored order; more missing is units sold twice.
    report.oversold = Math.max(0, shop.stockBefore - report.stockAfter - report.unitsInOrders) + Math.max(0, -report.stockAfter);
  });
  return reports;
}

/** The units the stored orders hold once the orders still being placed when the load stopped are stored too. */
async function settledUnitsInOrders(shop: Shop): Promise<number> {
  let units = await shop.unitsInOrders();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await shop.unitsInOrders();
    if (now === units) return units;
    units = now;
  }
}

const pageRequests = (phase: PhaseResult) => phase.product.requests + phase.shop.requests;

/**
 * The server's and the database's CPU during the burst over the orders placed; and the server's
 * less what the burst's page requests cost at the quiet run's CPU per page, which leaves the
 * orders' own whatever the pages' share of the burst.
 */
function cpuPerOrder(report: ShopReport): string {
  const { burst, quiet } = report;
  if (!burst || burst.orders.placed === 0) return "-";
  const perOrder = (seconds: number) => ((1000 * seconds) / burst.orders.placed).toFixed(1);
  const quietPerPage = quiet ? quiet.cpu.server / pageRequests(quiet) : Number.NaN;
  const ordersOwn = burst.cpu.server - quietPerPage * pageRequests(burst);
  return `server ${perOrder(burst.cpu.server)} ms (${perOrder(ordersOwn)} ms less its ${pageRequests(burst)} pages at the quiet run's ${(1000 * quietPerPage).toFixed(2)} ms each), database ${perOrder(burst.cpu.database)} ms`;
}

/** The database's requests during the burst over the orders placed, and each command's. */
function databaseRequestsPerOrder(burst: PhaseResult & { orders: Burst }): string {
  const requests = burst.databaseRequests;
  if (!requests || burst.orders.placed === 0) return "-";
  const perOrder = (count: number) => (count / burst.orders.placed).toFixed(2);
  const commands = [...requests.commands].filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1]);
  return `${requests.total} requests during the burst, ${perOrder(requests.total)} an order (${commands.map(([command, count]) => `${command} ${perOrder(count)}`).join(", ")})`;
}

const rate = (result: LoadResult | undefined) => (result ? `${result.requestsPerSecond.toFixed(0)} req/s p99 ${result.p99.toFixed(1)} ms${result.failures ? ` (${result.failures} failed)` : ""}` : "-");

function print(shops: Shop[], reports: Map<string, ShopReport>): string[] {
  const misses: string[] = [];
  for (const shop of shops) {
    const report = reports.get(shop.name) as ShopReport;
    const burst = report.burst;
    const staticRate = report.staticFile?.requestsPerSecond ?? Number.NaN;
    console.log(`\n${shop.name}: ${SHOPPERS} shoppers ordering ${shop.product.brand} ${shop.product.name} for ${SECONDS} s while ${BROWSERS} connections browse`);
    console.log(`  static file          ${rate(report.staticFile)}`);
    console.log(`  product page  quiet  ${rate(report.quiet?.product)}   burst  ${rate(burst?.product)}`);
    console.log(`  /shop         quiet  ${rate(report.quiet?.shop)}   burst  ${rate(burst?.shop)}`);
    if (!burst) continue;
    const ordersPerSecond = burst.orders.placed / burst.orders.seconds;
    const refused = [...burst.orders.refused].map(([why, count]) => `${why}×${count}`).join(", ");
    console.log(`  orders        ${burst.orders.placed} placed, ${ordersPerSecond.toFixed(1)}/s, p50 ${burst.orders.p50.toFixed(0)} ms, p99 ${burst.orders.p99.toFixed(0)} ms${refused ? `; refused: ${refused}` : ""}`);
    console.log(`  stock         ${shop.stockBefore} before, ${report.stockAfter} after, ${report.unitsInOrders} units in stored orders (${report.warmUpUnits ?? 0} of them warming up): ${report.oversold} oversold`);
    console.log(`  CPU per order ${cpuPerOrder(report)}`);
    console.log(`  cores busy    quiet: ${report.quiet ? coresBusy(report.quiet) : "-"}; burst: ${coresBusy(burst)}`);
    console.log(`  database      ${databaseRequestsPerOrder(burst)}`);
    console.log(`  server RSS    ${report.rssMb?.toFixed(0)} MB`);
    console.log(`  product       ${((report.productBytes ?? 0) / 1024).toFixed(1)} kB stored at the end`);
    const verdicts = [
      [`product page at ${((100 * burst.product.requestsPerSecond) / staticRate).toFixed(0)}% of the static file (>= 50%), p99 ${burst.product.p99.toFixed(1)} ms (<= 50)`, burst.product.requestsPerSecond >= PAGE_SHARE * staticRate && burst.product.p99 <= PAGE_P99_MS],
      [`/shop at ${((100 * burst.shop.requestsPerSecond) / staticRate).toFixed(0)}% of the static file (>= 50%), p99 ${burst.shop.p99.toFixed(1)} ms (<= 50)`, burst.shop.requestsPerSecond >= PAGE_SHARE * staticRate && burst.shop.p99 <= PAGE_P99_MS],
      [`orders ${ordersPerSecond.toFixed(1)}/s (>= ${ORDERS_PER_SECOND}), p99 ${burst.orders.p99.toFixed(0)} ms (<= ${ORDER_P99_MS})`, ordersPerSecond >= ORDERS_PER_SECOND && burst.orders.p99 <= ORDER_P99_MS],
      [`${report.oversold} units oversold (0)`, report.oversold === 0],
    ] as const;
    for (const [line, ok] of verdicts) {
      console.log(`  ${ok ? "ok    " : "MISSED"} ${line}`);
      if (!ok) misses.push(`${shop.name}: ${line}`);
    }
  }
  console.log(`\nload average at the end: ${load()} (${os.cpus().length} cores)`);
  return misses;
}

async function main(): Promise<number> {
  const largeDataDir = settings.largeDataDir();
  const large = largeDataDir !== undefined;
  const before = settings.option("--before");
  const profileDir = settings.option("--profile");
  const ordersApart = process.argv.includes("--orders-apart");
  const dist = process.env.NEXT_DIST_DIR || ".next";
  console.log(`[bench:drop] load average at the start: ${load()} (${os.cpus().length} cores); the load from ${LOAD === "wrk" ? "wrk" : "this process's Node.js client"}`);
  const shops: Shop[] = [];
  try {
    // Each shop its own copy of the large shop would need two; the large run measures this build alone.
    if (ordersApart) {
      shops.push(await startShop("orders apart", dist, undefined, profileDir, true));
      shops.push(await startShop("one server", dist, undefined, profileDir));
    } else {
      shops.push(await startShop(before ? "this build" : large ? "large shop" : "seeded shop", dist, largeDataDir, profileDir));
      if (before && !large) shops.push(await startShop("before", before, undefined, profileDir));
    }
    const reports = await measure(shops);
    return print(shops, reports).length === 0 ? 0 : 1;
  } finally {
    await stopAll(running);
  }
}

runBench("drop", main, running);
