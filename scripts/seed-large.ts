/**
 * npm run seed:large — a shop grown large, for `npm run bench:http -- --large`: 10,000 products
 * and 100,000 orders over two years, with 8,000 customer accounts. Types, prices, sizes, stock,
 * promos, order sizes, statuses, payment methods and dates follow a plausible spread, from a fixed
 * seed so every run builds the same shop.
 *
 * Writes to MONGODB_URI when set, otherwise to the built-in engine in .data/large
 * (MONGODB_DATA_DIR to change). It fills an empty database only: a database that already has
 * products is left as it is.
 */
import { SALES_CHANNEL } from "@/lib/vocabulary/sales-channels";
import path from "node:path";
import bcrypt from "bcryptjs";
import mongoose from "mongoose";
import { SEED_CATALOGUE } from "../lib/catalog/seed-catalogue";
import { seedSizes, type SeedSizeSpec } from "../lib/catalog/seed-sizes";
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH, ORDER_NUMBER_PREFIX } from "../lib/vocabulary/order-number";
import { newDayEntry, salesByShopDay, type PaidSale } from "../lib/analytics/sales-days";
import { LEDGER_STATE, type OrderStatus } from "../lib/vocabulary/order-statuses";
import { PRODUCT_TYPES, type ProductType } from "../lib/vocabulary/products";
import { Order } from "../models/order";
import { Product } from "../models/product";
import { SalesDay } from "../models/sales-day";
import { User } from "../models/user";
import { chooseDatabase, startDatabase } from "./lib/choose-database";
import { largeScent } from "./lib/large-scents";
import { seededRandom } from "./lib/seeded-random";
import { SEED_COLLECTIONS } from "../lib/catalog/seed-collections";
import { Collection } from "../models/collection";

const PRODUCTS = 10_000;
const ORDERS = 100_000;
const CUSTOMERS = 8_000;
const BATCH = 2_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 730;

// Seeded, so the large shop is the same on every machine.
const random = seededRandom(20_251_122);
// Sizes draw from their own sequence: the products, customers and orders are those the shop had
// before sizes, save that an order line buys one of its product's sizes at that size's price.
const sizeRandom = seededRandom(20_260_301);
// And what each perfume is from its own, for the same reason.
const scentRandom = seededRandom(20_261_127);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
function weighted<T>(choices: readonly (readonly [T, number])[]): T {
  let roll = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]?.[0] as T;
}

const HOUSES = ["Maison Lagos", "Harmattan & Co.", "Ife Parfums", "Kano Rose", "Calabar Noir", "Abuja Atelier", "Zaria Oud", "Niger Delta Botanicals", "Enugu Ember", "Benin Bronze", "Jos Plateau", "Ogbomosho Grove", "Lekki Lights", "Ikoyi Reserve", "Badagry Coast", "Sokoto Sands", "Owerri Orchard", "Ibadan Indigo", "Asaba Bloom", "Yola Amber"];
const NOTES = ["Oud", "Amber", "Vetiver", "Hibiscus", "Saffron", "Sandalwood", "Citrus", "Leather", "Tonka", "Gardenia", "Lemongrass", "Cocoa", "Palm Wine", "Rose", "Cotton", "Pepper", "Musk", "Incense", "Jasmine", "Baobab"];
const MOODS = ["Midnight", "Dawn", "Harmattan", "Rainy Season", "Golden Hour", "Market Day", "Sea Breeze", "Royal", "Quiet", "Festival"];
const FORMS: Record<ProductType, readonly string[]> = {
  Perfume: ["Eau de Parfum", "Extrait", "Eau de Toilette"],
  Diffuser: ["Reed Diffuser", "Room Diffuser"],
  Deodorant: ["Body Deodorant", "Deodorant Stick"],
};
const PRICE_RANGE: Record<ProductType, [number, number]> = { Perfume: [25_000, 250_000], Diffuser: [15_000, 80_000], Deodorant: [3_000, 15_000] };
const ARTWORK: Record<ProductType, string[]> = Object.fromEntries(
  PRODUCT_TYPES.map((type) => [type, SEED_CATALOGUE.filter((item) => item.type === type).map((item) => `/products/${item.slug}.svg`)]),
) as Record<ProductType, string[]>;
/** The volumes a product of each type comes in, smallest first, with how often: most perfumes in two or three sizes. */
const SIZE_RANGES: Record<ProductType, readonly (readonly [readonly number[], number])[]> = {
  Perfume: [[[30, 50, 100], 45], [[50, 100], 35], [[100], 20]],
  Diffuser: [[[100, 200], 60], [[200], 40]],
  Deodorant: [[[150], 100]],
};
/** Sold by weight, in one size with no volume. */
const STICK = "Deodorant Stick";
const STATES = ["Lagos", "Abuja FCT", "Rivers", "Oyo", "Kano", "Enugu", "Delta", "Kaduna", "Anambra", "Edo"];

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY_MS - between(0, DAY_MS - 1));
}

