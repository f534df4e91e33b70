/**
 * npm run bench:order-cost — what an order costs the machine, with no pages around it (issue #47's
 * "cheaper orders"), on a production build (NEXT_DIST_DIR, default .next) of the seeded shop, one
 * server and its database:
 *   1. the route's floor: GET /api/health and a refused order (POST /api/payment/initialize with an
 *      empty body: 400 before any database work), 4 connections each, the server's CPU a request;
 *   2. orders alone: `-- --shoppers N` or BENCH_DROP_SHOPPERS (default 20) shoppers placing
 *      bank-transfer orders (order-burst.ts) for BENCH_SECONDS (default 10), after 2 s of the same
 *      untimed: orders a second, p50/p99, the server's and the database's CPU an order, the cores
 *      they kept busy, and the cores 100 orders a second would take at that cost;
 *   3. with `-- --profile DIR`, the server runs under --cpu-prof (its profile in DIR) and its CPU an
 *      order during the orders is printed by kind: mongoose, the driver, Next.js, garbage collection…
 *
 * Load from wrk (apt-get install wrk). bench:drop measures the same orders among the pages.
 */
import { mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchSettings, runBench, stopAll, WARM_UP_SECONDS, type Running } from "../lib/bench-run";
import { cpuByKind, largestProfile } from "../lib/cpu-profile";
import { wrkOrderBurst } from "../lib/order-burst";
import { BENCH_ADMIN, listProducts, ownerToken, productPhotoForm, saveProductForm } from "../lib/owner-session";
import { cpuDuring } from "../lib/process-groups";
import { createAdmin, startDatabaseProcess, startShopServer } from "../lib/shop-server";
import { hasWrk, runWrk, type WrkResult } from "../lib/wrk-load";

const settings = benchSettings();
const SHOPPERS = Math.max(1, Number(settings.option("--shoppers") ?? process.env.BENCH_DROP_SHOPPERS) || 20);
const SECONDS = settings.seconds;
const FLOOR_CONNECTIONS = 4;
const FLOOR_SECONDS = 5;
/** Units enough for every order of the run. */
const STOCK = 20_000;
/** Issue #47's bar for one instance on this machine. */
const ORDERS_PER_SECOND = 100;
const running: Running = new Set();

interface Measured {
  run: WrkResult;
  /** CPU seconds the server's and the database's process groups spent, and the wall seconds. */
  server: number;
  database: number;
  wall: number;
}

