import mongoose, { Types } from "mongoose";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { releaseExpiredOrders } from "@/lib/checkout/expiry";
import { returnAllStock, settleStock, takeStock } from "@/lib/checkout/holds";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "@/lib/checkout/recovery";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { StockMove } from "@/models/stock-move";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { withEnvironment } from "../support/environment";
import { heldUnitsOf, openHolds } from "../support/held-stock";
import { createProduct, initializeBody, stockOf } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
// Transfers may hold the whole shelf here, so the share plays no part unless a test sets it.
withEnvironment({ UNPAID_HOLD_PERCENT: "100" });
afterEach(() => clearDatabase());
jest.setTimeout(120_000);

type Answer = ApiAnswer & { reason?: string; data: { orderId: string } };

let shopper = 0;
/** A bank-transfer order from its own shopper and address, as a drop's queue places them. */
function transfer(productId: string, quantity = 1) {
  shopper += 1;
  return callRoute<Answer>(initialize, {
    method: "POST",
    body: initializeBody([{ product: productId, quantity }], { method: "bank", email: `queue${shopper}@example.ng` }),
    headers: { [CLIENT_ADDRESS_HEADER]: `10.${Math.floor(shopper / 250) % 250}.${shopper % 250}.7` },
  });
}

/** The bytes of the product as the database stores it, every field included. */
async function storedBytes(productId: string): Promise<number> {
  const stored = await Product.collection.findOne({ _id: new Types.ObjectId(productId) });
  return mongoose.mongo.BSON.calculateObjectSize(stored ?? {});
}

const sizeOf = async (productId: string) => (await Product.findById(productId, { sizes: 1 }).lean())?.sizes?.[0]?._id as Types.ObjectId;
const orderId = async (orderNumber: string) => (await Order.findOne({ orderNumber }, { _id: 1 }).lean())?._id as Types.ObjectId;
/** An order id made `seconds` ago: recovery treats it as past its grace. */
const oldOrder = (seconds = 120) => Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - seconds);
const recoverLater = () => recoverOrderPlacements(new Date(Date.now() + PLACEMENT_GRACE_MS + 1000));

