/**
 * npm run bench:writes -w embedded-mongo — the engine's CPU per write of a drop (issue #47): each
 * order takes a unit of one product as the shop's checkout does (a findAndModify matching the
 * size's stock and no hold of the order, `$inc` of the stock, `$push` of a hold and a stock move)
 * and inserts the order, in collections with the shop's indexes (20 on products, 13 on orders);
 * every journal record is framed as a data folder's would be (no disk). The product's document
 * grows by a hold and a move per order, so CPU per order is printed by stretch of orders.
 *
 * BENCH_BASELINE=<another checkout's packages/embedded-mongo> measures that engine first, in a
 * process of its own, then this one: a change measured before and after in one run.
 * BENCH_ORDERS (default 650).
 */
import { fork } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { ObjectId } from "bson";

const ORDERS = Number(process.env.BENCH_ORDERS || 650);
const STRETCHES = [0, 50, 150, 400, ORDERS].filter((n, i, all) => n <= ORDERS && all.indexOf(n) === i);

const PRODUCT_INDEXES: Record<string, number>[] = [
  { type: 1, price: 1 }, { createdAt: -1 }, { createdAt: -1, _id: -1 }, { "rating.average": -1 }, { bundleId: 1 }, { handle: 1 },
  { "holds.order": 1 }, { "images.storageKey": 1 }, { stock: 1 }, { "sizes.sku": 1 }, { "sizes.stock": 1 }, { "stockMoves.kind": 1 },
  { "lowSizes.mailed": 1 }, { family: 1, price: 1 }, { forWhom: 1, price: 1 }, { concentration: 1, price: 1 }, { brand: 1, price: 1 },
  { "scentNotes.top": 1 }, { "scentNotes.heart": 1 }, { "scentNotes.base": 1 }, { updatedAt: 1 },
];
const SPARSE = new Set(["bundleId", "handle", "sizes.sku", "stockMoves.kind", "lowSizes.mailed"]);
const UNIQUE = new Set(["handle", "sizes.sku"]);
const ORDER_INDEXES: Record<string, number>[] = [
  { orderNumber: 1 }, { "payment.reference": 1 }, { createdAt: -1 }, { status: 1, createdAt: -1 }, { channel: 1, createdAt: -1 }, { "payment.ledger": 1 },
  { email: 1 }, { "payment.refusal.phone": 1 }, { customer: 1, createdAt: -1 }, { stockHeld: 1, expiresAt: 1 }, { "mail.event": 1 }, { "refunds.open": 1 }, { updatedAt: 1 },
];
const ORDER_UNIQUE = new Set(["orderNumber", "payment.reference"]);

function spec(key: Record<string, number>, sparse: Set<string>, unique: Set<string>) {
  const first = Object.keys(key)[0] as string;
  return { v: 2, key, name: Object.entries(key).map(([f, d]) => `${f}_${d}`).join("_"), ...(sparse.has(first) ? { sparse: true } : {}), ...(unique.has(first) ? { unique: true } : {}) };
}

/** The engine's own ObjectId class (a baseline checkout has its own bson), so its matcher knows the values. */
let NewId: new () => ObjectId;

function product(i: number) {
  const sizes = [30, 50, 100].map((ml) => ({ _id: new NewId(), label: `${ml} ml`, sku: `P${i}-${ml}`, price: 30_000 + ml * 700, stock: 20_000 }));
  return {
    _id: new NewId(), name: `Maison Lagos Midnight Oud ${i}`, handle: `midnight-oud-${i}`, brand: "Maison Lagos", type: "perfume", family: "woody",
    forWhom: "unisex", concentration: "edp", price: 65_000, description: "A warm oud over smoked vanilla and Lagos nights. ".repeat(20),
    images: [1, 2, 3, 4].map((n) => ({ url: `https://res.example.com/p${i}-${n}.jpg`, storageKey: `p${i}-${n}`, alt: "Bottle" })),
    sizes, stock: 60_000, scentNotes: { top: ["saffron", "bergamot"], heart: ["rose", "oud"], base: ["vanilla", "amber", "musk"] },
    rating: { average: 4.6, count: 31 }, holds: [], stockMoves: [], lowStockThreshold: 5, createdAt: new Date(), updatedAt: new Date(),
  };
}

