/**
 * `npm run bench:customers`: the owner's customer list on the `seed:large` shop (10,000 products,
 * 8,000 accounts, 100,000 orders; BENCH_LARGE_DATA_DIR, default .data/large, copied first so the
 * shop itself is left as it was). It times the list's first build from every order and account,
 * then the reads the screen makes: the first and a far page, searches by e-mail, name and phone,
 * and a customer's page, each the median of several runs, and the catch-up a page does when
 * nothing changed. The database runs in its own process, as in production.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { refreshCustomers } from "../../lib/customers/customer-index";
import { findCustomer, listCustomers } from "../../lib/customers/customers";
import { listOrderSummariesForAdmin } from "../../lib/orders/admin-orders";
import { orderCsvRows } from "../../lib/orders/order-export";
import { Customer } from "../../models/customer";
import { Order } from "../../models/order";
import { startDatabaseProcess } from "../lib/shop-server";

const RUNS = 7;

async function median(label: string, work: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} ${times[Math.floor(RUNS / 2)]!.toFixed(1).padStart(8)} ms (min ${times[0]!.toFixed(1)}, max ${times.at(-1)!.toFixed(1)})`);
}

async function main(): Promise<void> {
  const source = path.resolve(process.env.BENCH_LARGE_DATA_DIR || ".data/large");
  const copy = mkdtempSync(path.join(os.tmpdir(), "scents-bench-customers-"));
  cpSync(source, copy, { recursive: true });
  const database = await startDatabaseProcess({ dataDir: copy });
  try {
    process.env.MONGODB_URI = database.uri;
    await mongoose.connect(database.uri, { dbName: process.env.MONGODB_DB_NAME || undefined });
    await Promise.all([Customer.init(), Order.init()]);
    console.log(`orders ${(await Order.estimatedDocumentCount()).toLocaleString("en")}`);
    const started = performance.now();
    // As the sweep does it: the grouped first build, then catch-up passes until nothing is left.
    let passes = 0;
    while (!(await refreshCustomers({ budgetMs: 20_000, firstBuild: true }))) passes += 1;
    console.log(`first build of the list: ${((performance.now() - started) / 1000).toFixed(1)} s (${passes + 1} sweeps), ${(await Customer.estimatedDocumentCount()).toLocaleString("en")} customers`);
    console.log(`peak RSS so far ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);

    const some = await Customer.findOne({ phone: { $ne: "" }, orders: { $gt: 1 } }).lean();
    if (!some) throw new Error("no customer with a phone and orders");
    await median("catch-up with nothing new", () => refreshCustomers({ budgetMs: 300 }));
    await median("page 1 (25 newest buyers)", () => listCustomers({ page: 1, limit: 25 }));
    await median("page 200", () => listCustomers({ page: 200, limit: 25 }));
    await median(`search e-mail "${some.email.slice(0, 6)}"`, () => listCustomers({ q: some.email.slice(0, 6), page: 1, limit: 25 }));
    await median(`search name "${some.name.split(" ")[0]}"`, () => listCustomers({ q: some.name.split(" ")[0], page: 1, limit: 25 }));
    await median(`search phone "${some.phone}"`, () => listCustomers({ q: some.phone, page: 1, limit: 25 }));
    await median("a customer's page", () => findCustomer(some._id.toString()));
    await median(`orders: search phone "${some.phone}"`, () => listOrderSummariesForAdmin({ q: some.phone, page: 1, limit: 25 }));
    await median(`orders: search name "${some.name.split(" ")[0]}"`, () => listOrderSummariesForAdmin({ q: some.name.split(" ")[0], page: 1, limit: 25 }));

    // A month of orders as CSV, drained as a download would be, sampling the heap as it goes.
    const newest = await Order.findOne({}, { createdAt: 1 }).sort({ createdAt: -1 }).lean<{ createdAt: Date }>();
    const to = new Date(newest?.createdAt ?? Date.now()).toISOString().slice(0, 10);
    const from = new Date(new Date(`${to}T00:00:00Z`).getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    for (const label of ["a month", "every order"]) {
      const filter = label === "a month" ? { from, to } : {};
      global.gc?.();
      const baseline = process.memoryUsage().heapUsed;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
      const began = performance.now();
      let bytes = 0;
      let rows = -1;
      for await (const chunk of orderCsvRows(filter)) {
        bytes += Buffer.byteLength(chunk);
        rows += chunk.split("\r\n").length - 1;
      }
      clearInterval(sampler);
      console.log(
        `CSV export of ${label.padEnd(12)} ${rows.toLocaleString("en")} lines, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - began) / 1000).toFixed(1)} s; heap peak +${((peak - baseline) / 1024 / 1024).toFixed(0)} MB over the start`,
      );
    }
  } finally {
    await mongoose.disconnect();
    await database.stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
