import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as doorOutcome } from "@/app/api/orders/door/[id]/route";
import { productStockHistory } from "@/lib/catalog/stock-history";
import { releaseExpiredOrders } from "@/lib/checkout/expiry";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "@/lib/checkout/recovery";
import { relayPendingMail } from "@/lib/mail/relay";
import { renderMessage } from "@/lib/mail/render";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { payOnDeliveryForDraft } from "@/lib/checkout/pay-on-delivery";
import { placeOrder } from "@/lib/checkout/place-order";
import { initializePaymentSchema } from "@/lib/checkout/schemas";
import { recordDoorOutcome } from "@/lib/orders/door-outcome";
import { storeSettingsSchema } from "@/lib/settings/schemas";
import { getStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { ActivityEvent } from "@/models/activity-event";
import { MailMessage } from "@/models/mail-message";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { StockMove } from "@/models/stock-move";
import { bearer, createTestUser } from "../support/auth";
import { createProduct, EMAIL, initializeBody, SHIPPING, stockOf } from "../support/order-fixtures";
import { callRoute } from "../support/request";
import { setupCheckoutTests } from "../support/checkout-tests";
import { openHolds } from "../support/held-stock";

setupCheckoutTests();

interface Answer {
  success: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
  reason?: string;
  data: { orderId: string; method: string; amount: number; payBy: string | null };
}

type BodyOverrides = Parameters<typeof initializeBody>[1];

async function placeOnDelivery(productId: string, quantity: number, overrides: BodyOverrides = {}) {
  return callRoute<Answer>(initialize, { method: "POST", body: initializeBody([{ product: productId, quantity }], { method: "pay_on_delivery", ...overrides }) });
}

async function admin() {
  return bearer(await createTestUser({ role: "admin" }));
}

async function atTheDoor(orderNumber: string, body: Record<string, unknown>, headers: Record<string, string>) {
  return callRoute<{ success: boolean; order: { status: string; paymentState: string; atTheDoor: unknown }; fieldErrors?: Record<string, string[]>; reason?: string }>(doorOutcome, {
    method: "POST",
    params: { id: orderNumber },
    body,
    headers,
  });
}

describe("pay on delivery at checkout", () => {
  it("is taken in Lagos: the order waits, unpaid, holding its stock, with no deadline to expire at", async () => {
    const product = await createProduct({ stock: 5, price: 20_000 });
    const { status, body } = await placeOnDelivery(product._id, 2);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ method: "pay_on_delivery", payBy: null });
    const order = await Order.findOne({ orderNumber: body.data.orderId }).lean();
    expect(order).toMatchObject({ status: "Pending", stockHeld: true, payment: { method: "pay_on_delivery", provider: "door", state: "unpaid", fee: 0 } });
    expect(order?.expiresAt).toBeUndefined();
    expect(order?.payment.reference).toBe(`POD-${body.data.orderId}`);
    expect(await stockOf(product._id)).toBe(3);
    // The sweep of unpaid orders never gives its stock back: the owner records what happened.
    expect(await releaseExpiredOrders(new Date(Date.now() + 365 * 24 * 3600 * 1000))).toEqual([]);
    expect(await stockOf(product._id)).toBe(3);
  });

  it("adds the zone's fee to the delivery charge, even when delivery itself is free", async () => {
    const settings = await getStoreSettings();
    await saveStoreSettings({
      ...settings,
      payOnDelivery: [{ zoneId: "lagos", cap: 200_000, fee: 1500 }],
      shippingMethods: settings.shippingMethods.map((method) => (method.id === "standard" ? { ...method, freeAbove: 10_000 } : method)),
    });
    const product = await createProduct({ stock: 5, price: 20_000 });
    const { status, body } = await placeOnDelivery(product._id, 1);
    expect(status).toBe(200);
    const order = await Order.findOne({ orderNumber: body.data.orderId }).lean();
    expect(order).toMatchObject({ shippingPrice: 1500, payment: { fee: 1500 } });
    // ₦20,000 + 7.5% VAT + the fee; Standard Shipping is free above ₦10,000.
    expect(order?.totalPrice).toBe(20_000 + 1500 + 1500);
  });

  it("is not offered in Kano: refused on the payment method's field, nothing held", async () => {
    const product = await createProduct({ stock: 5 });
    const { status, body } = await placeOnDelivery(product._id, 1, { shipping: { state: "Kano", city: "Kano" } });
    expect(status).toBe(400);
    expect(body.reason).toBe("pay-on-delivery-refused");
    expect(body.fieldErrors?.method?.[0]).toMatch(/not offered in Rest of Nigeria/);
    expect(await stockOf(product._id)).toBe(5);
    expect(await Order.countDocuments()).toBe(0);
  });

  it("is refused above the zone's cap of ₦200,000", async () => {
    const product = await createProduct({ stock: 5, price: 100_000 });
    const { status, body } = await placeOnDelivery(product._id, 2);
    expect(status).toBe(400);
    expect(body.fieldErrors?.method?.[0]).toBe("Pay on delivery is for orders up to ₦200,000.00. Please pay by card or bank transfer.");
    expect(await stockOf(product._id)).toBe(5);
    // Just below the cap it is taken (₦180,000 + 7.5% VAT + ₦5,000 delivery = ₦198,500).
    const cheaper = await createProduct({ stock: 5, price: 180_000 });
    expect((await placeOnDelivery(cheaper._id, 1)).status).toBe(200);
  });

  it("needs a phone number", async () => {
    const product = await createProduct({ stock: 5 });
    const { status, body } = await placeOnDelivery(product._id, 1, { shipping: { phoneNumber: "" } });
    expect(status).toBe(400);
    expect(Object.values(body.fieldErrors ?? {}).flat()).toContain("A phone number is required to pay on delivery");
    expect(await stockOf(product._id)).toBe(5);
  });

  it("counts against the share of a size that orders paid later may hold", async () => {
    await saveStoreSettings({ ...(await getStoreSettings()), unpaidHoldPercent: 25 });
    const product = await createProduct({ stock: 8 });
    const { status, body } = await placeOnDelivery(product._id, 3);
    expect(status).toBe(409);
    expect(body.reason).toBe("unpaid-ceiling");
    expect(await stockOf(product._id)).toBe(8);
    expect((await placeOnDelivery(product._id, 2)).status).toBe(200);
  });

  it("counts against the unpaid orders one e-mail may have", async () => {
    const product = await createProduct({ stock: 20 });
    for (let index = 0; index < 3; index += 1) expect((await placeOnDelivery(product._id, 1)).status).toBe(200);
    const { status, body } = await placeOnDelivery(product._id, 1);
    expect(status).toBe(409);
    expect(body.reason).toBe("too-many-unpaid-orders");
  });
});

