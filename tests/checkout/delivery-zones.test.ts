import { PUT as saveDraft } from "@/app/api/checkout/draft/route";
import { POST as quote } from "@/app/api/checkout/quote/route";
import { PUT as editShipping } from "@/app/api/orders/shipping/route";
import { GET as trackOrder } from "@/app/api/orders/track/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { GET as getSettings } from "@/app/api/settings/route";
import { DRAFT_COOKIE } from "@/lib/checkout/draft-cookie";
import { PICKUP_PHONE_REQUIRED } from "@/lib/checkout/contact";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { relayPendingMail } from "@/lib/mail/relay";
import { renderMessage } from "@/lib/mail/render";
import { addWorkingDays } from "@/lib/pricing/delivery";
import type { Quote } from "@/lib/pricing/pricing";
import { storeSettingsSchema, type StoreSettings } from "@/lib/settings/schemas";
import { saveStoreSettings } from "@/lib/settings/store-settings";
import { NIGERIAN_STATES } from "@/lib/vocabulary/nigerian-states";
import { MailMessage } from "@/models/mail-message";
import { Order, type OrderRecord } from "@/models/order";
import { STORE_SETTINGS_ID, StoreSettingsModel } from "@/models/store-settings";
import { createProduct, EMAIL, initializeBody, SHIPPING } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";
import { SEED_ZONES, storeSettingsFixture } from "../support/store-settings";
import { setupCheckoutTests } from "../support/checkout-tests";
import { confirmLatestShippingChange } from "../support/shipping-change";

setupCheckoutTests();

type Answer<T> = ApiAnswer & { reason?: string; fieldErrors?: Record<string, string[]> } & T;
type Placed = { orderId: string; amount: number; totals: { shipping: number } };

const rate = (zoneId: string, cost: number, minDays: number, maxDays: number) => ({ zoneId, cost, minDays, maxDays });
const PICKUP = { address: "12 Admiralty Way, Lekki Phase 1, Lagos", hours: "Mon–Sat, 10am–6pm" };

/** A shop that prices by zone: Standard everywhere (free from ₦50,000), Same Day only in Lagos, and a pickup counter. */
const zonedSettings = (): StoreSettings =>
  storeSettingsFixture({
    deliveryZones: SEED_ZONES,
    shippingMethods: [
      {
        id: "standard",
        name: "Standard Shipping",
        kind: "delivery",
        cost: 3000,
        rates: [rate("lagos", 3000, 1, 2), rate("south-west", 4500, 2, 3), rate("fct", 6000, 2, 4), rate("rest", 9000, 3, 6)],
        freeAbove: 50_000,
        pickup: null,
        readyDays: null,
      },
      { id: "same-day", name: "Same Day (Lagos)", kind: "delivery", cost: 7000, rates: [rate("lagos", 7000, 0, 0)], freeAbove: null, pickup: null, readyDays: null },
      { id: "pickup", name: "Pickup in Lekki", kind: "pickup", cost: 0, rates: [], freeAbove: null, pickup: PICKUP, readyDays: 1 },
    ],
  });

let shopper = 0;
const headersFor = (draftId?: string) => ({ [CLIENT_ADDRESS_HEADER]: `10.7.0.${++shopper % 250}`, ...(draftId ? { cookie: `${DRAFT_COOKIE}=${draftId}` } : {}) });
const draftIdOf = (headers: Headers) => new RegExp(`${DRAFT_COOKIE}=([^;]+)`).exec(headers.get("set-cookie") ?? "")?.[1] ?? "";

const askQuote = (body: unknown) => callRoute<Answer<{ quote: Quote }>>(quote, { method: "POST", url: "/api/checkout/quote", body, headers: headersFor() });
const proceed = (body: unknown, draftId?: string) => callRoute<Answer<{ quote: Quote }>>(saveDraft, { method: "PUT", url: "/api/checkout/draft", body, headers: headersFor(draftId) });
const pay = (body: unknown, draftId?: string) => callRoute<Answer<{ data: Placed }>>(initialize, { method: "POST", url: "/api/payment/initialize", body, headers: headersFor(draftId) });

const quoteFor = (productId: string, shippingMethodId: string, state?: string, quantity = 1) => ({
  items: [{ productId, quantity }],
  orderDetails: { shippingMethodId, ...(state ? { state } : {}) },
});