function order(n: number, productId: ObjectId, sizeId: ObjectId) {
  const now = new Date();
  return {
    _id: new NewId(), orderNumber: `SC-${100_000 + n}`, email: `shopper${n}@example.com`, channel: "web", status: "pending", stockHeld: true,
    expiresAt: new Date(now.getTime() + 86_400_000), createdAt: now, updatedAt: now,
    items: [{ product: productId, size: sizeId, sizeLabel: "50 ml", sku: "P0-50", brand: "Maison Lagos", name: "Midnight Oud", type: "perfume", price: 65_000, quantity: 1, image: "p0-1" }],
    shipping: { fullName: "Ada Obi", address: "12 Admiralty Way", city: "Lekki", state: "Lagos", country: "Nigeria", phoneNumber: "+2348030000000", estimatedDelivery: now },
    payment: { method: "bank-transfer", state: "awaiting", reference: `REF-${n}-${now.getTime()}`, amount: 65_000 },
    subtotal: 65_000, shippingFee: 2_500, total: 67_500,
  };
}

async function child(engine: string): Promise<void> {
  const src = path.join(engine, "src");
  NewId = (createRequire(path.join(src, "index.ts"))("bson") as typeof import("bson")).ObjectId;
  const { Collection } = (await import(path.join(src, "engine/collection.ts"))) as typeof import("../src/engine/collection");
  const { runUpdate } = (await import(path.join(src, "commands/write-helpers.ts"))) as typeof import("../src/commands/write-helpers");
  const { frameRecord } = (await import(path.join(src, "storage/records.ts"))) as typeof import("../src/storage/records");
  let journalBytes = 0;
  const log = (op: Record<string, unknown>) => {
    journalBytes += frameRecord(op).length;
  };
  const products = new Collection("shop", "products", {}, log);
  const orders = new Collection("shop", "orders", {}, log);
  for (const key of PRODUCT_INDEXES) products.createIndex(spec(key, SPARSE, UNIQUE));
  for (const key of ORDER_INDEXES) orders.createIndex(spec(key, new Set(["payment.refusal.phone", "mail.event", "refunds.open"]), ORDER_UNIQUE));
  const drop = product(0);
  for (let i = 0; i < 50; i++) products.insert(i === 0 ? drop : product(i));
  const size = drop.sizes[1]?._id as ObjectId;
  const rows: string[] = [];
  let stretchStart = process.cpuUsage();
  let journalAtStart = 0;
  for (let n = 0; n < ORDERS; n++) {
    const placed = order(n, drop._id, size);
    const outcome = runUpdate(() => products, () => products, {
      q: { _id: drop._id, sizes: { $elemMatch: { _id: size, stock: { $gte: 1 } } }, holds: { $not: { $elemMatch: { order: placed._id, size } } } },
      u: { $inc: { "sizes.$[held].stock": -1, stock: -1 }, $push: { holds: { order: placed._id, size, quantity: 1, paidLater: true }, stockMoves: { kind: "held", order: placed._id, size, quantity: 1, at: new Date() } }, $set: { updatedAt: new Date() } },
      arrayFilters: [{ "held._id": size }], multi: false, upsert: false,
    });
    if (outcome.modified !== 1) throw new Error(`order ${n} took no stock`);
    orders.insert(placed);
    if (STRETCHES.includes(n + 1)) {
      const used = process.cpuUsage(stretchStart);
      const from = STRETCHES[STRETCHES.indexOf(n + 1) - 1] as number;
      const count = n + 1 - from;
      rows.push(`  orders ${String(from + 1).padStart(4)}-${String(n + 1).padEnd(4)} ${((used.user + used.system) / 1000 / count).toFixed(2).padStart(6)} ms CPU per order, journal ${((journalBytes - journalAtStart) / 1024 / count).toFixed(1)} KB per order`);
      stretchStart = process.cpuUsage();
      journalAtStart = journalBytes;
    }
  }
  console.log(rows.join("\n"));
}

async function main(): Promise<void> {
  const baseline = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : undefined;
  const engines = [...(baseline ? [{ name: `baseline ${baseline}`, dir: baseline }] : []), { name: "this engine", dir: path.resolve(__dirname, "..") }];
  console.log(`[bench:writes] ${ORDERS} orders of one product; load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  for (const engine of engines) {
    console.log(engine.name);
    await new Promise<void>((resolve, reject) => {
      const proc = fork(__filename, ["child", engine.dir], { execArgv: ["--import", "tsx"], stdio: "inherit" });
      proc.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${engine.name} exited with ${String(code)}`))));
    });
  }
  console.log(`load average at the end ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
}

(process.argv[2] === "child" ? child(process.argv[3] as string) : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
