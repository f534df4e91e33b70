import mongoose from "mongoose";
import { Order } from "@/models/order";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { shopThatServedAPage } from "../support/cache";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { commandsSentBy } from "../support/database-commands";
import { createProduct, initializeBody } from "../support/order-fixtures";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";

/**
 * Outside a request Next.js's `after` refuses, and an order's work after its answer runs at once,
 * awaited; while `answering` is set it is kept instead, as a server answering a burst leaves it
 * until the answer is sent.
 */
const answered: (() => Promise<unknown>)[] = [];
let answering = false;
jest.mock("next/server", () => ({
  ...jest.requireActual<object>("next/server"),
  after: (task: () => Promise<unknown>) => {
    if (!answering) throw new Error("`after` was called outside a request scope");
    answered.push(task);
  },
}));

setupTestDatabase();
beforeAll(() => useTestMode());
afterEach(async () => {
  answering = false;
  answered.length = 0;
  await clearDatabase();
});

let shopper = 0;
async function placeOneOrder(product: string): Promise<void> {
  shopper += 1;
  const { status } = await callRoute(initialize, {
    method: "POST",
    url: "/api/payment/initialize",
    body: initializeBody([{ product, quantity: 1 }], { method: "bank", email: `drop${shopper}@example.com` }),
    headers: { [CLIENT_ADDRESS_HEADER]: `10.47.${Math.floor(shopper / 250)}.${shopper % 250}` },
  });
  expect(status).toBe(200);
}

const commandsOfOneOrder = (product: string) => commandsSentBy(() => placeOneOrder(product));

/** What the order itself asks: index builds are the process's, and the stock clock's beat is written once a second for every order in it (lib/cache/revalidate.ts), and read once a beat by the process's copy of the tag state, whatever it does (lib/cache/process-tag-follower.ts). */
const ordersOwn = (commands: string[]) => commands.filter((command) => !/^(createIndexes|ismaster|hello) /.test(command) && command !== "update next_cache_state" && command !== "find next_cache_state");

