import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as quote } from "@/app/api/checkout/quote/route";
import type { Quote } from "@/lib/pricing/pricing";
import { GET as track } from "@/app/api/orders/track/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { orderSummaryOf, receiptBlock } from "@/lib/mail/order-summary";
import type { TrackedOrder } from "@/lib/orders/tracked-order";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { createProduct, createSizedProduct, EMAIL, initializeBody } from "../support/order-fixtures";
import { callRoute } from "../support/request";
import { setupCheckoutTests } from "../support/checkout-tests";

setupCheckoutTests();

async function oudInThreeSizes() {
  const { id, sizeIds } = await createSizedProduct([
    { label: "30 ml", volumeMl: 30, price: 62000, stock: 3, sku: "ML-OUD-30" },
    { label: "50 ml", volumeMl: 50, price: 95000, stock: 5, sku: "ML-OUD-50" },
    { label: "100 ml", volumeMl: 100, price: 145000, stock: 2, sku: "ML-OUD-100" },
  ]);
  const [small, , large] = sizeIds;
  return { id, small: small as string, large: large as string };
}

const place = (items: { product: string; size?: string; quantity: number }[]) => {
  const body = initializeBody(items, { method: "bank" });
  return callRoute<{ data: { orderId: string }; reason?: string; fieldErrors?: Record<string, string[]> }>(initialize, { method: "POST", body });
};

