import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { MongoClient, type Db, type ObjectId } from "mongodb";
import { startDatabase, type RunningDatabase } from "../scripts/lib/choose-database";
import { nextStartCommand } from "../scripts/lib/next-start";
import { E2E_MONGODB_PORT, E2E_PORT } from "./support/credentials";

// The crash test of checkout: a production server of the same build, on its own database, is
// killed with SIGKILL at random moments while a stream of orders arrives, and started again.
// After every restart each acknowledged order must be stored, and once the recovery pass has run
// every unit missing from the shelf must be held by a stored order: nothing lost, nothing leaked.

const PORT = E2E_PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = 4;
const WORKERS = 4;
const PRODUCTS = 6;
const STOCK = 60;

interface Product {
  _id: ObjectId;
  stock: number;
  sizes?: { _id: ObjectId; stock: number }[];
  holds?: { order: ObjectId; quantity: number }[];
  // Takes in flight and the units held by size, for holds kept off the product (lib/checkout/stock-holds.ts).
  takes?: { order: ObjectId; quantity: number }[];
  held?: Record<string, { all?: number }>;
}

/** The records of holds kept off the products, not yet given back or settled. */
const OPEN_HOLDS = ["taking", "held", "returning", "undoing", "settling"];

let database: RunningDatabase;
let client: MongoClient;
let db: Db;
let server: ChildProcess | null = null;
let serverOutput = "";

function startServer(): ChildProcess {
  const { command, args } = nextStartCommand(["-p", String(PORT), "-H", "127.0.0.1"]);
  const child = spawn(command, args, {
    cwd: process.cwd(),
    // Its own process group, so SIGKILL reaches every process the server is made of.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      MONGODB_URI: `${database.uri}/crash`,
      NODE_ENV: "production",
      PAYMENTS_MODE: "test",
      NEXTAUTH_URL: BASE,
      NEXTAUTH_SECRET: "crash-test-secret-5e1d9c-not-for-production",
      NEXT_PUBLIC_SITE_URL: BASE,
      // The stream comes from this machine and names each order's client in X-Forwarded-For.
      TRUSTED_PROXIES: "127.0.0.1",
      SETTINGS_ENCRYPTION_KEY: "c4a5".repeat(16),
    },
  });
  // The last of its output, to show if it fails to start.
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return child;
}

async function waitUntilServing(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/products/all-products?limit=1`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The crash-test server did not start:\n${serverOutput}`);
}

function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    process.kill(-(child.pid ?? 0), signal);
  });
}

let orderCount = 0;