/** The models whose documents were validated while one order was placed, one entry per validation. */
async function validationsOfOneOrder(product: string): Promise<string[]> {
  const validated: string[] = [];
  const prototype = mongoose.Document.prototype as unknown as Record<"validate" | "$validate", (...args: unknown[]) => Promise<void>>;
  const spies = (["validate", "$validate"] as const).map((method) => {
    const validate = prototype[method];
    return jest.spyOn(prototype, method).mockImplementation(async function (this: { constructor: { modelName?: string } }, ...args: unknown[]) {
      if (this.constructor.modelName) validated.push(this.constructor.modelName);
      return validate.apply(this, args);
    });
  });
  try {
    await commandsOfOneOrder(product);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return validated;
}

/** The mongoose queries run while one order was placed, as "<operation> <model>". */
async function mongooseQueriesOfOneOrder(product: string): Promise<string[]> {
  const queries: string[] = [];
  const exec = mongoose.Query.prototype.exec;
  const spy = jest.spyOn(mongoose.Query.prototype, "exec").mockImplementation(function (this: { op?: string; model: { modelName: string } }, ...args: unknown[]) {
    queries.push(`${this.op ?? "?"} ${this.model.modelName}`);
    return (exec as (...rest: unknown[]) => Promise<unknown>).apply(this, args);
  });
  try {
    await commandsOfOneOrder(product);
  } finally {
    spy.mockRestore();
  }
  return queries;
}

describe("placing a bank-transfer order", () => {
  it("sends the placement's own reads and writes through the driver, not mongoose's query casting (bench:drop's profile: mongoose's share of the server's CPU)", async () => {
    const product = await createProduct({ stock: 100 });
    await commandsOfOneOrder(product._id);
    const queries = await mongooseQueriesOfOneOrder(product._id);
    // The rate-limit windows, the unpaid-order counts, the cart's products and the intent's commit and forgetting.
    for (const model of ["RateLimitWindow", "OrderIntent"]) expect(queries.filter((query) => query.endsWith(` ${model}`))).toEqual([]);
    expect(queries).not.toContain("countDocuments Order");
    expect(queries).not.toContain("find Product");
  });

  it("builds and validates the order once, and stores it and its intent as built (no second mongoose document)", async () => {
    const product = await createProduct({ stock: 100 });
    const validated = await validationsOfOneOrder(product._id);
    expect(validated.filter((model) => model === "Order")).toEqual(["Order"]);
    expect(validated).not.toContain("OrderIntent");
  });

  it("stores the order exactly as mongoose would: cast, with its defaults, timestamps and version", async () => {
    const product = await createProduct({ stock: 100 });
    await commandsOfOneOrder(product._id);
    const stored = await Order.collection.findOne({});
    if (!stored) throw new Error("no order stored");
    const { _id, ...fields } = stored;
    // A document made from what was stored casts and completes anything a plain insert left raw or missing.
    const remade = new Order({ ...fields, _id }).toBSON() as Record<string, unknown>;
    expect({ ...stored }).toEqual({ ...remade, __v: 0 });
    expect(stored).toMatchObject({ __v: 0, createdAt: expect.any(Date), updatedAt: expect.any(Date), channel: "website", stockHeld: true });
    expect((stored.orderItems as { product: unknown; _id: unknown }[])[0]).toMatchObject({ product: expect.any(mongoose.Types.ObjectId), _id: expect.any(mongoose.Types.ObjectId) });
  });

  it("goes to the database at most 17 times (18 before the client's two windows were one, 19 before the settings were kept in memory, 16 before its hold was kept off the product; 17, 22 and 28 before that), and never reads back what it has just written", async () => {
    await shopThatServedAPage();
    const product = await createProduct({ stock: 100 });
    // The first order of a process also creates indexes and reads what later ones find cached.
    await commandsOfOneOrder(product._id);
    const commands = ordersOwn(await commandsOfOneOrder(product._id));
    expect(commands.length).toBeLessThanOrEqual(17);
    // The address's orders, its unpaid orders and their units: one window, one update.
    expect(commands.filter((command) => command === "findAndModify ratelimitwindows")).toHaveLength(1);
    // The intent is written, committed and forgotten; the order written once: neither is read back
    // (the address's unpaid orders and placements are found before either is written).
    const written = commands.indexOf("insert orderintents");
    expect(commands.slice(written).filter((command) => command.startsWith("find orderintents"))).toEqual([]);
    // Nor is the order: its greeting only asks, after it is stored, whether its address paid before.
    expect(commands.slice(written).filter((command) => command.startsWith("find orders"))).toEqual([]);
    expect(commands.filter((command) => /^(find|aggregate) order(intent)?s$/.test(command)).sort()).toEqual(["find orderintents", "find orders"]);
    expect(commands.indexOf("distinct orders")).toBeGreaterThan(commands.indexOf("insert orders"));
    // The units are taken in one update, which also answers the stock its pages and the low-stock check need; the
    // hold's record is written before it and finished after the answer, and only then is the take's marker pulled from the product.
    expect(commands.filter((command) => command.endsWith(" products"))).toEqual(["find products", "findAndModify products", "update products"]);
    expect(commands.filter((command) => command.endsWith(" stockmoves"))).toEqual(["insert stockmoves", "update stockmoves"]);
    // The settings are the process's copy, fresh by their cache tag (lib/settings/kept-settings.ts).
    expect(commands.filter((command) => command === "find storesettings")).toEqual([]);
    // Both messages go to the outbox in one write and come off the order in one more.
    expect(commands.filter((command) => command.endsWith(" mailmessages"))).toEqual(["insert mailmessages"]);
    expect(commands.filter((command) => command === "update orders")).toHaveLength(1);
  });

  // Alone, an order's work after its answer is a write of each kind for one order; in a burst one write serves many.
  it("in a burst of ten goes to the database at most 10 times an order (9.8; 10.7 before the work after the answer waited for the next orders, 12.4 before its takes were finished after the answer): the takes of orders answered meanwhile are finished together, as their intents are forgotten", async () => {
    await shopThatServedAPage();
    const product = await createProduct({ stock: 100 });
    await commandsOfOneOrder(product._id);
    answering = true;
    const BURST = 10;
    const commands = ordersOwn(
      await commandsSentBy(async () => {
        for (let order = 0; order < BURST; order += 1) await placeOneOrder(product._id);
        // The first order's work waits for the others (AFTER_ANSWER_BATCHES), and the ten go together.
        await Promise.all(answered.map((task) => task()));
      }),
    );
    expect(commands.length / BURST).toBeLessThanOrEqual(10);
    // Each order's record is written and its units taken before its answer; records finished and markers pulled, one write each for the ten.
    expect(commands.filter((command) => command.endsWith(" stockmoves"))).toEqual([...Array(BURST).fill("insert stockmoves"), "update stockmoves"]);
    expect(commands.filter((command) => command === "update products")).toHaveLength(1);
    expect(commands.filter((command) => command === "delete orderintents")).toHaveLength(1);
  });

  // A drop's queue: placements in flight together share each step's write (batched-inserts.ts, product-takes.ts).
  it("placed ten at once, reads and writes each step of the orders at that step together: carts, unpaid orders, intents, records, units, commits and orders in fewer commands than orders", async () => {
    await shopThatServedAPage();
    const product = await createProduct({ stock: 100 });
    await commandsOfOneOrder(product._id);
    answering = true;
    const BURST = 10;
    const commands = ordersOwn(await commandsSentBy(() => Promise.all(Array.from({ length: BURST }, () => placeOneOrder(product._id)))));
    for (const step of ["find products", "find orders", "find orderintents", "insert orderintents", "insert stockmoves", "findAndModify products", "update orderintents", "insert orders"]) {
      expect(commands.filter((command) => command === step).length).toBeLessThan(BURST / 2);
    }
    expect(await Order.countDocuments({ "orderItems.product": product._id })).toBe(BURST + 1);
    expect((await mongoose.connection.db?.collection("products").findOne({ _id: new mongoose.Types.ObjectId(product._id) }))?.stock).toBe(100 - BURST - 1);
  });
});
