/**
 * npm run bench:memory -w embedded-mongo — where the engine's memory goes on a shop's data folder
 * (the large shop of `npm run seed:large` by default: .data/large, or BENCH_LARGE_DATA_DIR), and
 * its garbage-collection pauses under the shop's reads and writes. The folder is copied first, so
 * it is left as it is.
 *
 * Two child processes (node --expose-gc), so the figures are the engine's alone:
 * - breakdown: opens the folder into the engine's catalog and measures the heap it holds after a
 *   full collection, then again without the secondary indexes, then without the documents: what
 *   is left is the engine itself. It also counts the documents' BSON size (what a store keeping
 *   them as BSON would hold) and the peak resident memory while opening.
 * - serve: the engine as `npm start` runs it; this process sends it the shop's load through the
 *   driver (storefront pages, admin lists, dashboard sums, orders placed) for BENCH_SECONDS
 *   (default 60) and the child reports its GC pauses (p50, p99, max) and resident memory, and
 *   this process each kind of operation's latency. It serves once under Node's default flags and
 *   once under the launchers' (src/node-flags.ts), side by side; BENCH_NODE_FLAGS="a b;c" serves
 *   under each `;`-separated set instead, BENCH_SERVE_ONLY=1 skips the breakdown. The targets are
 *   judged on the last set. Pauses are wall time: on a machine other processes keep busy they
 *   include the time the process waited for a core, so say the load average with the figures.
 * BENCH_BASELINE=<another checkout's packages/embedded-mongo> runs each part with that engine too,
 * just before this one's, so a change is measured before and after in one run, on one load.
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MongoClient, type ObjectId } from "mongodb";
import { engineNodeFlags } from "../src/node-flags";

const root = path.resolve(__dirname, "../../..");
const source = path.resolve(root, process.env.BENCH_LARGE_DATA_DIR || ".data/large");
const seconds = Number(process.env.BENCH_SECONDS || 60);
const MB = 1024 * 1024;

type Report = Record<string, number | string>;

const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : undefined;
/** The engines measured, each by its package folder: the baseline's first, then this one. */
const engines: { name: string; dir: string }[] = [...(baseline ? [{ name: `baseline ${baseline}`, dir: baseline }] : []), { name: "this engine", dir: path.resolve(__dirname, "..") }];

/** Runs `engine`'s child in `mode` on `dir`; `onReady` gets its first message, the promise its last. */
function child(engine: string, mode: "breakdown" | "serve", dir: string, flags: readonly string[], onReady?: (message: Report) => Promise<void>): Promise<Report> {
  const proc = fork(path.join(engine, "bench", "memory-child.ts"), [mode, dir], { execArgv: [...flags, "--expose-gc", "--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise((resolve, reject) => {
    proc.on("message", (message: Report) => {
      if (message.stage === "ready" && onReady) {
        onReady(message).then(
          () => proc.send("report"),
          (err: unknown) => {
            proc.kill();
            reject(err instanceof Error ? err : new Error(String(err)));
          },
        );
      } else if (message.stage === "done") resolve(message);
    });
    proc.on("exit", (code) => reject(new Error(`${mode} child exited with ${String(code)}`)));
  });
}

function copy(dir: string): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  for (const name of ["snapshot.bin", "journal.bin"]) {
    if (fs.existsSync(path.join(dir, name))) fs.copyFileSync(path.join(dir, name), path.join(target, name));
  }
  return target;
}

/** Each kind of operation's latencies (ms), by its name. */
type Latencies = Map<string, number[]>;

