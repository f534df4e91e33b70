import { POST as createDraft } from "@/app/api/admin/draft-orders/route";
import { GET as readDraft, PUT as editDraft } from "@/app/api/admin/draft-orders/[id]/route";
import { POST as makeLink } from "@/app/api/admin/draft-orders/[id]/link/route";
import { POST as recordPaid } from "@/app/api/admin/draft-orders/[id]/paid/route";
import { GET as searchProducts } from "@/app/api/admin/draft-orders/products/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { GET as verify } from "@/app/api/payment/verify/[ref]/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { productStockHistory } from "@/lib/catalog/stock-history";
import { findPaymentLink, type DraftOrderView } from "@/lib/checkout/draft-orders";
import { findOrderForAdmin } from "@/lib/orders/admin-orders";
import { ownerAddress } from "@/lib/mail/owner-address";
import { renderMessage } from "@/lib/mail/render";
import { ActivityEvent } from "@/models/activity-event";
import { DraftOrder } from "@/models/draft-order";
import { MailMessage } from "@/models/mail-message";
import { Order } from "@/models/order";
import { OrderIntent } from "@/models/order-intent";
import { Product } from "@/models/product";
import { createProduct, initializeBody, stockOf } from "../support/order-fixtures";
import { draftOrderTests } from "../support/draft-order-tests";
import { callRoute, type ApiAnswer } from "../support/request";

const { admin, paystack } = draftOrderTests();

type Answer<T> = ApiAnswer & { data: T; fieldErrors?: Record<string, string[]>; reason?: string };

const BUYER = { name: "Tolu Adebayo", phone: "0803 123 4567", email: "tolu@example.com" };

function draftBody(productId: string, overrides: Record<string, unknown> = {}) {
  return {
    channel: "instagram",
    customer: BUYER,
    lines: [{ productId, quantity: 1 }],
    delivery: { kind: "method", methodId: "standard", state: "Lagos", city: "Yaba", address: "12 Herbert Macaulay Way" },
    note: "Asked on Instagram for Midnight Oud 100 ml",
    ...overrides,
  };
}

const create = (body: unknown) => callRoute<Answer<DraftOrderView>>(createDraft, { method: "POST", body, headers: admin.auth });
const link = (id: string, hours = 24) => callRoute<Answer<DraftOrderView>>(makeLink, { method: "POST", body: { hours }, headers: admin.auth, params: { id } });
const paid = (id: string, body: unknown) => callRoute<Answer<{ orderNumber: string; status: string; totalPrice: number }>>(recordPaid, { method: "POST", body, headers: admin.auth, params: { id } });
const verifyRef = (ref: string) => callRoute<Answer<{ orderId: string }>>(verify, { url: `/api/payment/verify/${ref}`, params: { ref } });
const sendWebhook = (ref: string) => {
  const signed = paystack().webhook(ref);
  return callRoute(webhook, { method: "POST", body: signed.body, headers: signed.headers });
};

async function draftFor(stock: number, overrides: Record<string, unknown> = {}) {
  const product = await createProduct({ price: 50000, stock });
  const { status, body } = await create(draftBody(product._id, overrides));
  expect(status).toBe(200);
  return { productId: product._id, draft: body.data };
}