/** More recent days are busier: a shop that grew over the two years. */
const orderAge = () => Math.floor(HISTORY_DAYS * random() ** 1.6);

interface CatalogueEntry {
  _id: mongoose.Types.ObjectId;
  brand: string;
  name: string;
  type: ProductType;
  sizes: [CatalogueSize, ...CatalogueSize[]];
  image: string;
}

interface CatalogueSize {
  _id: mongoose.Types.ObjectId;
  label: string;
  price: number;
  sku: string;
}

/**
 * A product's sizes, SKUs SC-L<number>-<volume>: the first at the product's price and stock, larger
 * ones dearer (seed-sizes.ts) with stock of their own, a few sold out.
 */
function buildSizes(index: number, type: ProductType, form: string, price: number, stock: number): [CatalogueSize & { stock: number }, ...(CatalogueSize & { stock: number })[]] {
  let roll = sizeRandom() * 100;
  const volumes = form === STICK ? [undefined] : (SIZE_RANGES[type].find(([, weight]) => (roll -= weight) < 0)?.[0] ?? [undefined]);
  const specs: SeedSizeSpec[] = volumes.map((volumeMl, position) => ({
    ...(volumeMl ? { volumeMl } : {}),
    stock: position === 0 ? stock : sizeRandom() < 0.05 ? 0 : 1 + Math.floor(sizeRandom() * 120),
  }));
  const [first, ...rest] = seedSizes(`L${String(index + 1).padStart(5, "0")}`, price, specs).map((size) => ({ _id: new mongoose.Types.ObjectId(), ...size }));
  if (!first) throw new Error(`product ${index + 1} has no size`);
  return [first, ...rest];
}

const pickSize = (product: CatalogueEntry): CatalogueSize => product.sizes[Math.floor(sizeRandom() * product.sizes.length)] ?? product.sizes[0];

function buildProducts(): { docs: Record<string, unknown>[]; catalogue: CatalogueEntry[] } {
  const docs: Record<string, unknown>[] = [];
  const catalogue: CatalogueEntry[] = [];
  for (let index = 0; index < PRODUCTS; index += 1) {
    const type = weighted<ProductType>([["Perfume", 60], ["Diffuser", 20], ["Deodorant", 20]]);
    const [low, high] = PRICE_RANGE[type];
    const price = Math.round(between(low, high) / 500) * 500;
    const note = pick(NOTES);
    const brand = pick(HOUSES);
    const mood = pick(MOODS);
    const form = pick(FORMS[type]);
    // The index keeps names unique, as an owner's catalogue of one house would be.
    const name = `${mood} ${note} ${form} No. ${index + 1}`;
    const onPromo = random() < 0.15;
    const image = pick(ARTWORK[type]);
    const createdAt = daysAgo(between(0, HISTORY_DAYS));
    const _id = new mongoose.Types.ObjectId();
    // Drawn in the order they always were, so the rest of the shop stays the same.
    const notes = `${note}, ${pick(NOTES)}, ${pick(NOTES)}`;
    const stock = random() < 0.05 ? 0 : between(1, 200);
    const sizes = buildSizes(index, type, form, price, stock);
    docs.push({
      _id,
      brand,
      name,
      type,
      price,
      description: `${note} at the heart, from ${brand}: a ${type.toLowerCase()} made in Nigeria for everyday wear and long evenings.`,
      notes,
      stock: sizes.reduce((total, size) => total + size.stock, 0),
      sizes,
      images: [{ url: image }],
      promo: onPromo ? { discount: between(5, 40), startDate: daysAgo(between(1, 30)), endDate: new Date(Date.now() + between(1, 60) * DAY_MS) } : { discount: 0 },
      createdAt,
      updatedAt: createdAt,
      ...(type === "Perfume" ? largeScent(scentRandom, form) : {}),
    });
    catalogue.push({ _id, brand, name, type, sizes, image });
  }
  return { docs, catalogue };
}

