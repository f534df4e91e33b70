import { Types } from "mongoose";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { GET as track } from "@/app/api/orders/track/route";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { giveProductsSizes } from "@/lib/catalog/size-migration";
import { releaseExpiredOrders } from "@/lib/checkout/expiry";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { changeOrderStatus } from "@/lib/orders/order-status";
import type { TrackedOrder } from "@/lib/orders/tracked-order";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { Promotion } from "@/models/promotion";
import { createProduct, EMAIL, initializeBody } from "../support/order-fixtures";
import { callRoute } from "../support/request";
import { setupCheckoutTests } from "../support/checkout-tests";
import { StockMove } from "@/models/stock-move";

setupCheckoutTests();

const DAY = 86_400_000;
const place = async (items: { product: string; quantity: number }[], email: string, promoCode?: string) => {
  const placed = await callRoute<{ data: { orderId: string } }>(initialize, { method: "POST", body: initializeBody(items, { method: "bank", email, promoCode }) });
  expect(placed.status).toBe(200);
  return placed.body.data.orderId;
};

/**
 * Takes the shop back to how it was stored before sizes, as an older database or backup holds it:
 * products with a price and stock and no sizes, holds naming no size, order lines with no size.
 */
async function asBeforeSizes() {
  // Holds were written on the product then (lib/checkout/stock-holds.ts keeps them off it since).
  for (const record of await StockMove.find({ "hold.state": "held" }).lean()) {
    await Product.collection.updateOne({ _id: record.product }, { $push: { holds: { order: record.order, quantity: record.units } } as never });
  }
  await StockMove.deleteMany({});
  await Product.collection.updateMany({}, { $unset: { sizes: "", held: "" } });
  await Product.collection.updateMany({ "holds.0": { $exists: true } }, { $unset: { "holds.$[].size": "" } });
  // One field per update: the built-in engine refuses sibling paths under one $[] (its README lists it).
  for (const field of ["size", "sizeLabel", "sku"]) await Order.collection.updateMany({}, { $unset: { [`orderItems.$[].${field}`]: "" } });
}

async function shopFigures() {
  const products = await Product.find({}).select("+holds").sort({ name: 1 }).lean();
  return products.map((product) => ({
    name: product.name,
    price: product.price,
    stock: product.stock,
    sizeStock: product.sizes?.reduce((sum, size) => sum + size.stock, 0),
    held: (product.holds ?? []).reduce((sum, hold) => sum + hold.quantity, 0),
  }));
}

describe("a shop stored before sizes, with orders, holds and promotions", () => {
  it("starts with every product in one size, loses no product, order, stock or hold, and its orders expire, confirm and track as before", async () => {
    const oud = await createProduct({ name: "Oud", price: 60000, stock: 9 });
    const rose = await createProduct({ name: "Rose", price: 30000, stock: 5 });
    const amber = await createProduct({ name: "Amber", price: 45000, stock: 0 });
    await Promotion.create({ name: "Launch", code: "LAUNCH10", discount: 10, usageLimit: 5, startDate: shopDay(new Date(Date.now() - DAY)), endDate: shopDay(new Date(Date.now() + 30 * DAY)) });
    const expiring = await place([{ product: oud._id, quantity: 2 }, { product: rose._id, quantity: 1 }], "first@example.com", "LAUNCH10");
    const confirming = await place([{ product: oud._id, quantity: 1 }], "second@example.com");
    const delivered = await place([{ product: rose._id, quantity: 2 }], EMAIL);
    await changeOrderStatus((await Order.findOne({ orderNumber: delivered }).lean())!._id.toString(), "Order Placed");
    const trackedBefore = await trackItems(delivered, EMAIL);

    await asBeforeSizes();
    const before = await shopFigures();
    expect(before.map(({ name, stock, held }) => [name, stock, held])).toEqual([["Amber", 0, 0], ["Oud", 6, 3], ["Rose", 2, 1]]);
    const orders = await Order.countDocuments();

    // Start, and a second start (a restart): the second finds nothing left to do.
    expect(await giveProductsSizes(Product.collection)).toBe(3);
    expect(await giveProductsSizes(Product.collection)).toBe(0);
    const after = await shopFigures();
    expect(after).toEqual(before.map((product) => ({ ...product, sizeStock: product.stock })));
    expect(await Order.countDocuments()).toBe(orders);
    expect((await Product.findById(amber._id).lean())?.sizes).toHaveLength(1);

    // The expired order gives its units back to the only size, and its promotion use back.
    await Order.updateOne({ orderNumber: expiring }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await releaseExpiredOrders()).toEqual([expiring]);
    expect((await Product.findById(oud._id).lean())?.sizes?.map((size) => size.stock)).toEqual([8]);
    expect((await Product.findById(rose._id).lean())?.sizes?.map((size) => size.stock)).toEqual([3]);
    expect((await Promotion.findOne({ code: "LAUNCH10" }).lean())?.usedCount).toBe(0);

    // The owner confirms the other transfer: its unit stays sold, and its hold (naming no size) is settled as it is paid.
    await changeOrderStatus((await Order.findOne({ orderNumber: confirming }).lean())!._id.toString(), "Order Placed");
    const oudNow = await Product.findById(oud._id).select("+holds").lean();
    expect({ stock: oudNow?.stock, sizes: oudNow?.sizes?.map((size) => size.stock), held: oudNow?.holds?.map((hold) => hold.quantity) }).toEqual({ stock: 8, sizes: [8], held: [] });

    // An order from before sizes tracks as it did.
    expect(await trackItems(delivered, EMAIL)).toEqual(trackedBefore);
  });
});

async function trackItems(orderNumber: string, email: string) {
  const tracked = await callRoute<TrackedOrder>(track, {
    url: `/api/orders/track?orderNumber=${orderNumber}&email=${encodeURIComponent(email)}`,
    headers: { [CLIENT_ADDRESS_HEADER]: `203.0.113.${new Types.ObjectId().getTimestamp().getSeconds()}` },
  });
  expect(tracked.status).toBe(200);
  return tracked.body.orderItems.map(({ name, sizeLabel, quantity, price }) => ({ name, sizeLabel, quantity, price }));
}
