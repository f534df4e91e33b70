/**
 * The measured process of bench/memory.ts (run with --expose-gc): `breakdown DIR` opens a data
 * folder into a catalog and reports what its parts hold; `serve DIR` runs the engine, reports
 * its URI, records GC pauses until asked for a report.
 */
import fs from "node:fs";
import { constants, PerformanceObserver } from "node:perf_hooks";
import { startEmbeddedMongo } from "../src";
import { Catalog } from "../src/engine/catalog";
import { DiskDurability } from "../src/storage/durability";

const [mode, dir] = process.argv.slice(2) as [string, string];
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

function heapAfterGc(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}

function peakRss(): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync("/proc/self/status", "utf8"));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

function send(message: Record<string, number | string>): void {
  process.send?.(message);
}

function breakdown(): void {
  const started = performance.now();
  const catalog = new Catalog();
  DiskDurability.open(dir, catalog);
  const openMs = performance.now() - started;
  const whole = heapAfterGc();
  const usage = process.memoryUsage();
  const collections = catalog.databaseNames().flatMap((db) => catalog.collections(db)).filter((coll) => coll.docs.size > 0);
  const parts: Record<string, number | string> = {};
  // Each collection's indexes, then its documents, are dropped in turn: the heap each frees is theirs.
  let heap = whole;
  for (const coll of collections) {
    const bson = coll.docs.dataSize;
    const indexes = [...coll.indexes.keys()].filter((name) => name !== "_id_");
    // Each index of a large collection is measured alone (the heap its deletion frees).
    const each = coll.docs.size >= 10_000;
    let before = heap;
    for (const name of indexes) {
      coll.indexes.delete(name);
      if (!each) continue;
      const after = heapAfterGc();
      parts[`${coll.name}.index.${name}`] = before - after;
      before = after;
    }
    const withoutIndexes = heapAfterGc();
    const count = coll.docs.size;
    coll.docs.clear();
    const without = heapAfterGc();
    Object.assign(parts, { [`${coll.name}.count`]: count, [`${coll.name}.bson`]: bson, [`${coll.name}.indexCount`]: indexes.length, [`${coll.name}.indexes`]: heap - withoutIndexes, [`${coll.name}.documents`]: withoutIndexes - without });
    heap = without;
  }
  send({ stage: "done", collections: collections.map((coll) => coll.name).join(","), openMs, peakRss: peakRss(), rss: usage.rss, heapUsed: whole, external: usage.external, rest: heap, ...parts });
  process.exit(0);
}

async function serve(): Promise<void> {
  const engine = await startEmbeddedMongo({ dataDir: dir, port: 0 });
  collect();
  const pauses: number[] = [];
  const byKind = new Map<string, number[]>();
  const KINDS: Record<number, string> = { [constants.NODE_PERFORMANCE_GC_MINOR]: "minor", [constants.NODE_PERFORMANCE_GC_MAJOR]: "major", [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental", [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weak" };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      pauses.push(entry.duration);
      const kind = KINDS[(entry as { detail?: { kind?: number } }).detail?.kind ?? -1] ?? "other";
      byKind.set(kind, [...(byKind.get(kind) ?? []), entry.duration]);
    }
  }).observe({ entryTypes: ["gc"] });
  let peakHeap = 0;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 20);
  process.on("message", () => {
    clearInterval(sampler);
    const sorted = [...pauses].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
    const usage = process.memoryUsage();
    const kinds = [...byKind].map(([kind, durations]) => `${kind} ${durations.length} (max ${Math.max(...durations).toFixed(1)} ms)`).join(", ");
    send({ stage: "done", rss: usage.rss, peakRss: peakRss(), heapUsed: usage.heapUsed, peakHeap, gcCount: sorted.length, gcP50: at(0.5), gcP99: at(0.99), gcMax: sorted[sorted.length - 1] ?? 0, kinds });
    // The copy is thrown away: no compaction on the way out.
    process.exit(0);
  });
  send({ stage: "ready", uri: engine.uri });
}

if (mode === "breakdown") breakdown();
else void serve();