async function placeTo(state: string, shippingMethodId = "standard", price = 20000, method: "card" | "bank" = "bank") {
  const product = await createProduct({ price, stock: 5 });
  const body = initializeBody([{ product: product._id, quantity: 1 }], { shippingMethodId, method });
  body.orderDetails.shipping = { ...body.orderDetails.shipping, state, city: state === "Lagos" ? "Lagos" : "Kano" };
  const answer = await pay(body);
  expect(answer.status).toBe(200);
  const order = await Order.findOne({ orderNumber: answer.body.data.orderId }).lean<OrderRecord>();
  if (!order) throw new Error("The order was not stored");
  return { answer: answer.body.data, order };
}

describe("delivery priced by the shopper's state", () => {
  beforeEach(() => saveStoreSettings(zonedSettings()));

  it("quotes each state its zone's price and estimate, and the cheapest zone before a state is chosen", async () => {
    const product = await createProduct({ price: 20000, stock: 5 });
    const kano = await askQuote(quoteFor(product._id, "standard", "Kano"));
    expect(kano.status).toBe(200);
    expect(kano.body.quote).toMatchObject({ subtotal: 20000, tax: 1500, shipping: 9000, total: 30500 });
    expect(kano.body.quote.shippingMethod).toMatchObject({ id: "standard", zone: { id: "rest", name: "Rest of Nigeria" }, minDays: 3, maxDays: 6, freeAbove: 50_000 });
    const prices: Record<string, number> = {};
    for (const state of ["Lagos", "Ogun", "FCT", "Kano"]) prices[state] = (await askQuote(quoteFor(product._id, "standard", state))).body.quote.shipping;
    expect(prices).toEqual({ Lagos: 3000, Ogun: 4500, FCT: 6000, Kano: 9000 });
    const noState = await askQuote(quoteFor(product._id, "standard"));
    expect(noState.body.quote.shippingMethod).toMatchObject({ cost: 3000, zone: null, minDays: 1, maxDays: 6 });
  });

  it("prices every one of the 37 states from its zone", async () => {
    const product = await createProduct({ price: 20000, stock: 5 });
    const expected: Record<string, number> = { lagos: 3000, "south-west": 4500, fct: 6000, rest: 9000 };
    for (const state of NIGERIAN_STATES) {
      const zone = SEED_ZONES.find((candidate) => (candidate.states as readonly string[]).includes(state));
      const { body } = await askQuote(quoteFor(product._id, "standard", state));
      expect([state, body.quote.shipping]).toEqual([state, expected[zone?.id ?? ""]]);
    }
  });

  it("refuses a method that does not serve the state, on its field, at quote, draft and initialize, storing nothing", async () => {
    const product = await createProduct({ price: 20000, stock: 5 });
    const quoted = await askQuote(quoteFor(product._id, "same-day", "Kano"));
    expect(quoted.status).toBe(400);
    expect(quoted.body.reason).toBe("shipping-method-not-offered");
    expect(quoted.body.fieldErrors?.["orderDetails.shippingMethodId"]).toEqual(["Same Day (Lagos) is not offered in Kano. Please choose another delivery option."]);

    const draft = await proceed({ ...quoteFor(product._id, "same-day"), contact: { ...SHIPPING, email: EMAIL, state: "Kano" } });
    expect(draft.status).toBe(400);
    expect(draft.body.fieldErrors?.["orderDetails.shippingMethodId"]?.[0]).toContain("not offered in Kano");

    const body = initializeBody([{ product: product._id, quantity: 1 }], { shippingMethodId: "same-day", method: "bank" });
    body.orderDetails.shipping = { ...body.orderDetails.shipping, state: "Kano" };
    const placed = await pay(body);
    expect(placed.status).toBe(400);
    expect(placed.body.fieldErrors?.["orderDetails.shippingMethodId"]?.[0]).toContain("not offered in Kano");
    expect(await Order.countDocuments()).toBe(0);
    // Lagos is served.
    expect((await askQuote(quoteFor(product._id, "same-day", "Lagos"))).body.quote.shipping).toBe(7000);
  });

  it("stores the order's delivery as priced for its state: price, zone, estimate and a date in working days", async () => {
    const before = new Date();
    const { answer, order } = await placeTo("Kano");
    expect(answer.totals.shipping).toBe(9000);
    expect(order).toMatchObject({ shippingPrice: 9000, shippingMethod: "Standard Shipping", totalPrice: 30500, delivery: { method: "standard", kind: "delivery", zoneId: "rest", zone: "Rest of Nigeria", minDays: 3, maxDays: 6 } });
    const estimated = new Date(order.shipping.estimatedDelivery).getTime();
    expect(estimated).toBeGreaterThanOrEqual(addWorkingDays(before, 6).getTime());
    expect(estimated).toBeLessThanOrEqual(addWorkingDays(new Date(), 6).getTime());

    // The transfer's instructions e-mail shows the same delivery line and the estimate.
    await relayPendingMail();
    const message = await MailMessage.findOne({ kind: "order-received" }).lean();
    const { text } = renderMessage("order-received", message?.data, { siteUrl: "https://shop.example.ng" });
    expect(text).toContain("Delivery (Standard Shipping): ₦9,000.00");
    expect(text).toMatch(/Estimated delivery: 3–6 working days to Rest of Nigeria, by /);

    // Tracking reads the same.
    const tracked = await callRoute<Answer<{ shippingPrice: number; delivery: unknown }>>(trackOrder, { url: `/api/orders/track?orderNumber=${order.orderNumber}&email=${EMAIL}`, headers: headersFor() });
    expect(tracked.body).toMatchObject({ shippingPrice: 9000, delivery: { kind: "delivery", zone: "Rest of Nigeria", minDays: 3, maxDays: 6, pickup: null } });
  });

  it("makes delivery free from the threshold on the goods, and charges it a kobo below", async () => {
    const below = await createProduct({ price: 49999.99, stock: 5 });
    const at = await createProduct({ price: 50000, stock: 5 });
    expect((await askQuote(quoteFor(below._id, "standard", "Lagos"))).body.quote).toMatchObject({ shipping: 3000 });
    const free = await askQuote(quoteFor(at._id, "standard", "Lagos"));
    expect(free.body.quote).toMatchObject({ subtotal: 50000, tax: 3750, shipping: 0, total: 53750 });
    expect(free.body.quote.shippingMethod).toMatchObject({ cost: 0, listCost: 3000, freeAbove: 50_000 });
    const { order } = await placeTo("Lagos", "standard", 50000);
    expect(order).toMatchObject({ shippingPrice: 0, totalPrice: 53750 });
  });

  it("takes a pickup with only a name, e-mail and phone, at ₦0 with its address and hours", async () => {
    const product = await createProduct({ price: 20000, stock: 5 });
    const contact = { fullName: "Bola Ade", email: EMAIL, phoneNumber: "+2348031234567", address: "", city: "", state: "" };
    const saved = await proceed({ ...quoteFor(product._id, "pickup"), contact });
    expect(saved.status).toBe(200);
    expect(saved.body.quote).toMatchObject({ shipping: 0, total: 21500, shippingMethod: { kind: "pickup", pickup: PICKUP, minDays: 1, maxDays: 1 } });

    const noPhone = await proceed({ ...quoteFor(product._id, "pickup"), contact: { ...contact, phoneNumber: "" } });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.fieldErrors?.["contact.phoneNumber"]).toEqual([PICKUP_PHONE_REQUIRED]);

    // A delivery still needs the whole address, with the form's messages.
    const noAddress = await proceed({ ...quoteFor(product._id, "standard"), contact });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.fieldErrors).toMatchObject({ "contact.address": ["Address is required"], "contact.city": ["City is required"], "contact.state": ["State is required"] });

    const draftId = draftIdOf(saved.headers);
    const placed = await pay({ method: "bank", bankAccount: "opay" }, draftId);
    expect(placed.status).toBe(200);
    const order = await Order.findOne({ orderNumber: placed.body.data.orderId }).lean<OrderRecord>();
    expect(order).toMatchObject({ shippingPrice: 0, totalPrice: 21500, delivery: { kind: "pickup", pickup: PICKUP, minDays: 1, maxDays: 1 }, shipping: { fullName: "Bola Ade", address: "", phoneNumber: "+2348031234567" } });
  });

  it("prices the draft and the order from the state on the address, whatever the quote said", async () => {
    const product = await createProduct({ price: 20000, stock: 5 });
    const quoted = await askQuote(quoteFor(product._id, "standard", "Lagos"));
    expect(quoted.body.quote.shipping).toBe(3000);
    const saved = await proceed({ ...quoteFor(product._id, "standard", "Lagos"), contact: { ...SHIPPING, email: EMAIL, state: "FCT", city: "Abuja" } });
    expect(saved.body.quote).toMatchObject({ shipping: 6000, shippingMethod: { zone: { name: "FCT (Abuja)" } } });
    const placed = await pay({ method: "bank", bankAccount: "opay" }, draftIdOf(saved.headers));
    expect(placed.status).toBe(200);
    expect(await Order.findOne({ orderNumber: placed.body.data.orderId }).lean()).toMatchObject({ shippingPrice: 6000, delivery: { zone: "FCT (Abuja)" } });
  });

  it("refuses moving an order to a state in another zone on tracking, and allows one in the same zone", async () => {
    const { order } = await placeTo("Lagos");
    const edit = (state: string, city: string) =>
      callRoute<Answer<{ data: unknown }>>(editShipping, {
        method: "PUT",
        url: "/api/orders/shipping",
        body: { orderNumber: order.orderNumber, email: EMAIL, shipping: { ...SHIPPING, state, city, country: "Nigeria" } },
        headers: headersFor(),
      });
    const refused = await edit("Ogun", "Abeokuta");
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe("other-delivery-zone");
    expect(refused.body.fieldErrors?.["shipping.state"]).toEqual(["Delivery to Ogun costs ₦4,500.00, not the ₦3,000.00 this order paid for Lagos. Please contact us to send it there."]);
    const unserved = await placeTo("Lagos", "same-day");
    const toKano = await callRoute<Answer<{ data: unknown }>>(editShipping, {
      method: "PUT",
      url: "/api/orders/shipping",
      body: { orderNumber: unserved.order.orderNumber, email: EMAIL, shipping: { ...SHIPPING, state: "Kano", city: "Kano", country: "Nigeria" } },
      headers: headersFor(),
    });
    expect(toKano.status).toBe(409);
    expect(toKano.body.fieldErrors?.["shipping.state"]?.[0]).toBe("Same Day (Lagos) is not offered in Kano. Please contact us to send it there.");
    expect(await Order.findById(order._id).lean()).toMatchObject({ shipping: { state: "Lagos" }, shippingPrice: 3000 });

    const kept = await edit("Lagos", "Ikeja");
    expect(kept.status).toBe(200);
    expect((await confirmLatestShippingChange(EMAIL)).status).toBe(200);
    expect(await Order.findById(order._id).lean()).toMatchObject({ shipping: { state: "Lagos", city: "Ikeja" }, shippingPrice: 3000 });
  });

  it("takes a move to another zone where the order's delivery costs the same, with that zone's estimate", async () => {
    // Free from ₦50,000 everywhere: an order over it pays ₦0 in Lagos and would in Kano too.
    const { order } = await placeTo("Lagos", "standard", 60000);
    expect(order.shippingPrice).toBe(0);
    const moved = await callRoute<Answer<{ data: unknown }>>(editShipping, {
      method: "PUT",
      url: "/api/orders/shipping",
      body: { orderNumber: order.orderNumber, email: EMAIL, shipping: { ...SHIPPING, state: "Kano", city: "Kano", country: "Nigeria" } },
      headers: headersFor(),
    });
    expect(moved.status).toBe(200);
    expect((await confirmLatestShippingChange(EMAIL)).status).toBe(200);
    expect(await Order.findById(order._id).lean()).toMatchObject({ shipping: { state: "Kano" }, shippingPrice: 0, delivery: { zoneId: "rest", zone: "Rest of Nigeria", minDays: 3, maxDays: 6 } });
  });
});