function buildCustomers(passwordHash: string): Record<string, unknown>[] {
  return Array.from({ length: CUSTOMERS }, (_, index) => {
    const createdAt = daysAgo(between(0, HISTORY_DAYS));
    return { _id: new mongoose.Types.ObjectId(), name: `Customer ${index + 1}`, email: `customer${index + 1}@example.ng`, passwordHash, role: "customer", createdAt, updatedAt: createdAt };
  });
}

const usedNumbers = new Set<string>();
function orderNumber(): string {
  for (;;) {
    const number = `${ORDER_NUMBER_PREFIX}${Array.from({ length: ORDER_NUMBER_LENGTH }, () => pick([...ORDER_NUMBER_ALPHABET])).join("")}`;
    if (!usedNumbers.has(number)) {
      usedNumbers.add(number);
      return number;
    }
  }
}

const TIMELINE: OrderStatus[] = ["Pending", "Order Placed", "Processing", "Shipped", "Delivered"];

function buildOrder(index: number, catalogue: CatalogueEntry[], customers: Record<string, unknown>[]): Record<string, unknown> {
  const age = orderAge();
  const createdAt = daysAgo(age);
  // Old orders have run their course; recent ones are still moving.
  const status: OrderStatus =
    age > 14
      ? weighted<OrderStatus>([["Delivered", 80], ["Cancelled", 18], ["Shipped", 2]])
      : weighted<OrderStatus>([["Pending", 20], ["Order Placed", 20], ["Processing", 20], ["Shipped", 15], ["Delivered", 15], ["Cancelled", 10]]);
  const method = weighted<"card" | "bank">([["card", 70], ["bank", 30]]);
  const paid = status !== "Pending" && status !== "Cancelled";
  const lines = Array.from({ length: weighted([[1, 60], [2, 25], [3, 10], [4, 5]]) }, () => {
    const product = pick(catalogue);
    const size = pickSize(product);
    return {
      product: product._id,
      size: size._id,
      sizeLabel: size.label,
      sku: size.sku,
      brand: product.brand,
      name: product.name,
      type: product.type,
      price: size.price,
      quantity: weighted([[1, 75], [2, 20], [3, 5]]),
      image: product.image,
    };
  });
  const itemsPrice = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const taxPrice = Math.round(itemsPrice * 7.5) / 100;
  const shippingPrice = pick([0, 2_500, 5_000]);
  const customer = random() < 0.6 ? pick(customers) : null;
  const steps = status === "Cancelled" ? ["Pending", "Cancelled"] : TIMELINE.slice(0, TIMELINE.indexOf(status) + 1);
  // A day between steps, closer together for orders younger than their steps: no step lies ahead of now.
  const stepMs = Math.min(DAY_MS, (Date.now() - createdAt.getTime()) / Math.max(1, steps.length - 1));
  const stepAt = (position: number) => new Date(createdAt.getTime() + position * stepMs);
  const updatedAt = stepAt(steps.length - 1);
  const fullName = customer ? String(customer.name) : `Guest ${index + 1}`;
  return {
    _id: new mongoose.Types.ObjectId(),
    orderNumber: orderNumber(),
    email: customer ? customer.email : `guest${index + 1}@example.ng`,
    customer: customer ? customer._id : undefined,
    orderItems: lines,
    itemsPrice,
    bundleDiscount: 0,
    taxPrice,
    shippingPrice,
    shippingMethod: shippingPrice === 0 ? "Pickup" : shippingPrice === 2_500 ? "Standard" : "Express",
    totalPrice: itemsPrice + taxPrice + shippingPrice,
    shipping: { fullName, address: `${between(1, 200)} Marina Road`, city: "Lagos", state: pick(STATES), phoneNumber: "08012345678", estimatedDelivery: new Date(createdAt.getTime() + 7 * DAY_MS) },
    status,
    payment: {
      method,
      provider: method === "bank" ? "bank" : "test",
      state: paid ? "paid" : status === "Cancelled" && method === "card" ? "failed" : "unpaid",
      reference: `large-${index + 1}`,
      paidAt: paid ? new Date(createdAt.getTime() + 60_000) : undefined,
      paidAmountKobo: paid ? Math.round((itemsPrice + taxPrice + shippingPrice) * 100) : undefined,
      // Counted: main() writes the sales ledger's days for these orders directly.
      ledger: paid ? LEDGER_STATE.counted : undefined,
    },
    stockHeld: status === "Pending",
    statusHistory: steps.map((step, position) => ({ status: step, at: stepAt(position) })),
    createdAt,
    updatedAt,
  };
}

