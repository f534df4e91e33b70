/**
 * npm run bench:db — measures the built-in engine (durable, on a temp folder) through the
 * official driver, the same path the app uses, and checks the targets from issue #2.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { MongoClient, type ObjectId } from "mongodb";
import { startEmbeddedMongo } from "../src";

interface Result {
  name: string;
  ops: number;
  opsPerSec: number;
  p95: number;
  target?: { label: string; pass: boolean };
}

async function measure(name: string, iterations: number, fn: (i: number) => Promise<unknown>): Promise<Result> {
  for (let i = 0; i < Math.min(20, iterations); i++) await fn(i); // warm-up
  const latencies: number[] = [];
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn(i);
    latencies.push(performance.now() - t0);
  }
  const total = performance.now() - start;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0;
  return { name, ops: iterations, opsPerSec: (iterations / total) * 1000, p95 };
}

const BRANDS = ["Maison Oud", "Rose & Co", "Amber House", "Citrus Lab", "Nordic Scents", "Lagos Aroma"];
const WORDS = ["Oud", "Rose", "Amber", "Musk", "Vanilla", "Cedar", "Citrus", "Night", "Royal", "Fresh"];
const TYPES = ["Perfume", "Diffuser", "Deodorant"];

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-db-"));
  const engine = await startEmbeddedMongo({ dataDir: dir });
  const client = new MongoClient(engine.uri);
  await client.connect();
  const products = client.db("bench").collection("products");
  await products.createIndex({ sku: 1 }, { unique: true });
  const docs = Array.from({ length: 10_000 }, (_, i) => ({
    brand: BRANDS[i % BRANDS.length] as string,
    name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
    type: TYPES[i % TYPES.length] as string,
    price: 5_000 + ((i * 7919) % 95_000),
    stock: i % 40,
    sku: `SKU-${String(i).padStart(6, "0")}`,
  }));
  const loadStart = performance.now();
  for (let i = 0; i < docs.length; i += 1000) await products.insertMany(docs.slice(i, i + 1000));
  console.log(`loaded ${docs.length} products in ${(performance.now() - loadStart).toFixed(0)} ms (data: ${dir})`);
  const ids = (await products.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id as ObjectId);
  const pick = <T>(arr: T[], i: number): T => arr[(i * 7919) % arr.length] as T;

  const results: Result[] = [];
  const byId = await measure("find by _id", 3000, (i) => products.findOne({ _id: pick(ids, i) }));
  byId.target = { label: "p95 < 2 ms", pass: byId.p95 < 2 };
  results.push(byId);
  results.push(await measure("find by unique sku", 3000, (i) => products.findOne({ sku: pick(docs, i).sku })));
  const page = await measure("filtered page of 24 (regex /oud/i, sort price)", 300, () =>
    products
      .find({ type: "Perfume", $or: [{ name: /oud/i }, { brand: /oud/i }] })
      .sort({ price: 1 })
      .limit(24)
      .toArray(),
  );
  page.target = { label: "p95 < 30 ms", pass: page.p95 < 30 };
  results.push(page);
  results.push(
    await measure("aggregate $group by brand", 100, () =>
      products.aggregate([{ $group: { _id: "$brand", n: { $sum: 1 }, avg: { $avg: "$price" } } }]).toArray(),
    ),
  );
  const inserts = await measure("durable insertOne (awaited, fsync'd)", 1000, (i) =>
    products.insertOne({ brand: "Bench", name: `Insert ${i}`, type: "Perfume", price: 1000, stock: 1, sku: `INS-${i}-${Math.random()}` }),
  );
  inserts.target = { label: ">= 500 ops/s", pass: inserts.opsPerSec >= 500 };
  results.push(inserts);

  await client.close();
  await engine.stop();
  fs.rmSync(dir, { recursive: true, force: true });

  const rows = results.map((r) => [
    r.name,
    r.opsPerSec.toFixed(0),
    r.p95.toFixed(2),
    r.target ? `${r.target.label}: ${r.target.pass ? "PASS" : "FAIL"}` : "-",
  ]);
  const header = ["operation", "ops/s", "p95 ms", "target"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] as number)).join(" | ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const row of rows) console.log(line(row));
  const failed = results.filter((r) => r.target && !r.target.pass);
  console.log(failed.length ? `FAIL: ${failed.map((r) => r.name).join(", ")}` : "PASS: all targets met");
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