describe("settings from before zones", () => {
  it("become one zone covering every state at their prices, for the settings screen and for checkout", async () => {
    // As a shop stored them before this change: methods with one cost, no zones, no channels.
    await StoreSettingsModel.collection.insertOne({
      _id: STORE_SETTINGS_ID as never,
      shippingMethods: [
        { id: "standard", name: "Standard Shipping", cost: 4000 },
        { id: "express", name: "Express Shipping", cost: 12000 },
      ],
      paymentMethods: [
        { id: "card", name: "Card", enabled: true },
        { id: "bank", name: "Bank transfer", enabled: true },
      ],
      bankAccounts: [{ id: "opay", bankName: "OPay", accountNumber: "8123456789", accountName: "Scents Fragrances Ltd" }],
      bankTransferHoldHours: 48,
    });
    const { body } = await callRoute<StoreSettings>(getSettings, { url: "/api/settings" });
    expect(body.deliveryZones).toEqual([{ id: "nigeria", name: "All of Nigeria", states: [...NIGERIAN_STATES] }]);
    expect(body.shippingMethods.map((method) => [method.id, method.cost, method.rates.map((price) => [price.zoneId, price.cost])])).toEqual([
      ["standard", 4000, [["nigeria", 4000]]],
      ["express", 12000, [["nigeria", 12000]]],
    ]);
    expect(body.paystackChannels).toEqual(["card", "bank_transfer", "ussd", "bank"]);
    // What the screen reads, it can save back unchanged.
    expect(storeSettingsSchema.parse(body)).toEqual(body);

    const product = await createProduct({ price: 20000, stock: 5 });
    for (const state of ["Lagos", "Kano", "Borno", "FCT"]) {
      expect((await askQuote(quoteFor(product._id, "express", state))).body.quote.shipping).toBe(12000);
    }
  });
});
