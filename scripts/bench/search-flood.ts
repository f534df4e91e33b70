/**
 * npm run bench:search-flood — what a flood of searches nobody made before costs the server, on a
 * production build: SEARCH_FLOOD_COUNT (default 10,000) distinct random /shop searches from
 * SEARCH_FLOOD_CONNECTIONS (default 10) connections. Prints the server's memory (RSS of next start
 * and its children) before and after, the built-in engine's beside it (its own process, which a
 * shop on MongoDB does not have: not counted in the target), the searches' latency (each one
 * cold: p50, p99), and the cached home and /shop pages' req/s and p99 before and after the flood.
 * SEARCH_FLOOD_NODE_ARGS gives the server's node other flags (space-separated), to compare.
 *
 *   npm run bench:search-flood               the seeded shop (database in memory)
 *   npm run bench:search-flood -- --large    the large shop of `npm run seed:large` (.data/large)
 *
 * Targets (issue 47 point 6, issue 48 point 8): memory grows by at most 150 MB; the cached pages
 * keep their speed (req/s within 20%, p99 <= 50 ms); cold searches p99 <= 150 ms on the large shop.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { runLoad, type LoadResult } from "../lib/http-load";
import { startDatabaseProcess, startShopServer } from "../lib/shop-server";
import { percentile } from "../lib/statistics";

const root = path.resolve(__dirname, "../..");
const COUNT = Math.max(1, Number(process.env.SEARCH_FLOOD_COUNT) || 10_000);
const CONNECTIONS = Math.max(1, Number(process.env.SEARCH_FLOOD_CONNECTIONS) || 10);
const LOAD_SECONDS = 5;
const LARGE_DATA_DIR = path.resolve(root, process.env.BENCH_LARGE_DATA_DIR || ".data/large");
const MB = 1024 * 1024;
const MEMORY_TARGET_MB = 150;
const COLD_P99_TARGET_MS = 150;
const CACHED_P99_TARGET_MS = 50;

/** Resident memory of a process and all its descendants, from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop() as number;
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, "utf8"))?.[1];
      total += Number(rss ?? 0) * 1024;
    } catch {
      continue;
    }
    pending.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Distinct searches as strangers type them: one or two made-up words of 3 to 9 letters. */
function distinctSearches(count: number): string[] {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const word = () => Array.from({ length: 3 + Math.floor(Math.random() * 7) }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
  const searches = new Set<string>();
  while (searches.size < count) searches.add(Math.random() < 0.3 ? `${word()} ${word()}` : word());
  return [...searches];
}

function get(agent: http.Agent, url: string): Promise<{ ok: boolean; ms: number }> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const done = (ok: boolean) => resolve({ ok, ms: Number(process.hrtime.bigint() - started) / 1e6 });
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => done((response.statusCode ?? 0) < 400));
        response.on("error", () => done(false));
      })
      .on("error", () => done(false));
  });
}

async function flood(baseUrl: string, searches: string[]): Promise<{ latencies: number[]; failures: number; seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < searches.length) {
        const search = searches[next++] as string;
        const { ok, ms } = await get(agent, `${baseUrl}/shop?q=${encodeURIComponent(search)}`);
        latencies.push(ms);
        if (!ok) failures += 1;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, failures, seconds: (Date.now() - started) / 1000 };
}

async function cachedPages(baseUrl: string): Promise<Map<string, LoadResult>> {
  const results = new Map<string, LoadResult>();
  for (const page of ["/", "/shop"]) {
    await runLoad(`${baseUrl}${page}`, { connections: CONNECTIONS, seconds: 1 });
    results.set(page, await runLoad(`${baseUrl}${page}`, { connections: CONNECTIONS, seconds: LOAD_SECONDS }));
  }
  return results;
}

const describe = (result: LoadResult | undefined) => (result ? `${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms` : "n/a");

async function main(): Promise<number> {
  const large = process.argv.includes("--large");
  if (large && !existsSync(LARGE_DATA_DIR)) throw new Error(`No large shop in ${path.relative(root, LARGE_DATA_DIR)}: run npm run seed:large first.`);
  const name = large ? "large shop" : "seeded shop";
  const database = await startDatabaseProcess({ dataDir: large ? LARGE_DATA_DIR : undefined });
  const nodeArgs = (process.env.SEARCH_FLOOD_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const server = await startShopServer({ mongodbUri: database.uri, nodeArgs }).catch(async (error: unknown) => {
    await database.stop();
    throw error;
  });
  try {
    const pid = server.process.pid as number;
    const before = await cachedPages(server.baseUrl);
    // A few searches first, so the search index and the routes' code are in memory before the baseline.
    await flood(server.baseUrl, distinctSearches(50));
    const rssBefore = treeRss(pid);
    const databaseBefore = database.pid ? treeRss(database.pid) : 0;
    console.log(`[bench:search-flood] ${name}: ${COUNT.toLocaleString("en")} distinct searches from ${CONNECTIONS} connections; RSS before ${(rssBefore / MB).toFixed(0)} MB`);
    const result = await flood(server.baseUrl, distinctSearches(COUNT));
    const rssAfter = treeRss(pid);
    const databaseAfter = database.pid ? treeRss(database.pid) : 0;
    const after = await cachedPages(server.baseUrl);
    const growth = (rssAfter - rssBefore) / MB;
    const p99 = percentile(result.latencies, 0.99);
    const lines = [
      `searches: ${(result.latencies.length / result.seconds).toFixed(0)}/s, p50 ${percentile(result.latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${result.failures} failed`,
      `memory: RSS ${(rssBefore / MB).toFixed(0)} MB before, ${(rssAfter / MB).toFixed(0)} MB after (+${growth.toFixed(0)} MB, <= ${MEMORY_TARGET_MB}): ${growth <= MEMORY_TARGET_MB ? "ok" : "MISSED"}`,
      `database engine (its own process, not in the target): RSS ${(databaseBefore / MB).toFixed(0)} MB before, ${(databaseAfter / MB).toFixed(0)} MB after`,
    ];
    let ok = growth <= MEMORY_TARGET_MB && result.failures === 0;
    if (large) {
      lines.push(`cold searches p99 ${p99.toFixed(1)} ms (<= ${COLD_P99_TARGET_MS}): ${p99 <= COLD_P99_TARGET_MS ? "ok" : "MISSED"}`);
      ok &&= p99 <= COLD_P99_TARGET_MS;
    }
    for (const page of before.keys()) {
      const was = before.get(page);
      const now = after.get(page);
      const kept = was && now && now.requestsPerSecond >= 0.8 * was.requestsPerSecond && now.p99 <= CACHED_P99_TARGET_MS;
      lines.push(`cached ${page}: before ${describe(was)}; after ${describe(now)}: ${kept ? "ok" : "MISSED"}`);
      ok &&= Boolean(kept);
    }
    for (const line of lines) console.log(`[bench:search-flood] ${name}: ${line}`);
    return ok ? 0 : 1;
  } finally {
    await server.stop();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench:search-flood] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