async function main(): Promise<number> {
  if (!hasWrk()) throw new Error("bench:order-cost takes its load from wrk: apt-get install wrk");
  const profileOption = settings.option("--profile");
  const profileDir = profileOption ? path.resolve(profileOption) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const dist = process.env.NEXT_DIST_DIR || ".next";
  console.log(`[bench:order-cost] load average at the start: ${load()} (${os.cpus().length} cores); next start over ${dist}`);
  const database = await startDatabaseProcess();
  running.add(database.stop);
  await createAdmin(database.uri, BENCH_ADMIN);
  const server = await startShopServer({
    mongodbUri: database.uri,
    env: { NEXT_DIST_DIR: dist, TRUSTED_PROXIES: "127.0.0.1" },
    nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  });
  running.add(server.stop);
  try {
    const { baseUrl } = server;
    const [product] = await listProducts(baseUrl);
    const size = product?.sizes[0];
    if (!product || !size) throw new Error("The seeded catalogue has no product with a size");
    await saveProductForm(baseUrl, await ownerToken(baseUrl), await productPhotoForm(product, null, { [size._id]: STOCK }));

    const measured = async (run: () => Promise<WrkResult>): Promise<Measured> => {
      const { result, cpu, wall } = await cpuDuring({ server: [server.process.pid], database: [database.pid] }, run);
      return { run: result, ...cpu, wall };
    };

    const refusedOrder = `request = function() return wrk.format("POST", nil, { ["content-type"] = "application/json" }, "{}") end`;
    const floors: [string, string, string | undefined][] = [
      ["GET /api/health", "/api/health", undefined],
      ["a refused order (400)", "/api/payment/initialize", refusedOrder],
    ];
    console.log(`\nthe route's floor: ${FLOOR_CONNECTIONS} connections for ${FLOOR_SECONDS} s each`);
    for (const [name, route, request] of floors) {
      const ask = (seconds: number) => runWrk(`${baseUrl}${route}`, { connections: FLOOR_CONNECTIONS, seconds, request });
      await ask(WARM_UP_SECONDS);
      const floor = await measured(() => ask(FLOOR_SECONDS));
      const statuses = [...floor.run.statuses].map(([status, count]) => `${status}×${count}`).join(", ");
      const perRequest = (seconds: number) => ((1000 * seconds) / floor.run.requests).toFixed(2);
      console.log(`  ${name.padEnd(22)} ${floor.run.requestsPerSecond.toFixed(0)} req/s (${statuses}), server ${perRequest(floor.server)} ms a request, database ${perRequest(floor.database)} ms`);
    }

    // A server's first orders load the order route and meet empty collections: warmed up, not timed.
    await wrkOrderBurst(baseUrl, product, { shoppers: SHOPPERS, seconds: WARM_UP_SECONDS });
    const startedAt = Date.now();
    const orders = await measured(() => wrkOrderBurst(baseUrl, product, { shoppers: SHOPPERS, seconds: SECONDS }));
    const endedAt = Date.now();
    const placed = orders.run.statuses.get(200) ?? 0;
    const refused = [...orders.run.statuses].filter(([status]) => status !== 200).map(([status, count]) => `${status}×${count}`);
    const perOrder = (seconds: number) => (placed ? (1000 * seconds) / placed : Number.NaN);
    const cores = (seconds: number) => (seconds / orders.wall).toFixed(2);
    const at100 = (seconds: number) => (perOrder(seconds) * ORDERS_PER_SECOND) / 1000;
    console.log(`\norders alone: ${SHOPPERS} shoppers ordering ${product.brand} ${product.name} for ${SECONDS} s, no pages`);
    console.log(`  orders        ${placed} placed, ${(placed / orders.run.seconds).toFixed(1)}/s, p50 ${orders.run.p50.toFixed(0)} ms, p99 ${orders.run.p99.toFixed(0)} ms${refused.length ? `; refused: ${refused.join(", ")}` : ""}`);
    console.log(`  CPU per order server ${perOrder(orders.server).toFixed(1)} ms, database ${perOrder(orders.database).toFixed(1)} ms`);
    console.log(`  cores busy    server ${cores(orders.server)}, database ${cores(orders.database)} (of ${os.cpus().length})`);
    console.log(`  ${ORDERS_PER_SECOND} orders/s   at this cost would keep busy: server ${at100(orders.server).toFixed(2)} cores, database ${at100(orders.database).toFixed(2)}: ${(at100(orders.server) + at100(orders.database)).toFixed(2)} of ${os.cpus().length}, before any page`);

    await server.stop();
    running.delete(server.stop);
    const stoppedAt = Date.now();
    if (profileDir) printProfile(profileDir, (stoppedAt - startedAt) / 1000, (stoppedAt - endedAt) / 1000, placed);
    console.log(`\nload average at the end: ${load()} (${os.cpus().length} cores)`);
    return 0;
  } finally {
    await stopAll(running);
  }
}

/** The server's CPU an order during the timed orders, by kind; the window is counted back from the server's exit, so it may reach a little into the untimed orders before it. */
function printProfile(dir: string, fromEndSeconds: number, toEndSeconds: number, placed: number): void {
  const byKind = [...cpuByKind(largestProfile(dir), fromEndSeconds, toEndSeconds)].sort((a, b) => b[1] - a[1]);
  const busy = byKind.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\nthe server's CPU an order, by kind (--cpu-prof, profile in ${path.relative(process.cwd(), dir) || "."}): ${(busy / placed).toFixed(1)} ms`);
  for (const [kind, ms] of byKind) console.log(`  ${kind.padEnd(42)} ${(ms / placed).toFixed(2).padStart(6)} ms  ${((100 * ms) / busy).toFixed(0).padStart(3)}%`);
}

const load = () => os.loadavg().map((value) => value.toFixed(2)).join(" ");

runBench("order-cost", main, running);