describe("what the payment page offers", () => {
  const lagos = { id: "lagos", name: "Lagos" };
  const draftFor = (zone: { id: string; name: string } | null, total: number, phoneNumber = "+2348031234567", email = "ngozi@example.com") => ({
    quote: { total, shippingMethod: { zone } },
    contact: { email, phoneNumber },
  });

  it("offers it in Lagos with the fee and the total then due, and not in Kano, above the cap, without a phone or after a refusal", async () => {
    const settings = { payOnDelivery: [{ zoneId: "lagos", cap: 200_000, fee: 1000 }] };
    expect(await payOnDeliveryForDraft(settings, draftFor(lagos, 50_000))).toEqual({ fee: 1000, total: 51_000 });
    expect(await payOnDeliveryForDraft(settings, draftFor({ id: "rest", name: "Rest of Nigeria" }, 50_000))).toBeNull();
    expect(await payOnDeliveryForDraft(settings, draftFor(null, 50_000))).toBeNull();
    expect(await payOnDeliveryForDraft(settings, draftFor(lagos, 199_500))).toBeNull();
    expect(await payOnDeliveryForDraft(settings, draftFor(lagos, 50_000, ""))).toBeNull();

    const product = await createProduct({ stock: 5 });
    const placed = (await placeOnDelivery(product._id, 1)).body.data;
    await recordDoorOutcome(placed.orderId, { outcome: "refused", reason: "Not at home" });
    expect(await payOnDeliveryForDraft(settings, draftFor(lagos, 50_000, "0803 123 4567"))).toBeNull();
    expect(await payOnDeliveryForDraft(settings, draftFor(lagos, 50_000, "+2348000000000", EMAIL))).toBeNull();
  });
});