/** Places orders one after another until the server stops answering; returns the acknowledged ones. */
async function orderStream(products: Product[]): Promise<string[]> {
  const acknowledged: string[] = [];
  for (;;) {
    orderCount += 1;
    const lines = products.filter((_, index) => (orderCount + index) % 3 === 0).slice(0, 3);
    const body = {
      email: `crash${orderCount}@example.com`,
      method: "bank",
      orderDetails: {
        orderItems: (lines.length > 0 ? lines : products.slice(0, 1)).map((product, index) => ({
          product: product._id.toString(),
          ...(product.sizes?.[0] ? { size: product.sizes[0]._id.toString() } : {}),
          name: "Any",
          type: "Perfume",
          price: 1,
          quantity: 1 + ((orderCount + index) % 3),
          image: "",
        })),
        shipping: { fullName: "Crash Test", address: "1 Marina", city: "Lagos", state: "Lagos", postalCode: "100001", phoneNumber: "+2348030000000" },
        paymentMethod: "bank",
        bankAccount: "opay",
        // The seeded settings' Standard Shipping.
        shippingMethodId: "standard",
      },
    };
    let response: Response;
    try {
      response = await fetch(`${BASE}/api/payment/initialize`, {
        method: "POST",
        // Each order from its own address: the per-address order limit is not under test here.
        headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${(orderCount >> 8) & 255}.${orderCount & 255}` },
        body: JSON.stringify(body),
      });
    } catch {
      return acknowledged;
    }
    const answer = (await response.json().catch(() => null)) as { data?: { orderId?: string } } | null;
    // The answer was cut off by the kill: the shopper never learnt of the order.
    if (answer === null) return acknowledged;
    if (response.status === 200 && answer?.data?.orderId) acknowledged.push(answer.data.orderId);
    else if (response.status !== 409) throw new Error(`Unexpected answer ${response.status} ${JSON.stringify(answer)}`);
  }
}

async function ledger(products: Product[]) {
  const stored = await db
    .collection<Product>("products")
    .find({ _id: { $in: products.map((product) => product._id) } })
    .toArray();
  const orders = await db.collection("orders").find({ stockHeld: true, status: { $ne: "Cancelled" } }).toArray();
  const records = await db.collection<{ product: ObjectId; order: ObjectId; units: number }>("stockmoves").find({ "hold.state": { $in: OPEN_HOLDS } }).toArray();
  return {
    products: stored,
    /** Every hold not yet given back or settled, by its order: on a product, in flight on it, or recorded off it. */
    holds: [...stored.flatMap((product) => [...(product.holds ?? []), ...(product.takes ?? [])]), ...records.map((record) => ({ order: record.order, quantity: record.units }))],
    orders,
    intents: await db.collection("orderintents").countDocuments(),
  };
}

test.describe.configure({ mode: "serial" });
test.setTimeout(115_000);

test.beforeAll(async () => {
  database = await startDatabase({ kind: "builtin", dataDir: ":memory:" }, { port: E2E_MONGODB_PORT + 1 });
  client = await MongoClient.connect(`${database.uri}/crash`);
  db = client.db("crash");
});

test.afterAll(async () => {
  if (server) await kill(server, "SIGTERM");
  await client?.close();
  await database?.stop();
});

test("a server killed at random moments during a stream of orders loses no order and leaks no stock", async () => {
  server = startServer();
  await waitUntilServing();
  const products = await db.collection<Product>("products").find({}).limit(PRODUCTS).toArray();
  expect(products).toHaveLength(PRODUCTS);
  // The orders name each product's first size; the seed sells most of these in more sizes, left as they are.
  const otherSizes = new Map(products.map((product) => [product._id.toString(), (product.sizes ?? []).slice(1).map((size) => size.stock)]));
  const othersTotal = (product: Product) => (otherSizes.get(product._id.toString()) ?? []).reduce((sum, stock) => sum + stock, 0);
  for (const product of products) {
    await db.collection("products").updateOne({ _id: product._id }, { $set: { stock: STOCK + othersTotal(product), "sizes.0.stock": STOCK, holds: [] } });
  }
  const firstSizeStock = (product: Product) => product.sizes?.[0]?.stock ?? Number.NaN;

  const acknowledged: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round > 0) {
      server = startServer();
      await waitUntilServing();
    }
    const streams = Array.from({ length: WORKERS }, () => orderStream(products));
    // Somewhere in the middle of the stream, at a different instant each round.
    await new Promise((resolve) => setTimeout(resolve, 1500 + ((round * 617 + Math.floor(Math.random() * 1000)) % 2500)));
    await kill(server, "SIGKILL");
    for (const orders of await Promise.all(streams)) acknowledged.push(...orders);

    // Every order the shop acknowledged is stored, and every missing unit is held for some order.
    const { products: now } = await ledger(products);
    const numbers = new Set((await db.collection("orders").find({}, { projection: { orderNumber: 1 } }).toArray()).map((order) => order.orderNumber));
    expect(acknowledged.filter((orderNumber) => !numbers.has(orderNumber))).toEqual([]);
    for (const product of now) {
      // The product counts the units held by size in the update that moves them.
      const heldOff = product.sizes?.[0] ? (product.held?.[product.sizes[0]._id.toString()]?.all ?? 0) : 0;
      expect(STOCK - firstSizeStock(product)).toBe(heldOff + (product.holds ?? []).reduce((sum, hold) => sum + hold.quantity, 0));
      // The other sizes sold nothing, and the product's total tells the same story as its sizes.
      expect(product.sizes?.slice(1).map((size) => size.stock)).toEqual(otherSizes.get(product._id.toString()));
      expect(product.stock).toBe(firstSizeStock(product) + othersTotal(product));
    }
    const { intents } = await ledger(products);
    test.info().annotations.push({ type: "round", description: `${round + 1}: ${acknowledged.length} orders acknowledged so far, ${intents} placements cut short` });
  }
  expect(acknowledged.length).toBeGreaterThan(0);

  // Started once more, the recovery pass finishes what the kills interrupted.
  server = startServer();
  await waitUntilServing();
  const deadline = Date.now() + 40_000;
  let final = await ledger(products);
  const orphaned = () => {
    const orderIds = new Set(final.orders.map((order) => order._id.toString()));
    return final.holds.filter((hold) => !orderIds.has(hold.order.toString()));
  };
  while ((final.intents > 0 || orphaned().length > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    final = await ledger(products);
  }
  expect(final.intents).toBe(0);
  expect(orphaned()).toEqual([]);
  for (const product of final.products) {
    const heldByOrders = final.orders
      .flatMap((order) => order.orderItems as { product: ObjectId; quantity: number }[])
      .filter((item) => item.product.equals(product._id))
      .reduce((sum, item) => sum + item.quantity, 0);
    expect({ product: product._id.toString(), taken: STOCK - firstSizeStock(product), total: product.stock - othersTotal(product) }).toEqual({
      product: product._id.toString(),
      taken: heldByOrders,
      total: firstSizeStock(product),
    });
  }
  await kill(server, "SIGTERM");
  server = null;
});