/** The reads and writes the shop makes, in the proportions a busy day has them, until `until`. */
async function shopLoad(uri: string, until: number): Promise<Latencies> {
  const client = new MongoClient(uri);
  await client.connect();
  try {
    const db = client.db("test");
    const products = db.collection("products");
    const orders = db.collection("orders");
    const users = db.collection("users");
    const productIds = (await products.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id as ObjectId);
    const emails = (await users.find({}, { projection: { email: 1 } }).limit(500).toArray()).map((d) => d.email as string);
    const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    // A new order is a copy of a stored one under new unique keys, so it is as large as the shop's.
    const stored = await orders.findOne({});
    if (!stored) throw new Error("the shop has no orders");
    const { _id: _storedId, ...sample } = stored;
    const latencies: Latencies = new Map();
    for (let i = 0; Date.now() < until; i++) {
      const productId = productIds[(i * 7919) % productIds.length];
      const work: [string, () => Promise<unknown>][] = [
        ["shop page", () => products.find({ type: "Perfume" }).sort({ price: 1 }).skip((i % 20) * 24).limit(24).toArray()],
        ["product", () => products.findOne({ _id: productId })],
        ["search", () => products.find({ $or: [{ name: /oud/i }, { brand: /oud/i }] }).limit(24).toArray()],
        ["orders page", () => orders.find({}).sort({ createdAt: -1 }).skip((i % 10) * 20).limit(20).toArray()],
        ["pending orders", () => orders.find({ status: "Pending" }).sort({ createdAt: -1 }).limit(20).toArray()],
        ["customer's orders", () => orders.find({ email: emails[i % emails.length] }).sort({ createdAt: -1 }).limit(10).toArray()],
        ["30 days' sales", () => orders.aggregate([{ $match: { createdAt: { $gte: since } } }, { $group: { _id: null, total: { $sum: "$totalPrice" }, n: { $sum: 1 } } }]).toArray()],
        ["delivered count", () => orders.countDocuments({ status: "Delivered" })],
        ["order placed", () => orders.insertOne({ ...sample, orderNumber: `BENCH-${i}`, payment: { ...(sample.payment as object), reference: `bench-${i}` }, status: "Pending", createdAt: new Date(), updatedAt: new Date() })],
        ["stock update", () => products.updateOne({ _id: productId, stock: { $gte: 0 } }, { $inc: { stock: 0 } })],
      ];
      const [name, run] = work[i % work.length] as [string, () => Promise<unknown>];
      const started = performance.now();
      await run();
      latencies.set(name, [...(latencies.get(name) ?? []), performance.now() - started]);
    }
    return latencies;
  } finally {
    await client.close();
  }
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

const mb = (bytes: unknown) => `${(Number(bytes) / MB).toFixed(0)} MB`;

async function main(): Promise<void> {
  if (!fs.existsSync(source)) throw new Error(`No data folder at ${source}: run npm run seed:large first (or set BENCH_LARGE_DATA_DIR).`);
  const onDisk = ["snapshot.bin", "journal.bin"].reduce((sum, name) => sum + (fs.existsSync(path.join(source, name)) ? fs.statSync(path.join(source, name)).size : 0), 0);
  console.log(`[bench:memory] ${source}: ${mb(onDisk)} on disk`);

  for (const engine of process.env.BENCH_SERVE_ONLY === "1" ? [] : engines) {
    const breakdownDir = copy(source);
    const breakdown = await child(engine.dir, "breakdown", breakdownDir, engineNodeFlags());
    fs.rmSync(breakdownDir, { recursive: true, force: true });
    console.log(`[bench:memory] ${engine.name} (load average ${os.loadavg()[0]?.toFixed(1)}): opening took ${(Number(breakdown.openMs) / 1000).toFixed(1)} s, peak RSS while opening ${mb(breakdown.peakRss)}; after a full GC: RSS ${mb(breakdown.rss)}, heap ${mb(breakdown.heapUsed)}, outside the heap ${mb(breakdown.external)}`);
    for (const name of String(breakdown.collections).split(",")) {
      const part = (key: string) => Number(breakdown[`${name}.${key}`]);
      const perDocument = (bytes: number) => `${((bytes / part("count")) / 1024).toFixed(2)} KB each`;
      console.log(
        `[bench:memory]   ${name.padEnd(12)} ${String(part("count")).padStart(7)} documents: ${mb(part("documents"))} of heap (${perDocument(part("documents"))}; ${mb(part("bson"))} as BSON, ${(part("documents") / part("bson")).toFixed(1)}x), ${part("indexCount")} indexes ${mb(part("indexes"))} (${perDocument(part("indexes"))})`,
      );
      const indexes = Object.keys(breakdown).filter((key) => key.startsWith(`${name}.index.`));
      if (indexes.length > 0) console.log(`[bench:memory]     ${indexes.map((key) => `${key.slice(name.length + 7)} ${(Number(breakdown[key]) / MB).toFixed(1)}`).join(", ")} (MB)`);
    }
    console.log(`[bench:memory]   the engine itself: ${mb(breakdown.rest)} of heap (code, catalog, buffers)`);
  }

  // Each variant of Node flags serves the same load in turn; the last, the launchers' flags, is judged.
  const variants: string[][] = (process.env.BENCH_NODE_FLAGS ?? "").split(";").map((flags) => flags.split(" ").filter(Boolean));
  if (!process.env.BENCH_NODE_FLAGS) variants.push(engineNodeFlags());
  let judged: Report = {};
  for (const [flags, engine] of variants.flatMap((flags) => engines.map((engine) => [flags, engine] as const))) {
    const serveDir = copy(source);
    let latencies: Latencies = new Map();
    const served = await child(engine.dir, "serve", serveDir, flags, async (ready) => {
      latencies = await shopLoad(String(ready.uri), Date.now() + seconds * 1000);
    });
    fs.rmSync(serveDir, { recursive: true, force: true });
    const operations = [...latencies.values()].reduce((sum, values) => sum + values.length, 0);
    console.log(`[bench:memory] ${engine.name} serving with ${flags.join(" ") || "Node's defaults"} (load average ${os.loadavg()[0]?.toFixed(1)}):`);
    console.log(`[bench:memory]   ${operations} operations in ${seconds} s; RSS ${mb(served.rss)} (peak ${mb(served.peakRss)}), heap ${mb(served.heapUsed)} (peak under load ${mb(served.peakHeap)}: copies made by reads)`);
    console.log(`[bench:memory]   GC pauses: ${served.gcCount} collections, p50 ${Number(served.gcP50).toFixed(1)} ms, p99 ${Number(served.gcP99).toFixed(1)} ms, max ${Number(served.gcMax).toFixed(1)} ms; by kind: ${served.kinds}`);
    console.log(`[bench:memory]   p50/p95 ms: ${[...latencies].map(([name, values]) => `${name} ${quantile(values, 0.5).toFixed(1)}/${quantile(values, 0.95).toFixed(1)}`).join(", ")}`);
    judged = served;
  }
  const rssOk = Number(judged.peakRss) <= 512 * MB;
  const gcOk = Number(judged.gcP99) <= 10;
  console.log(`[bench:memory] targets (the last): RSS <= 512 MB ${rssOk ? "PASS" : "FAIL"}, GC pause p99 <= 10 ms ${gcOk ? "PASS" : "FAIL"}`);
  process.exitCode = rssOk && gcOk ? 0 : 1;
}

main().catch((err: unknown) => {
  console.error(`[bench:memory] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
