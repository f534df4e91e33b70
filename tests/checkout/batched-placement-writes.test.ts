import mongoose, { Types } from "mongoose";
import { insertsInBatches } from "@/lib/checkout/batched-inserts";
import { takeFromProduct } from "@/lib/checkout/product-takes";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { Product } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { commandsSentBy } from "../support/database-commands";
import { createProduct } from "../support/order-fixtures";

setupTestDatabase();
afterEach(() => clearDatabase());

/** A collection of its own, with a unique index, for the inserts alone. */
const Ticket = mongoose.model("BatchTicket", new mongoose.Schema({ code: { type: String, unique: true } }));

describe("inserts made at once by placements at the same step", () => {
  it("go to the database as one command for those made while the first was written, and each is stored", async () => {
    await Ticket.init();
    const insert = insertsInBatches(Ticket);
    const commands = await commandsSentBy(() => Promise.all(Array.from({ length: 6 }, (_, index) => insert({ _id: new Types.ObjectId(), code: `T${index}` }))));
    expect(commands.filter((command) => command === "insert batchtickets")).toEqual(["insert batchtickets", "insert batchtickets"]);
    expect((await Ticket.find({}, { code: 1 }).lean()).map((ticket) => ticket.code).sort()).toEqual(["T0", "T1", "T2", "T3", "T4", "T5"]);
  });

  it("refuse only the document that clashes, with the duplicate-key error a lone insert throws, its key named", async () => {
    await Ticket.init();
    await Ticket.create({ code: "TAKEN" });
    const insert = insertsInBatches(Ticket);
    const outcomes = await Promise.allSettled(["A", "B", "TAKEN", "C"].map((code) => insert({ _id: new Types.ObjectId(), code })));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const refusal = (outcomes[2] as PromiseRejectedResult).reason as { keyValue?: unknown };
    expect(isDuplicateKeyError(refusal, "code")).toBe(true);
    expect(isDuplicateKeyError(refusal, "_id")).toBe(false);
    expect(refusal.keyValue).toEqual({ code: "TAKEN" });
    expect((await Ticket.find({}, { code: 1 }).lean()).map((ticket) => ticket.code).sort()).toEqual(["A", "B", "C", "TAKEN"]);
  });
});

describe("units of one size taken at once by several placements", () => {
  const takeOf = async (productId: string, quantity = 1) => {
    const product = await Product.findById(productId, { "sizes._id": 1 }).lean();
    const size = product?.sizes?.[0]?._id as Types.ObjectId;
    return { product: new Types.ObjectId(productId), size, order: new Types.ObjectId(), quantity };
  };

  it("are taken for those that came while the first was written in one update, each under its own marker", async () => {
    const { _id } = await createProduct({ stock: 50 });
    const takes = await Promise.all(Array.from({ length: 5 }, () => takeOf(_id, 2)));
    const commands = await commandsSentBy(async () => {
      const seen = await Promise.all(takes.map((take) => takeFromProduct(take)));
      expect(seen.map((view) => view?.stock)).toEqual([48, 40, 40, 40, 40]);
    });
    expect(commands.filter((command) => command === "findAndModify products")).toHaveLength(2);
    const stored = await Product.findById(_id, { stock: 1, sizes: 1, takes: 1 }).lean<{ stock: number; sizes: { stock: number }[]; takes: { order: Types.ObjectId; quantity: number }[] }>();
    expect(stored?.stock).toBe(40);
    expect(stored?.sizes[0]?.stock).toBe(40);
    expect(stored?.takes.map((marker) => marker.order.toString()).sort()).toEqual(takes.map((take) => take.order.toString()).sort());
  });

  it("go to the first that came, one at a time, when the size has not enough for all: the rest take nothing", async () => {
    const { _id } = await createProduct({ stock: 3 });
    const takes = await Promise.all(Array.from({ length: 5 }, () => takeOf(_id)));
    const seen = await Promise.all(takes.map((take) => takeFromProduct(take)));
    expect(seen.map((view) => view?.stock ?? "short")).toEqual([2, 1, 0, "short", "short"]);
    expect((await Product.findById(_id, { stock: 1, takes: 1 }).lean<{ stock: number; takes: unknown[] }>())?.takes).toHaveLength(3);
  });

  it("take an order's units once when its take comes twice in one batch", async () => {
    const { _id } = await createProduct({ stock: 10 });
    const first = await takeOf(_id);
    const [, ...again] = await Promise.all([takeFromProduct(await takeOf(_id)), takeFromProduct(first), takeFromProduct(first)]);
    expect(again.map((view) => view !== null).sort()).toEqual([false, true]);
    expect((await Product.findById(_id, { stock: 1 }).lean<{ stock: number }>())?.stock).toBe(8);
  });
});
