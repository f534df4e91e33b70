// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Connection } = require("mongoose/node_modules/mongodb/lib/cmap/connection") as { Connection: { prototype: { command: (...args: unknown[]) => Promise<unknown> } } };
const original = Connection.prototype.command;
import mongoose from "mongoose";
import { Order } from "@/models/order";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, initializeBody } from "../support/order-fixtures";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";

setupTestDatabase();
beforeAll(() => useTestMode());
afterEach(clearDatabase);

let shopper = 0;
async function commandsOfOneOrder(product: string): Promise<string[]> {
  shopper += 1;
  const seen: string[] = [];
  const spy = jest.spyOn(Connection.prototype, "command").mockImplementation(async function (this: unknown, ...args: unknown[]) {
    const command = args[1] as Record<string, unknown>;
    const name = Object.keys(command)[0] ?? "";
    seen.push(`${name} ${String(command[name])}`);
    return original.apply(this, args);
  });
  const { status } = await callRoute(initialize, {
    method: "POST",
    url: "/api/payment/initialize",
    body: initializeBody([{ product, quantity: 1 }], { method: "bank", email: `drop${shopper}@example.com` }),
    headers: { [CLIENT_ADDRESS_HEADER]: `10.47.0.${shopper}` },
  });
  spy.mockRestore();
  expect(status).toBe(200);
  return seen;
}

/** What the order itself asks: index builds are the process's, and the stock clock's beat is written once a second for every order in it (lib/cache/revalidate.ts). */
const ordersOwn = (commands: string[]) => commands.filter((command) => !/^(createIndexes|ismaster|hello) /.test(command) && command !== "update next_cache_state");

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

describe("placing a bank-transfer order", () => {
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

  it("goes to the database at most 17 times (22 before, 28 before the drop's work), and never reads back what it has just written", async () => {
    const product = await createProduct({ stock: 100 });
    // The first order of a process also creates indexes and reads what later ones find cached.
    await commandsOfOneOrder(product._id);
    const commands = ordersOwn(await commandsOfOneOrder(product._id));
    expect(commands.length).toBeLessThanOrEqual(17);
    // The intent is written, committed and forgotten; the order written once: neither is read back.
    expect(commands.filter((command) => command.startsWith("find orderintents"))).toEqual([]);
    expect(commands.indexOf("find orders")).toBeGreaterThan(commands.indexOf("insert orders"));
    // The units are taken in one update, which also answers the stock its pages and the low-stock check need.
    expect(commands.filter((command) => command.endsWith(" products"))).toEqual(["find products", "findAndModify products"]);
    expect(commands.filter((command) => command === "find storesettings")).toHaveLength(1);
    // Both messages go to the outbox in one write and come off the order in one more.
    expect(commands.filter((command) => command.endsWith(" mailmessages"))).toEqual(["insert mailmessages"]);
    expect(commands.filter((command) => command === "update orders")).toHaveLength(1);
  });
});