describe("an order for two sizes of one product", () => {
  it("prices and holds each size on its own, and the order, its tracking and its receipt name each size", async () => {
    const oud = await oudInThreeSizes();
    const placed = await place([
      { product: oud.id, size: oud.large, quantity: 1 },
      { product: oud.id, size: oud.small, quantity: 2 },
    ]);
    expect(placed.status).toBe(200);

    const order = await Order.findOne({ orderNumber: placed.body.data.orderId }).lean();
    expect(order?.orderItems.map(({ sizeLabel, sku, price, quantity }) => ({ sizeLabel, sku, price, quantity }))).toEqual([
      { sizeLabel: "100 ml", sku: "ML-OUD-100", price: 145000, quantity: 1 },
      { sizeLabel: "30 ml", sku: "ML-OUD-30", price: 62000, quantity: 2 },
    ]);
    expect(order?.itemsPrice).toBe(145000 + 2 * 62000);
    const stored = await Product.findById(oud.id).lean();
    expect({ total: stored?.stock, sizes: stored?.sizes?.map((size) => size.stock) }).toEqual({ total: 7, sizes: [1, 5, 1] });

    const tracked = await callRoute<TrackedOrder>(track, {
      url: `/api/orders/track?orderNumber=${placed.body.data.orderId}&email=${encodeURIComponent(EMAIL)}`,
      headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.5" },
    });
    expect(tracked.body.orderItems.map((item) => `${item.name} ${item.sizeLabel}`)).toEqual(["Midnight Oud 100 ml", "Midnight Oud 30 ml"]);

    const receipt = JSON.stringify(receiptBlock(orderSummaryOf(order as NonNullable<typeof order>), "https://scents.test"));
    expect(receipt).toContain("1 × Maison Lagos Midnight Oud, 100 ml");
    expect(receipt).toContain("2 × Maison Lagos Midnight Oud, 30 ml");
  });

  it("refuses a size the shop does not sell, and more of a size than it has, selling none of the order", async () => {
    const oud = await oudInThreeSizes();
    const gone = await place([{ product: oud.id, size: "64b7f0c2a1b2c3d4e5f60718", quantity: 1 }]);
    expect(gone.status).toBe(409);
    const short = await place([
      { product: oud.id, size: oud.small, quantity: 1 },
      { product: oud.id, size: oud.large, quantity: 3 },
    ]);
    expect(short.status).toBe(409);
    expect(short.body.reason).toBe("out-of-stock");
    const stored = await Product.findById(oud.id).lean();
    expect({ total: stored?.stock, sizes: stored?.sizes?.map((size) => size.stock) }).toEqual({ total: 10, sizes: [3, 5, 2] });
    expect(await Order.countDocuments()).toBe(0);
  });

  it("quotes a size the owner removed as unavailable on its own line, while another size of the product still sells", async () => {
    const oud = await oudInThreeSizes();
    await Product.updateOne({ _id: oud.id }, { $pull: { sizes: { _id: oud.large } } });
    const { status, body } = await callRoute<{ quote: Quote }>(quote, {
      method: "POST",
      body: {
        orderDetails: { shippingMethodId: "express" },
        items: [
          { productId: oud.id, sizeId: oud.small, quantity: 1 },
          { productId: oud.id, sizeId: oud.large, quantity: 1 },
        ],
      },
    });
    expect(status).toBe(200);
    expect(body.quote.unavailable).toEqual([{ productId: oud.id, sizeId: oud.large }]);
    expect(body.quote.lines.map((line) => [line.sizeLabel, line.unitPrice])).toEqual([["30 ml", 62000]]);
  });

  it("refuses a size that is not an id with a field error", async () => {
    const oud = await oudInThreeSizes();
    const refused = await place([{ product: oud.id, size: "fifty", quantity: 1 }]);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.["orderDetails.orderItems.0.size"]).toEqual(["Unknown size"]);
  });

  it("refuses a line that names no size of a product sold in several with 'Choose a size' on that line, selling nothing", async () => {
    const oud = await oudInThreeSizes();
    const single = await createProduct({ stock: 4 });
    const refused = await place([
      { product: single._id, quantity: 1 },
      { product: oud.id, quantity: 1 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.reason).toBe("size-required");
    expect(refused.body.fieldErrors).toEqual({ "orderDetails.orderItems.1.size": ["Choose a size"] });
    expect(await Order.countDocuments()).toBe(0);
    const stored = await Product.findById(oud.id).lean();
    expect(stored?.sizes?.map((size) => size.stock)).toEqual([3, 5, 2]);

    const quoted = await callRoute<{ fieldErrors?: Record<string, string[]> }>(quote, {
      method: "POST",
      body: { orderDetails: { shippingMethodId: "express" }, items: [{ productId: oud.id, quantity: 1 }] },
    });
    expect(quoted.status).toBe(400);
    expect(quoted.body.fieldErrors).toEqual({ "items.0.sizeId": ["Choose a size"] });
  });

  it("still sells a line from a cart saved before sizes, naming no size, as its product's one size", async () => {
    const single = await createProduct({ price: 30000, stock: 4 });
    const placed = await place([{ product: single._id, quantity: 2 }]);
    expect(placed.status).toBe(200);
    const order = await Order.findOne({ orderNumber: placed.body.data.orderId }).lean();
    expect(order?.orderItems.map(({ price, quantity }) => ({ price, quantity }))).toEqual([{ price: 30000, quantity: 2 }]);
    expect((await Product.findById(single._id).lean())?.stock).toBe(2);
  });

  it("refuses a field an order line does not have, such as a size sent as sizeId, instead of ignoring it", async () => {
    const oud = await oudInThreeSizes();
    const body = initializeBody([{ product: oud.id, quantity: 1 }], { method: "bank" });
    const line = { ...body.orderDetails.orderItems[0], sizeId: oud.large };
    const refused = await callRoute<{ fieldErrors?: Record<string, string[]> }>(initialize, { method: "POST", body: { ...body, orderDetails: { ...body.orderDetails, orderItems: [line] } } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.["orderDetails.orderItems.0"]).toEqual(["Unknown field in an order line: sizeId"]);

    const quoted = await callRoute<{ fieldErrors?: Record<string, string[]> }>(quote, {
      method: "POST",
      body: { orderDetails: { shippingMethodId: "express" }, items: [{ productId: oud.id, size: oud.large, quantity: 1 }] },
    });
    expect(quoted.status).toBe(400);
    expect(quoted.body.fieldErrors?.["items.0"]).toEqual(["Unknown field in an order line: size"]);
    expect(await Order.countDocuments()).toBe(0);
  });
});