/** Validates each document with its mongoose model, then inserts the batch as given (dates included). */
async function insertValidated(make: (doc: Record<string, unknown>) => mongoose.Document, collection: mongoose.Collection, docs: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < docs.length; start += BATCH) {
    const batch = await Promise.all(
      docs.slice(start, start + BATCH).map(async (doc) => {
        const hydrated = make(doc);
        await hydrated.validate();
        const stored: Record<string, unknown> = hydrated.toObject({ depopulate: true });
        return { ...stored, createdAt: doc.createdAt, updatedAt: doc.updatedAt };
      }),
    );
    await collection.insertMany(batch, { ordered: false });
  }
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, "..");
  const choice = chooseDatabase({ ...process.env, MONGODB_DATA_DIR: process.env.MONGODB_DATA_DIR || ".data/large" }, { cwd: root });
  const database = await startDatabase(choice, { cwd: root });
  console.log(`[seed:large] ${database.description}`);
  try {
    await mongoose.connect(database.uri, { dbName: process.env.MONGODB_DB_NAME || undefined });
    if ((await Product.estimatedDocumentCount()) > 0) {
      console.log("[seed:large] the database already has products: left as it is");
      return;
    }
    const started = Date.now();
    const { docs, catalogue } = buildProducts();
    await insertValidated((doc) => new Product(doc), Product.collection, docs);
    console.log(`[seed:large] ${PRODUCTS.toLocaleString("en")} products`);
    await Collection.insertMany(SEED_COLLECTIONS);
    const customers = buildCustomers(await bcrypt.hash("Customer-Passw0rd!", 10));
    await insertValidated((doc) => new User(doc), User.collection, customers);
    console.log(`[seed:large] ${CUSTOMERS.toLocaleString("en")} customers (password Customer-Passw0rd!)`);
    const sales: PaidSale[] = [];
    for (let start = 0; start < ORDERS; start += BATCH * 5) {
      const orders = Array.from({ length: Math.min(BATCH * 5, ORDERS - start) }, (_, offset) => buildOrder(start + offset, catalogue, customers));
      await insertValidated((doc) => new Order(doc), Order.collection, orders);
      for (const order of orders) {
        const payment = order.payment as { ledger?: string; paidAt?: Date };
        if (payment.ledger) {
          const lines = (order.orderItems as { product: unknown; brand: string; name: string; type: string; price: number; quantity: number }[]).map((item) => ({ ...item, product: String(item.product) }));
          sales.push({ id: String(order._id), totalPrice: order.totalPrice as number, channel: SALES_CHANNEL.website, paidAt: payment.paidAt as Date, lines });
        }
      }
      console.log(`[seed:large] ${(start + orders.length).toLocaleString("en")} orders`);
    }
    // The ledger's days built in one go: counting 80,000 orders one batch at a time takes minutes.
    await SalesDay.insertMany(salesByShopDay(sales).map(({ day, sales: daySales }) => newDayEntry(day, daySales)));
    console.log(`[seed:large] sales ledger: ${sales.length.toLocaleString("en")} paid orders`);
    // The app builds its indexes when its models load; build them now so the first start is not slow.
    await Promise.all([Product.syncIndexes(), Collection.syncIndexes(), Order.syncIndexes(), User.syncIndexes(), SalesDay.syncIndexes()]);
    console.log(`[seed:large] done in ${((Date.now() - started) / 1000).toFixed(0)} s; measure with: npm run bench:http -- --large`);
  } finally {
    await mongoose.disconnect();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed:large] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