describe("draft orders", () => {
  it("prices a draft by checkout's rules with custom lines, a discount and the zone's delivery, and holds no stock", async () => {
    const { productId, draft } = await draftFor(3, {
      lines: [],
      customLines: [{ label: "Gift wrap", price: 1500, quantity: 1 }],
      discount: { kind: "percent", value: 10, reason: "Returning customer" },
    });
    expect(draft.totals).toEqual({ subtotal: 1500, bundleDiscount: 0, discount: 150, tax: 112.5, delivery: 5000, total: 6462.5 });
    const { body } = await callRoute<Answer<DraftOrderView>>(editDraft, {
      method: "PUT",
      headers: admin.auth,
      params: { id: draft._id },
      body: draftBody(productId, { lines: [{ productId, quantity: 2 }], customLines: [{ label: "Engraving", price: 2500, quantity: 1 }], discount: { kind: "amount", value: 2500, reason: "Engraving on the house" } }),
    });
    // 2 × ₦50,000 + ₦2,500 engraving; tax 7.5% of ₦102,500; ₦5,000 Lagos standard delivery.
    expect(body.data.totals).toEqual({ subtotal: 102500, bundleDiscount: 0, discount: 2500, tax: 7687.5, delivery: 5000, total: 112687.5 });
    expect(body.data.lines).toMatchObject([{ productId, quantity: 2, unitPrice: 50000 }]);
    expect(await stockOf(productId)).toBe(3);
    const pickup = await callRoute<Answer<DraftOrderView>>(editDraft, { method: "PUT", headers: admin.auth, params: { id: draft._id }, body: draftBody(productId, { delivery: { kind: "owner", price: 2000, state: "Lagos", city: "Yaba", address: "1 Yaba Road" } }) });
    expect(pickup.body.data.totals).toMatchObject({ subtotal: 50000, tax: 3750, delivery: 2000, total: 55750 });
    expect((await callRoute<Answer<DraftOrderView>>(readDraft, { headers: admin.auth, params: { id: draft._id } })).body.data.channel).toBe("instagram");
  });

  it("finds products to add by name or by a size's SKU, with each size's price and stock", async () => {
    await createProduct({ brand: "Maison Lagos", name: "Midnight Oud", price: 50000, stock: 4 });
    await createProduct({ brand: "Calabar", name: "Reed Diffuser", price: 20000, stock: 2 });
    const reed = await Product.findOne({ name: "Reed Diffuser" }).orFail();
    reed.set("sizes.0.sku", "CAL-REED-200");
    await reed.save();
    const find = async (q: string) => (await callRoute<Answer<{ name: string; sizes: { price: number; stock: number; sku: string }[] }[]>>(searchProducts, { url: `/api/admin/draft-orders/products?q=${encodeURIComponent(q)}`, headers: admin.auth })).body.data;
    expect((await find("midnight")).map((product) => product.name)).toEqual(["Midnight Oud"]);
    expect(await find("midnight")).toMatchObject([{ sizes: [{ price: 50000, stock: 4 }] }]);
    expect((await find("CAL-REED-200")).map((product) => product.name)).toEqual(["Reed Diffuser"]);
    // A hidden product is not sold: the search does not offer it.
    await Product.updateOne({ _id: reed._id }, { $set: { published: false } });
    expect(await find("CAL-REED-200")).toEqual([]);
  });

  it("refuses a bad draft with field errors and writes nothing", async () => {
    const product = await createProduct({ stock: 2 });
    const bad = await create(draftBody(product._id, { channel: "website", customer: { name: "", phone: "12", email: "nope" }, discount: { kind: "percent", value: 120, reason: "" } }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(["channel", "customer.email", "customer.name", "customer.phone", "discount.reason", "discount.value"]);
    const nothing = await create(draftBody(product._id, { lines: [] }));
    expect(nothing.body.fieldErrors).toEqual({ lines: ["Add a product or a custom line"] });
    const kano = await create(draftBody(product._id, { delivery: { kind: "method", methodId: "nowhere", state: "Kano" } }));
    expect(kano.status).toBe(400);
    expect(await DraftOrder.countDocuments()).toBe(0);
  });

  it("records a sale paid in cash as a paid order at once, stock taken, with its channel, invoice lines and stock history", async () => {
    const { productId, draft } = await draftFor(3, { channel: "in_store", customLines: [{ label: "Gift wrap", price: 1000, quantity: 1 }], delivery: { kind: "owner", price: 0 } });
    const wrong = await paid(draft._id, { how: "cash", amount: 1000 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ amount: ["The order comes to ₦54,825.00: record that amount."] });
    expect(await stockOf(productId)).toBe(3);

    const { status, body } = await paid(draft._id, { how: "cash", amount: 54825 });
    expect(status).toBe(200);
    expect(body.data.status).toBe("Order Placed");
    const order = await Order.findOne({ orderNumber: body.data.orderNumber }).lean();
    expect(order).toMatchObject({
      channel: "in_store",
      status: "Order Placed",
      totalPrice: 54825,
      itemsPrice: 51000,
      customLines: [{ label: "Gift wrap", price: 1000, quantity: 1 }],
      payment: { method: "outside", provider: "owner", how: "cash", state: "paid", paidAmountKobo: 5_482_500 },
      shipping: { fullName: BUYER.name, phoneNumber: "08031234567" },
    });
    expect(await stockOf(productId)).toBe(2);
    // The invoice reads its custom line beside the product.
    expect(await findOrderForAdmin(body.data.orderNumber)).toMatchObject({ channel: "in_store", itemsPrice: 51000, customLines: [{ label: "Gift wrap", price: 1000, quantity: 1 }], ownerDiscount: null });
    const history = await productStockHistory(productId);
    expect(history?.sizes[0]?.entries.map((entry) => [entry.kind, entry.orderNumber])).toEqual(expect.arrayContaining([["paid", body.data.orderNumber]]));
    expect(await DraftOrder.findById(draft._id).lean()).toMatchObject({ state: "placed", orderNumber: body.data.orderNumber, outcome: "paid" });

    // Pressed twice: still one order, one unit taken.
    expect((await paid(draft._id, { how: "cash", amount: 54825 })).status).toBe(409);
    expect(await Order.countDocuments()).toBe(1);
    expect(await stockOf(productId)).toBe(2);
  });

  it("refuses an outside sale when the stock is gone, leaving the draft open", async () => {
    const { productId, draft } = await draftFor(1);
    await callRoute(editDraft, { method: "PUT", headers: admin.auth, params: { id: draft._id }, body: draftBody(productId, { lines: [{ productId, quantity: 2 }] }) });
    const refused = await paid(draft._id, { how: "pos", amount: 112500 });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe("out-of-stock");
    expect(await stockOf(productId)).toBe(1);
    expect(await DraftOrder.findById(draft._id).lean()).toMatchObject({ state: "open" });
    expect(await Order.countDocuments()).toBe(0);
  });
});

describe("a draft's payment link", () => {
  it("is a Paystack transaction for the draft's total; paying it makes one paid order with the draft's channel, however often it is confirmed", async () => {
    const { productId, draft } = await draftFor(2);
    const { status, body } = await link(draft._id, 48);
    expect(status).toBe(200);
    const made = body.data.link!;
    expect(made.reference).toMatch(/^LNK-[0-9A-F]{20}$/);
    expect(made.url).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(made.amount).toBe(58750);
    expect(paystack().transactions.get(made.reference)).toMatchObject({ amount: 5_875_000, email: BUYER.email });
    expect((await link(draft._id)).body.data.link?.reference).toBe(made.reference);
    expect(await stockOf(productId)).toBe(2);
    expect((await verifyRef(made.reference)).body.success).toBe(false);
    expect(await findPaymentLink(made.reference)).toMatchObject({ state: "payable", url: made.url, amount: 58750, buyer: BUYER.name, items: [{ quantity: 1, price: 50000 }] });
    expect(await findPaymentLink(made.reference, new Date(Date.now() + 49 * 3_600_000))).toMatchObject({ state: "expired" });

    paystack().pay(made.reference);
    const answers = await Promise.all([sendWebhook(made.reference), verifyRef(made.reference), sendWebhook(made.reference), verifyRef(made.reference)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Paystack was asked a moment ago (before the payment), so these verifies wait on the webhook; one asked now reads the order.
    expect((await verifyRef(made.reference)).body).toMatchObject({ success: true });
    const orders = await Order.find().lean();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ channel: "instagram", status: "Order Placed", payment: { reference: made.reference, state: "paid", paidAmountKobo: 5_875_000 }, totalPrice: 58750 });
    expect(await stockOf(productId)).toBe(1);
    expect(await DraftOrder.findById(draft._id).lean()).toMatchObject({ state: "placed", outcome: "paid", orderNumber: orders[0]!.orderNumber });
    expect(await OrderIntent.countDocuments()).toBe(0);
    expect((await findPaymentLink(made.reference))?.state).toBe("paid");
    // Its edits stopped with the link; it is no longer for sale outside either.
    expect((await callRoute(editDraft, { method: "PUT", headers: admin.auth, params: { id: draft._id }, body: draftBody(productId) })).status).toBe(409);
    expect((await paid(draft._id, { how: "cash", amount: 58750 })).status).toBe(409);
  });

  it("needs the buyer's e-mail", async () => {
    const { draft } = await draftFor(2, { customer: { name: "Ngozi", phone: "08030000000" } });
    const refused = await link(draft._id);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ "customer.email": ["A payment link needs the buyer's e-mail: Paystack sends the receipt to it"] });
  });

  it("keeps the owner's discount and its reason on the order a paid link makes", async () => {
    const { draft } = await draftFor(2, { discount: { kind: "amount", value: 5000, reason: "Birthday" } });
    const made = (await link(draft._id)).body.data.link!;
    expect(made.amount).toBe(58750 - 5000);
    paystack().pay(made.reference, { amount: made.amount * 100 });
    await sendWebhook(made.reference);
    const order = await Order.findOne({ "payment.reference": made.reference }).lean();
    expect(await findOrderForAdmin(order!.orderNumber)).toMatchObject({ status: "Order Placed", ownerDiscount: { amount: 5000, reason: "Birthday" }, totalPrice: 53750 });
  });

  it("paid after the stock ran out: the payment is kept on a Cancelled order, no stock is taken, and the owner is told to contact the buyer", async () => {
    const { productId, draft } = await draftFor(1);
    const made = (await link(draft._id)).body.data.link!;
    await Product.updateOne({ _id: productId }, { $set: { stock: 0, "sizes.0.stock": 0 } });
    paystack().pay(made.reference);
    await Promise.all([sendWebhook(made.reference), sendWebhook(made.reference)]);
    expect((await verifyRef(made.reference)).body.success).toBe(false);
    const orders = await Order.find().lean();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "Cancelled", stockHeld: false, channel: "instagram", payment: { state: "paid", paidAmountKobo: 5_875_000 } });
    expect(await stockOf(productId)).toBe(0);
    expect(await DraftOrder.findById(draft._id).lean()).toMatchObject({ state: "placed", outcome: "out-of-stock" });
    const told = await ActivityEvent.find({ subject: orders[0]!.orderNumber }).lean();
    expect(told.map((event) => event.message)).toEqual([expect.stringMatching(/stock is gone.*contact Tolu Adebayo on 08031234567.*refund/)]);
    const alerts = await MailMessage.find({ kind: "owner-link-paid-without-stock" }).lean();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ to: await ownerAddress(), key: `order:${String(orders[0]!._id)}:owner:link-paid-without-stock`, data: { orderNumber: orders[0]!.orderNumber, totalPrice: 58750, customerName: "Tolu Adebayo", phone: "08031234567" } });
    const mail = renderMessage("owner-link-paid-without-stock", alerts[0]!.data, { siteUrl: "https://scents.example" });
    expect(mail.subject).toBe(`Paid link without stock: ${orders[0]!.orderNumber}, ₦58,750.00 from Tolu Adebayo`);
    expect(mail.text).toMatch(/Contact the buyer now on 08031234567 or tolu@example.com: either restock and fulfil the order, or refund the payment from the order's page/);
    expect(await Order.findById(orders[0]!._id, { mail: 1 }).lean()).toMatchObject({ mail: [] });
  });

  it("paid while the last unit sells on the website: the unit goes once, and the link makes one order", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { productId, draft } = await draftFor(1);
      const made = (await link(draft._id)).body.data.link!;
      paystack().pay(made.reference);
      const website = callRoute<Answer<{ orderId: string }>>(initialize, { method: "POST", body: initializeBody([{ product: productId, quantity: 1 }], { email: `web${round}@example.com` }) });
      const [web] = await Promise.all([website, sendWebhook(made.reference), verifyRef(made.reference)]);
      const holding = await Order.find({ "orderItems.product": productId, status: { $ne: "Cancelled" } }).lean();
      expect(holding).toHaveLength(1);
      expect(await stockOf(productId)).toBe(0);
      const linkOrders = await Order.find({ "payment.reference": made.reference }).lean();
      expect(linkOrders).toHaveLength(1);
      if (web.status === 200) expect(linkOrders[0]).toMatchObject({ status: "Cancelled", stockHeld: false, payment: { state: "paid" } });
      else expect(linkOrders[0]).toMatchObject({ status: "Order Placed", payment: { state: "paid" } });
    }
  }, 60_000);
});
