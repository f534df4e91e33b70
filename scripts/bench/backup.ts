/**
 * `npm run bench:backup`: time and peak memory of 'Create Backup' (lib/backup) over a shop with
 * BENCH_BACKUP_ORDERS orders (default 100,000), measured first at a tenth of that, to show the
 * memory does not grow with the data. The database runs in its own process (the built-in engine
 * in memory, or MONGODB_URI), so the figures are the backup's alone. `-- --offsite` measures the
 * scheduled off-site backup of the seed:large shop instead (offsite-backup.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import mongoose from "mongoose";
import { createBackupStream } from "../../lib/backup/create-backup";
import { checkBackupFile } from "../../lib/backup/restore-backup";
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH, ORDER_NUMBER_PREFIX } from "../../lib/vocabulary/order-number";
import { LEDGER_STATE, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATE } from "../../lib/vocabulary/order-statuses";
import { PRODUCT_TYPE } from "../../lib/vocabulary/products";
import { Order } from "../../models/order";
import { watchMemoryPeak } from "../lib/memory-peak";
import { benchOffsiteBackup } from "./offsite-backup";

const TOTAL = Number(process.env.BENCH_BACKUP_ORDERS || 100_000);
const MB = 1024 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function startDatabaseProcess(): Promise<{ uri: string; child: ChildProcess | null }> {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, child: null };
  const port = await freePort();
  const child = spawn(path.join("node_modules", ".bin", "tsx"), ["scripts/db.ts"], {
    env: { ...process.env, MONGODB_PORT: String(port), MONGODB_DATA_DIR: ":memory:" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("connect with")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`database process exited with ${code}`)));
  });
  return { uri: `mongodb://127.0.0.1:${port}/`, child };
}

const orderNumber = () =>
  `${ORDER_NUMBER_PREFIX}${Array.from(randomBytes(ORDER_NUMBER_LENGTH), (byte) => ORDER_NUMBER_ALPHABET[byte % ORDER_NUMBER_ALPHABET.length]).join("")}`;

/** An order as checkout stores one: two lines, shipping, payment and status history. */
function order(index: number) {
  const paid = index % 3 !== 0;
  return new Order({
    orderNumber: orderNumber(),
    email: `shopper${index}@example.ng`,
    orderItems: [
      { product: new mongoose.Types.ObjectId(), brand: "Maison Lagos", name: "Palm Wine Eau de Parfum", type: PRODUCT_TYPE.perfume, price: 42500, quantity: 1 },
      { product: new mongoose.Types.ObjectId(), brand: "Atelier Abuja", name: "Harmattan Reed Diffuser", type: PRODUCT_TYPE.diffuser, price: 18000, quantity: 2 },
    ],
    itemsPrice: 78500,
    taxPrice: 5887.5,
    shippingPrice: 5000,
    totalPrice: 89387.5,
    shipping: { fullName: "Adaeze Okafor", address: "12 Admiralty Way, Lekki Phase 1", city: "Lagos", state: "Lagos", phoneNumber: "08012345678", estimatedDelivery: new Date() },
    status: paid ? ORDER_STATUS.processing : ORDER_STATUS.pending,
    payment: { method: paid ? PAYMENT_METHOD.card : PAYMENT_METHOD.bank, provider: paid ? "test" : "bank", state: paid ? PAYMENT_STATE.paid : PAYMENT_STATE.unpaid, reference: `bench-${index}-${randomBytes(6).toString("hex")}`, paidAt: paid ? new Date() : undefined, ledger: paid ? LEDGER_STATE.due : undefined },
  }).toObject();
}

async function insertOrders(from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, to - start) }, (_, offset) => order(start + offset));
    await Order.collection.insertMany(batch, { ordered: false });
  }
}

async function measureBackup(folder: string, orders: number) {
  const db = mongoose.connection.db;
  if (!db) throw new Error("not connected");
  const memory = watchMemoryPeak();
  const file = path.join(folder, `backup-${orders}.ndjson.gz`);
  const started = performance.now();
  await pipeline(createBackupStream(db), createWriteStream(file));
  const seconds = (performance.now() - started) / 1000;
  const peak = memory.stop();
  const check = await checkBackupFile(file);
  const backedUp = check.collections.find((collection) => collection.name === "orders")?.documents ?? 0;
  if (backedUp !== orders) throw new Error(`backup holds ${backedUp} orders, expected ${orders}`);
  return { orders, seconds, bytes: statSync(file).size, ...peak };
}

async function main(): Promise<void> {
  const { uri, child } = await startDatabaseProcess();
  const folder = mkdtempSync(path.join(os.tmpdir(), "scents-bench-backup-"));
  try {
    await mongoose.connect(uri, { dbName: "scents_bench_backup" });
    await mongoose.connection.dropDatabase();
    await Order.createIndexes();
    const results = [];
    const small = Math.round(TOTAL / 10);
    console.log(`[bench:backup] inserting ${small.toLocaleString("en")} orders`);
    await insertOrders(0, small);
    results.push(await measureBackup(folder, small));
    console.log(`[bench:backup] inserting ${(TOTAL - small).toLocaleString("en")} more orders`);
    await insertOrders(small, TOTAL);
    results.push(await measureBackup(folder, TOTAL));
    for (const result of results) {
      console.log(
        `[bench:backup] ${result.orders.toLocaleString("en")} orders: ${result.seconds.toFixed(1)} s, ` +
          `${(result.orders / result.seconds).toFixed(0)} orders/s, file ${(result.bytes / MB).toFixed(1)} MB gzip'd; ` +
          `peak RSS ${(result.peakRss / MB).toFixed(0)} MB (+${(result.rssGrowth / MB).toFixed(0)} MB over ${(result.baseRss / MB).toFixed(0)} MB before), ` +
          `heap +${(result.heapGrowth / MB).toFixed(0)} MB`,
      );
    }
    await mongoose.connection.dropDatabase();
  } finally {
    await mongoose.disconnect();
    rmSync(folder, { recursive: true, force: true });
    child?.kill("SIGTERM");
  }
}

(process.argv.includes("--offsite") ? benchOffsiteBackup() : main()).catch((error: unknown) => {
  console.error(`[bench:backup] ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