describe("the owner at the door", () => {
  it("records Paid on delivery once: paid and delivered, the held stock kept sold, in the sales ledger", async () => {
    const headers = await admin();
    const product = await createProduct({ stock: 5, price: 20_000 });
    const placed = (await placeOnDelivery(product._id, 2)).body.data;
    const order = await Order.findOne({ orderNumber: placed.orderId }).lean();

    const wrong = await atTheDoor(placed.orderId, { outcome: "paid", amount: 1000, how: "cash" }, headers);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors?.amount?.[0]).toMatch(/total is ₦48,000\.00/);
    expect((await atTheDoor(placed.orderId, { outcome: "paid", amount: order?.totalPrice, how: "card" }, headers)).status).toBe(400);

    const paid = await atTheDoor(placed.orderId, { outcome: "paid", amount: order?.totalPrice, how: "cash" }, headers);
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ status: "Delivered", paymentState: "paid", atTheDoor: { paidBy: "cash", refusal: null } });
    const again = await atTheDoor(placed.orderId, { outcome: "paid", amount: order?.totalPrice, how: "cash" }, headers);
    expect(again.status).toBe(200);

    const stored = await Order.findOne({ orderNumber: placed.orderId }).lean();
    expect(stored).toMatchObject({ status: "Delivered", payment: { state: "paid", doorPayment: "cash", paidAmountKobo: 4_800_000, ledger: "counted" } });
    expect(stored?.statusHistory.map((entry) => entry.status)).toEqual(["Pending", "Delivered"]);
    expect(await stockOf(product._id)).toBe(3);
    const holds = await Product.findById(product._id, { holds: 1 }).lean();
    expect(holds?.holds).toEqual([]);
    expect(await ActivityEvent.countDocuments({ kind: "payment-confirmed", subject: placed.orderId })).toBe(1);
    // Refusing a paid order is refused.
    const late = await atTheDoor(placed.orderId, { outcome: "refused", reason: "Changed mind" }, headers);
    expect(late.status).toBe(409);
  });

  it("records Refused at the door once: the stock comes back, the reason is kept, and the buyer is not offered it again for 90 days", async () => {
    const headers = await admin();
    const product = await createProduct({ stock: 5 });
    const placed = (await placeOnDelivery(product._id, 3)).body.data;
    expect(await stockOf(product._id)).toBe(2);

    const blank = await atTheDoor(placed.orderId, { outcome: "refused", reason: " " }, headers);
    expect(blank.status).toBe(400);
    const results = await Promise.all([
      atTheDoor(placed.orderId, { outcome: "refused", reason: "Said the bottle was too small" }, headers),
      atTheDoor(placed.orderId, { outcome: "refused", reason: "Said the bottle was too small" }, headers),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(results[0]?.body.order).toMatchObject({ status: "Cancelled", atTheDoor: { paidBy: null, refusal: { reason: "Said the bottle was too small" } } });
    expect(await stockOf(product._id)).toBe(5);
    const stored = await Order.findOne({ orderNumber: placed.orderId }).lean();
    expect(stored).toMatchObject({ status: "Cancelled", stockHeld: false, payment: { state: "unpaid", refusal: { reason: "Said the bottle was too small", phone: "8031234567" } } });
    expect(await ActivityEvent.countDocuments({ kind: "order-cancelled", subject: placed.orderId })).toBe(1);
    const moves = await StockMove.find({ product: product._id }).lean();
    expect(moves.length).toBeGreaterThan(0);
    // Paying a refused order is refused.
    expect((await atTheDoor(placed.orderId, { outcome: "paid", amount: stored?.totalPrice, how: "cash" }, headers)).status).toBe(409);

    // Not by the same e-mail, nor by the same phone written another way, nor by the same e-mail on another phone.
    const sameEmail = await placeOnDelivery(product._id, 1, { shipping: { phoneNumber: "+2348099999999" } });
    expect(sameEmail.status).toBe(400);
    expect(sameEmail.body.fieldErrors?.method?.[0]).toMatch(/not available/);
    expect((await placeOnDelivery(product._id, 1, { email: "other@example.com", shipping: { phoneNumber: "08031234567" } })).status).toBe(400);
    // A card or transfer is still taken, and another buyer may pay on delivery.
    expect((await callRoute(initialize, { method: "POST", body: initializeBody([{ product: product._id, quantity: 1 }], { method: "bank" }) })).status).toBe(200);
    expect((await placeOnDelivery(product._id, 1, { email: "new@example.com", shipping: { phoneNumber: "+2348055555555" } })).status).toBe(200);
    // After 90 days it is offered again.
    const later = new Date(Date.now() + 91 * 24 * 3600 * 1000);
    const input = initializePaymentSchema.parse(initializeBody([{ product: product._id, quantity: 1 }], { method: "pay_on_delivery", email: "later@example.com" }));
    await expect(placeOrder(input, { now: later, clientAddress: "10.0.0.9" })).resolves.toMatchObject({ method: "pay_on_delivery" });
    expect(EMAIL).toBe("adaeze@example.com");
    expect(SHIPPING.phoneNumber).toBe("+2348031234567");
  });

  it("settles a race between Paid and Refused one way: the stock is conserved", async () => {
    const product = await createProduct({ stock: 4 });
    const placed = (await placeOnDelivery(product._id, 2)).body.data;
    const order = await Order.findOne({ orderNumber: placed.orderId }).lean();
    const results = await Promise.allSettled([
      recordDoorOutcome(placed.orderId, { outcome: "paid", amount: order?.totalPrice ?? 0, how: "pos" }),
      recordDoorOutcome(placed.orderId, { outcome: "refused", reason: "Not home" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const stored = await Order.findOne({ orderNumber: placed.orderId }).lean();
    expect(await stockOf(product._id)).toBe(stored?.status === "Delivered" ? 2 : 4);
  });

  it("goes out unpaid: Pending to Processing to Shipped, then the cash at the door makes it paid and delivered", async () => {
    const headers = await admin();
    const product = await createProduct({ stock: 5, price: 20_000 });
    const placed = (await placeOnDelivery(product._id, 2)).body.data;
    // Neither Order Placed (that is a transfer confirmed) nor Delivered (that is the door's) by hand.
    await expect(changeOrderStatus(placed.orderId, "Order Placed")).rejects.toMatchObject({ kind: "conflict" });
    await expect(changeOrderStatus(placed.orderId, "Delivered")).rejects.toMatchObject({ kind: "conflict" });
    expect(await changeOrderStatus(placed.orderId, "Processing")).toMatchObject({ status: "Processing", payment: { state: "unpaid" }, stockHeld: true });
    await expect(changeOrderStatus(placed.orderId, "Cancelled")).rejects.toMatchObject({ kind: "conflict", message: expect.stringMatching(/refusal at the door/) });
    expect(await changeOrderStatus(placed.orderId, "Shipped")).toMatchObject({ status: "Shipped", payment: { state: "unpaid" } });
    // The sweep's recovery pass leaves the holds of an order on its way unpaid alone.
    await recoverOrderPlacements(new Date(Date.now() + PLACEMENT_GRACE_MS + 60_000));
    expect(await openHolds([product._id])).toHaveLength(1);
    expect(await stockOf(product._id)).toBe(3);

    const order = await Order.findOne({ orderNumber: placed.orderId }).lean();
    const paid = await atTheDoor(placed.orderId, { outcome: "paid", amount: order?.totalPrice, how: "cash" }, headers);
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ status: "Delivered", paymentState: "paid" });
    const stored = await Order.findOne({ orderNumber: placed.orderId }).lean();
    expect(stored?.statusHistory.map((entry) => entry.status)).toEqual(["Pending", "Processing", "Shipped", "Delivered"]);
    expect(await stockOf(product._id)).toBe(3);
    expect(await openHolds([product._id])).toEqual([]);
  });

  it("takes a refusal from a Shipped order: cancelled, its stock back once, and no status move after it", async () => {
    const headers = await admin();
    const product = await createProduct({ stock: 4 });
    const placed = (await placeOnDelivery(product._id, 3)).body.data;
    await changeOrderStatus(placed.orderId, "Shipped");
    expect(await stockOf(product._id)).toBe(1);
    const refused = await atTheDoor(placed.orderId, { outcome: "refused", reason: "Not at home" }, headers);
    expect(refused.status).toBe(200);
    expect(refused.body.order).toMatchObject({ status: "Cancelled" });
    expect(await stockOf(product._id)).toBe(4);
    await expect(changeOrderStatus(placed.orderId, "Processing")).rejects.toMatchObject({ kind: "conflict" });
    expect(await stockOf(product._id)).toBe(4);
    // The stock history tells the refusal from an ordinary cancellation, and names the order.
    const history = await productStockHistory(product._id);
    const back = history?.sizes[0]?.entries.find((entry) => entry.change === 3);
    expect(back).toMatchObject({ kind: "released", reason: "Refused at the door", orderNumber: placed.orderId });
  });

  it("e-mails the shopper that the order is received, with the amount due at the door", async () => {
    const product = await createProduct({ stock: 4, price: 20_000 });
    const placed = (await placeOnDelivery(product._id, 1)).body.data;
    await relayPendingMail();
    const message = await MailMessage.findOne({ kind: "order-received-on-delivery" }).lean();
    expect(message?.to).toBe(EMAIL);
    const { subject, text } = renderMessage("order-received-on-delivery", message?.data, { siteUrl: "https://shop.example.ng" });
    expect(subject).toBe(`Order ${placed.orderId} received: you pay when it arrives`);
    expect(text).toContain(`Due at the door: ₦${placed.amount.toLocaleString("en-NG", { minimumFractionDigits: 2 })}`);
    expect(await MailMessage.countDocuments({ kind: "order-received" })).toBe(0);
  });

  it("is only for pay-on-delivery orders and only for the owner", async () => {
    const headers = await admin();
    const product = await createProduct({ stock: 4 });
    const bank = (await callRoute<Answer>(initialize, { method: "POST", body: initializeBody([{ product: product._id, quantity: 1 }], { method: "bank" }) })).body.data;
    expect((await atTheDoor(bank.orderId, { outcome: "refused", reason: "x" }, headers)).status).toBe(409);
    const customer = await bearer(await createTestUser({ role: "customer", email: "c@example.com" }));
    const placed = (await placeOnDelivery(product._id, 1, { email: "d@example.com" })).body.data;
    expect((await atTheDoor(placed.orderId, { outcome: "refused", reason: "x" }, customer)).status).toBe(403);
    expect((await atTheDoor(placed.orderId, { outcome: "refused", reason: "x" }, {})).status).toBe(401);
  });
});

describe("the settings for pay on delivery and WhatsApp", () => {
  it("keeps pay-on-delivery terms only for zones that exist, once each, and a WhatsApp number as digits", async () => {
    const settings = await getStoreSettings();
    expect(settings.payOnDelivery).toEqual([{ zoneId: "lagos", cap: 200_000, fee: 0 }]);
    expect(settings.whatsappNumber).toBe("2348012345678");
    const parsed = storeSettingsSchema.safeParse({ ...settings, payOnDelivery: [{ zoneId: "atlantis", cap: 1000, fee: 0 }, { zoneId: "lagos", cap: 0, fee: 0 }], whatsappNumber: "0801 CALL ME" });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "payOnDelivery.1.cap: Set the largest order paid on delivery, in naira",
        expect.stringMatching(/^whatsappNumber: Enter the WhatsApp number/),
      ]),
    );
    const zones = storeSettingsSchema.safeParse({ ...settings, payOnDelivery: [{ zoneId: "atlantis", cap: 1000, fee: 0 }, { zoneId: "lagos", cap: 1000, fee: 0 }, { zoneId: "lagos", cap: 5000, fee: 0 }] });
    expect(zones.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      "payOnDelivery.0.zoneId: Choose one of the zones above",
      "payOnDelivery.2.zoneId: List each zone once for pay on delivery",
    ]);
    const saved = await saveStoreSettings(storeSettingsSchema.parse({ ...settings, payOnDelivery: [], whatsappNumber: "+234 (803) 555-0000" }));
    expect(saved).toMatchObject({ payOnDelivery: [], whatsappNumber: "2348035550000" });
    expect((await getStoreSettings()).payOnDelivery).toEqual([]);
  });
});