describe("a drop of unpaid orders", () => {
  it("leaves the product's stored document the same size however many transfers wait for payment", async () => {
    const product = await createProduct({ stock: 1000 });
    for (let order = 0; order < 5; order += 1) expect((await transfer(product._id)).status).toBe(200);
    const afterFive = await storedBytes(product._id);
    for (let order = 0; order < 35; order += 1) expect((await transfer(product._id)).status).toBe(200);
    expect(await stockOf(product._id)).toBe(960);
    expect(await heldUnitsOf(product._id)).toBe(40);
    // Before, each unpaid order left a hold and a stock-move marker on the product: about 250 bytes more an order.
    expect(await storedBytes(product._id)).toBe(afterFive);
    expect(await Product.findById(product._id, { holds: 1, takes: 1, stockMoves: 1 }).lean()).toMatchObject({ holds: [] });
    expect((await Product.findById(product._id, { takes: 1 }).lean())?.takes ?? []).toEqual([]);
    expect(await openHolds([product._id])).toHaveLength(40);
  });

  it("never sells more than the last units when 30 transfers arrive at once", async () => {
    const product = await createProduct({ stock: 5 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => transfer(product._id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(25);
    expect(await stockOf(product._id)).toBe(0);
    expect(await heldUnitsOf(product._id)).toBe(5);
    expect(await openHolds([product._id])).toHaveLength(5);
    // Refused orders leave no record behind, and no line in the history.
    expect(await StockMove.countDocuments({ product: product._id })).toBe(5);
  });

  it("still keeps transfers to their share, counting the holds written on the product before", async () => {
    const product = await createProduct({ stock: 20 });
    const size = await sizeOf(product._id);
    // An older transfer's hold of 3, on the product as before: a quarter of 20 leaves room for 2 more.
    await Product.updateOne(
      { _id: product._id },
      { $inc: { "sizes.0.stock": -3, stock: -3 }, $push: { holds: { order: oldOrder(), size, quantity: 3, paidLater: true } } },
    );
    await withShare("25", async () => {
      expect((await transfer(product._id, 1)).status).toBe(200);
      const over = await transfer(product._id, 2);
      expect(over.status).toBe(409);
      expect(over.body.reason).toBe("unpaid-ceiling");
      expect((await transfer(product._id, 1)).status).toBe(200);
    });
    expect(await heldUnitsOf(product._id, { paidLater: true })).toBe(5);
  });
});

async function withShare(percent: string, run: () => Promise<void>): Promise<void> {
  const before = process.env.UNPAID_HOLD_PERCENT;
  process.env.UNPAID_HOLD_PERCENT = percent;
  try {
    await run();
  } finally {
    process.env.UNPAID_HOLD_PERCENT = before;
  }
}

/** An order placed before holds were kept off the product: its hold written back onto it as it was then. */
async function asHeldOnProduct(productId: string, orderNumber: string): Promise<void> {
  const order = await orderId(orderNumber);
  const record = await StockMove.findOne({ order, "hold.state": "held" }).lean();
  if (!record) throw new Error("no hold recorded");
  await Product.collection.updateOne(
    { _id: record.product },
    { $push: { holds: { order, size: record.size, quantity: record.units, paidLater: true } } as never, $inc: { [`held.${record.size.toString()}.all`]: -record.units, [`held.${record.size.toString()}.paidLater`]: -record.units } },
  );
  await StockMove.deleteOne({ _id: record._id });
  expect(await heldUnitsOf(productId)).toBe(record.units);
}

describe.each([
  ["kept off the product", false],
  ["written on the product before", true],
])("a hold %s", (_, onProduct) => {
  async function placed(stock: number, quantity: number) {
    const product = await createProduct({ stock });
    const answer = await transfer(product._id, quantity);
    expect(answer.status).toBe(200);
    if (onProduct) await asHeldOnProduct(product._id, answer.body.data.orderId);
    return { product: product._id, orderNumber: answer.body.data.orderId };
  }

  it("gives its units back once when the transfer never comes", async () => {
    const { product, orderNumber } = await placed(6, 2);
    const late = new Date(Date.now() + 49 * 60 * 60_000);
    const [first, second] = await Promise.all([releaseExpiredOrders(late), releaseExpiredOrders(late)]);
    expect([...first, ...second]).toEqual([orderNumber]);
    expect(await stockOf(product)).toBe(6);
    expect(await heldUnitsOf(product)).toBe(0);
    expect(await openHolds([product])).toEqual([]);
    await returnAllStock(await orderId(orderNumber));
    expect(await stockOf(product)).toBe(6);
  });

  it("keeps its units sold once the transfer is confirmed, and settles", async () => {
    const { product, orderNumber } = await placed(6, 2);
    await changeOrderStatus((await orderId(orderNumber)).toString(), "Order Placed");
    expect(await stockOf(product)).toBe(4);
    expect(await heldUnitsOf(product)).toBe(0);
    expect(await openHolds([product])).toEqual([]);
    // A late cancellation finds nothing to give back.
    expect(await returnAllStock(await orderId(orderNumber))).toEqual([]);
    expect(await stockOf(product)).toBe(4);
  });

  it("gives its units back when the owner cancels", async () => {
    const { product, orderNumber } = await placed(6, 3);
    await changeOrderStatus((await orderId(orderNumber)).toString(), "Cancelled");
    expect(await stockOf(product)).toBe(6);
    expect(await openHolds([product])).toEqual([]);
  });
});

describe("a hold stopped between any two of its writes", () => {
  /** A product of 10 from which an order (made long ago, never stored) takes 4, then the state is wound back to a crash point. */
  async function takenThenWoundBack(windBack: (product: string, order: Types.ObjectId, size: Types.ObjectId) => Promise<void>) {
    const product = (await createProduct({ stock: 10 }))._id;
    const order = oldOrder();
    expect(await takeStock(product, null, order, 4)).toBe("taken");
    await windBack(product, order, await sizeOf(product));
    return { product, order };
  }
  const pushTake = (product: string, order: Types.ObjectId, size: Types.ObjectId) => Product.updateOne({ _id: product }, { $push: { takes: { order, size, quantity: 4 } } });
  const recordState = (order: Types.ObjectId, state: string, since = new Date(Date.now() - 60_000)) =>
    StockMove.updateOne({ order, kind: "held" }, { $set: { "hold.state": state, "hold.since": since } });

  it.each([
    ["its record is written, nothing taken", async (product: string, order: Types.ObjectId) => {
      await returnAllStock(order);
      await recordState(order, "taking");
      expect(await stockOf(product)).toBe(10);
    }],
    ["the units are taken and marked, the record still taking", async (product: string, order: Types.ObjectId, size: Types.ObjectId) => {
      await pushTake(product, order, size);
      await recordState(order, "taking");
    }],
    ["the record is held, the marker not yet pulled", async (product: string, order: Types.ObjectId, size: Types.ObjectId) => {
      await pushTake(product, order, size);
    }],
    ["the record is claimed for giving back, the product not yet moved", async (_product: string, order: Types.ObjectId) => {
      await recordState(order, "returning");
    }],
    ["the units are back under their marker, the record not finished", async (product: string, order: Types.ObjectId) => {
      await returnAllStock(order);
      // The give-back's marker back on the product and out of the history, as the crash left them.
      const { _id, product: _of, ...marker } = (await StockMove.findOneAndDelete({ order, kind: "released" }).lean()) ?? {};
      await Product.updateOne({ _id: product }, { $push: { stockMoves: marker } });
      await recordState(order, "returning");
      expect((await Product.findById(product, { stockMoves: 1 }).lean())?.stockMoves).toMatchObject([{ kind: "released", order, units: 4 }]);
    }],
  ])("gives the units of an order never stored back exactly once when %s", async (_, windBack) => {
    const { product, order } = await takenThenWoundBack(windBack);
    await recoverLater();
    await recoverLater();
    expect(await stockOf(product)).toBe(10);
    expect(await heldUnitsOf(product)).toBe(0);
    expect(await openHolds([product])).toEqual([]);
    // Nothing is left on the product once a pass comes a grace after the record finished, and a return is in the history at most once.
    await recoverOrderPlacements(new Date(Date.now() + 2 * (PLACEMENT_GRACE_MS + 1000)));
    expect((await Product.findById(product, { stockMoves: 1 }).lean())?.stockMoves ?? []).toEqual([]);
    expect((await Product.findById(product, { takes: 1 }).lean())?.takes ?? []).toEqual([]);
    expect(await StockMove.countDocuments({ order, kind: "released" })).toBeLessThanOrEqual(1);
  });

  it("keeps a Pending order's hold and pulls the marker a crash left", async () => {
    const product = (await createProduct({ stock: 10 }))._id;
    const answer = await transfer(product, 4);
    const order = await orderId(answer.body.data.orderId);
    await pushTake(product, order, await sizeOf(product));
    await Order.updateOne({ _id: order }, { $set: { createdAt: new Date(Date.now() - 60_000) } });
    await recoverOrderPlacements(new Date(order.getTimestamp().getTime() + PLACEMENT_GRACE_MS + 2000));
    expect(await stockOf(product)).toBe(6);
    expect((await Product.findById(product, { takes: 1 }).lean())?.takes ?? []).toEqual([]);
    expect(await openHolds([product])).toHaveLength(1);
  });

  it("settles a paid order's hold whose settling a crash cut short: the units stay sold, the count of held units falls once", async () => {
    const product = (await createProduct({ stock: 10 }))._id;
    const answer = await transfer(product, 4);
    const order = await orderId(answer.body.data.orderId);
    await Order.updateOne({ _id: order }, { $set: { status: "Order Placed", "payment.state": "paid" } });
    await recordState(order, "settling");
    await recoverLater();
    await settleStock(order);
    await recoverLater();
    expect(await stockOf(product)).toBe(6);
    expect(await heldUnitsOf(product)).toBe(0);
    expect(await openHolds([product])).toEqual([]);
    expect(await StockMove.countDocuments({ order, kind: "paid" })).toBe(1);
  });
});

describe("a drop's payments and give-backs", () => {
  it("leaves no marker on the product once each payment or give-back no step was stalled on is finished, however many come within a grace", async () => {
    const product = (await createProduct({ stock: 100 }))._id;
    const orders = Array.from({ length: 20 }, () => new Types.ObjectId());
    for (const order of orders) expect(await takeStock(product, null, order, 1)).toBe("taken");
    for (const [index, order] of orders.entries()) await (index % 2 === 0 ? settleStock(order) : returnAllStock(order));
    expect(await stockOf(product)).toBe(90);
    expect(await heldUnitsOf(product)).toBe(0);
    // Kept a grace each, a drop's payments at 30 a second left 300 markers (60 kB) on the product every take rewrites.
    expect((await Product.findById(product, { stockMoves: 1 }).lean())?.stockMoves ?? []).toEqual([]);
    expect(await StockMove.countDocuments({ product, kind: { $in: ["released", "paid"] } })).toBe(20);
  });
});
