import { POST as quote } from "@/app/api/checkout/quote/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import type { Quote } from "@/lib/pricing/pricing";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { releaseExpiredOrders } from "@/lib/checkout/expiry";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { planOrder } from "@/lib/checkout/place-order";
import { placementSteps } from "@/lib/checkout/placement";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "@/lib/checkout/recovery";
import { initializePaymentSchema } from "@/lib/checkout/schemas";
import { storeSettingsSchema, type StoreSettingsInput } from "@/lib/settings/schemas";
import { defaultStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { Order } from "@/models/order";
import { Promotion } from "@/models/promotion";
import { StoreSettingsModel } from "@/models/store-settings";
import { createProduct, initializeBody, stockOf } from "../support/order-fixtures";
import { callRoute } from "../support/request";
import { setupCheckoutTests } from "../support/checkout-tests";

setupCheckoutTests();

interface QuoteAnswer {
  quote: Quote;
  reason?: string;
  fieldErrors?: Record<string, string[]>;
}
interface InitializeAnswer {
  message?: string;
  reason?: string;
  fieldErrors?: Record<string, string[]>;
  data: { orderId: string; amount: number; totals: { promoDiscount: number; shipping: number } };
}

const DAY = 24 * 3600 * 1000;
const MINUTE = 60_000;
let shopper = 0;

const ask = (body: unknown) => callRoute<QuoteAnswer>(quote, { method: "POST", body });
const place = (body: unknown) =>
  callRoute<InitializeAnswer>(initialize, { method: "POST", body, headers: { "x-forwarded-for": `10.9.${Math.floor(++shopper / 250)}.${shopper % 250}` } });

/** Settings as the owner saves them (through the API's schema): a method given one `cost` costs that in every zone. */
async function settingsWith(change: (settings: StoreSettingsInput) => StoreSettingsInput) {
  await saveStoreSettings(storeSettingsSchema.parse(change(defaultStoreSettings())));
}

async function promotion(fields: Record<string, unknown> = {}) {
  return Promotion.create({
    name: "November",
    code: "NOV10",
    discount: 10,
    startDate: shopDay(new Date(Date.now() - DAY)),
    endDate: shopDay(new Date(Date.now() + 30 * DAY)),
    ...fields,
  });
}

const quoteBody = (productId: string, orderDetails: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  items: [{ productId, quantity: 1 }],
  orderDetails,
  ...extra,
});

describe("delivery comes from the settings' shipping methods", () => {
  it("prices the chosen method's cost, as the owner last saved it", async () => {
    await settingsWith((settings) => ({ ...settings, shippingMethods: [{ id: "express", name: "Express Shipping", cost: 20000 }] }));
    const product = await createProduct({ price: 10000, stock: 3 });
    const { status, body } = await ask(quoteBody(product._id, { shippingMethodId: "express", shippingPrice: 0, cost: 0 }));
    expect(status).toBe(200);
    expect(body.quote).toMatchObject({ subtotal: 10000, tax: 750, shipping: 20000, total: 30750 });
    const placed = await place({ ...initializeBody([{ product: product._id, quantity: 1 }], { shippingMethodId: "express" }), shippingPrice: 0 });
    expect(placed.status).toBe(200);
    expect(placed.body.data.amount).toBe(30750);
    expect(await Order.findOne({ orderNumber: placed.body.data.orderId }).lean()).toMatchObject({ shippingMethod: "Express Shipping", shippingPrice: 20000, totalPrice: 30750 });
  });

  it("refuses an unknown or removed shipping method at quote and at initialize, storing nothing", async () => {
    const product = await createProduct({ stock: 3 });
    const unknown = await ask(quoteBody(product._id, { shippingMethodId: "teleport" }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors?.["orderDetails.shippingMethodId"]).toEqual([expect.stringContaining("no longer offered")]);
    expect(unknown.body.reason).toBe("shipping-method-gone");

    await settingsWith((settings) => ({ ...settings, shippingMethods: settings.shippingMethods.filter((method) => method.id !== "express") }));
    expect((await ask(quoteBody(product._id, { shippingMethodId: "express" }))).status).toBe(400);
    const placed = await place(initializeBody([{ product: product._id, quantity: 1 }], { shippingMethodId: "express" }));
    expect(placed.status).toBe(400);
    expect(placed.body.fieldErrors?.["orderDetails.shippingMethodId"]).toHaveLength(1);
    expect(placed.body.message).toBe("This shipping method is no longer offered. Please choose another.");
    const missing = await place(initializeBody([{ product: product._id, quantity: 1 }], { shippingMethodId: "" }));
    expect(missing.body.fieldErrors?.["orderDetails.shippingMethodId"]).toEqual(["Choose a shipping method"]);
    expect(await Order.countDocuments()).toBe(0);
    expect(await stockOf(product._id)).toBe(3);
  });
});

describe("payment methods the owner switched off", () => {
  it("refuses bank transfer at quote and at initialize once it is off, storing nothing", async () => {
    await settingsWith((settings) => ({ ...settings, paymentMethods: settings.paymentMethods.map((method) => (method.id === "bank" ? { ...method, enabled: false } : method)) }));
    const product = await createProduct({ stock: 3 });
    const quoted = await ask(quoteBody(product._id, { shippingMethodId: "standard" }, { method: "bank" }));
    expect(quoted.status).toBe(400);
    expect(quoted.body.fieldErrors?.method).toEqual(["Bank transfer is not available. Please choose another payment method."]);
    const placed = await place(initializeBody([{ product: product._id, quantity: 1 }], { method: "bank" }));
    expect(placed.status).toBe(400);
    expect(placed.body.fieldErrors?.method).toHaveLength(1);
    expect(placed.body.message).toBe("Bank transfer is not available. Please choose another payment method.");
    expect(await Order.countDocuments()).toBe(0);
    expect(await stockOf(product._id)).toBe(3);
    // Card is still on.
    expect((await place(initializeBody([{ product: product._id, quantity: 1 }], { method: "card" }))).status).toBe(200);
  });

  it("refuses card once it is off", async () => {
    await settingsWith((settings) => ({ ...settings, paymentMethods: settings.paymentMethods.map((method) => (method.id === "card" ? { ...method, enabled: false } : method)) }));
    const product = await createProduct({ stock: 3 });
    expect((await ask(quoteBody(product._id, { shippingMethodId: "standard" }, { method: "card" }))).status).toBe(400);
    expect((await place(initializeBody([{ product: product._id, quantity: 1 }]))).status).toBe(400);
    expect(await Order.countDocuments()).toBe(0);
  });

  it("takes a transfer only to an account the settings list", async () => {
    await settingsWith((settings) => ({ ...settings, bankAccounts: [{ id: "gtb", bankName: "GTBank", accountNumber: "0123456789", accountName: "Scents Ltd" }] }));
    const product = await createProduct({ stock: 3 });
    const old = await place(initializeBody([{ product: product._id, quantity: 1 }], { method: "bank", bankAccount: "opay" }));
    expect(old.body.fieldErrors?.["orderDetails.bankAccount"]).toEqual(["Please select a bank account"]);
    const placed = await place(initializeBody([{ product: product._id, quantity: 1 }], { method: "bank", bankAccount: "gtb" }));
    expect(placed.status).toBe(200);
    expect((await Order.findOne({ orderNumber: placed.body.data.orderId }).lean())?.payment.bankAccount).toMatchObject({ bankName: "GTBank", accountNumber: "0123456789" });
  });
});

describe("promotion codes", () => {
  it("applies a code typed in any case with spaces, showing the discount line", async () => {
    await promotion();
    const product = await createProduct({ price: 90000, stock: 3 });
    const { status, body } = await ask(quoteBody(product._id, { shippingMethodId: "express", promoCode: "  nov10 " }));
    expect(status).toBe(200);
    // 90000 - 9000 + 6750 + 15000.
    expect(body.quote).toMatchObject({ subtotal: 90000, promoDiscount: 9000, tax: 6750, shipping: 15000, total: 102750, promo: { code: "NOV10", applied: true, message: null } });
  });

  it.each([
    ["an unknown code", {}, "WELCOME", "This promo code is not valid"],
    ["a code that has not started", { startDate: shopDay(new Date(Date.now() + 2 * DAY)), endDate: shopDay(new Date(Date.now() + 9 * DAY)) }, "NOV10", "This promo code starts on"],
    ["a code that has ended", { startDate: shopDay(new Date(Date.now() - 9 * DAY)), endDate: shopDay(new Date(Date.now() - 2 * DAY)) }, "NOV10", "This promo code has expired"],
    ["an order below the minimum", { minSubtotal: 100000 }, "NOV10", "This promo code needs a subtotal of at least"],
    ["a code that is used up", { usageLimit: 3, usedCount: 3 }, "NOV10", "This promo code has been fully used"],
  ])("says why %s does not apply at quote, and refuses it at initialize storing nothing", async (_label, fields, code, message) => {
    await promotion(fields);
    const product = await createProduct({ price: 90000, stock: 3 });
    const { status, body } = await ask(quoteBody(product._id, { shippingMethodId: "standard", promoCode: code }));
    expect(status).toBe(200);
    expect(body.quote.promoDiscount).toBe(0);
    expect(body.quote.total).toBe(90000 + 6750 + 5000);
    expect(body.quote.promo).toMatchObject({ code, applied: false, message: expect.stringContaining(message) });

    const placed = await place(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: code }));
    expect(placed.status).toBe(400);
    expect(placed.body.fieldErrors?.["orderDetails.promoCode"]).toEqual([expect.stringContaining(message)]);
    // The payment page shows the answer's message: it says what is wrong, not just "Bad request".
    expect(placed.body.message).toContain(message);
    expect(await Order.countDocuments()).toBe(0);
    expect(await stockOf(product._id)).toBe(3);
  });

  it("applies the code when the order is placed and counts one use", async () => {
    const promo = await promotion({ usageLimit: 5 });
    const product = await createProduct({ price: 90000, stock: 3 });
    const placed = await place(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: "nov10", shippingMethodId: "express" }));
    expect(placed.status).toBe(200);
    expect(placed.body.data.amount).toBe(102750);
    expect(placed.body.data.totals).toMatchObject({ promoDiscount: 9000, shipping: 15000 });
    const order = await Order.findOne({ orderNumber: placed.body.data.orderId }).lean();
    expect(order).toMatchObject({ promoDiscount: 9000, promo: { code: "NOV10", discount: 10 }, totalPrice: 102750 });
    // The use is held in the order's name until it is paid or given back.
    expect(await Promotion.findById(promo._id, { usedCount: 1, holds: 1 }).lean()).toMatchObject({ usedCount: 1, holds: [{ order: order?._id }] });
  });

  it("gives exactly 10 discounted orders when 50 shoppers press Pay at once with a 10-use code", async () => {
    const promo = await promotion({ usageLimit: 10 });
    const product = await createProduct({ price: 10000, stock: 100 });
    // Fifty different shoppers: one address may hold only a few unpaid orders at a time.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => place(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: "NOV10", email: `shopper${index}@example.com` }))),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409 || answer.status === 400)).toHaveLength(40);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.body.fieldErrors?.["orderDetails.promoCode"]).toEqual(["This promo code has been fully used"]);
      expect(["code-used-up", "promo-code-refused"]).toContain(refused.body.reason);
    }
    expect(await Order.countDocuments({ promoDiscount: 1000 })).toBe(10);
    expect(await Order.countDocuments()).toBe(10);
    expect(await Promotion.findById(promo._id, { usedCount: 1, holds: 1 }).lean()).toMatchObject({ usedCount: 10, holds: expect.any(Array) });
    expect((await Promotion.findById(promo._id, { holds: 1 }).lean())?.holds).toHaveLength(10);
    // Refused orders gave their stock back.
    expect(await stockOf(product._id)).toBe(90);
  }, 60_000);

  it("gives the use back once when the order expires unpaid or is cancelled", async () => {
    const promo = await promotion({ usageLimit: 2 });
    const product = await createProduct({ price: 10000, stock: 10 });
    const card = await place(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: "NOV10", email: "card@example.com" }));
    const bank = await place(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: "NOV10", method: "bank", email: "bank@example.com" }));
    expect((await Promotion.findById(promo._id).lean())?.usedCount).toBe(2);
    expect((await place(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: "NOV10" }))).status).toBe(400);

    const later = new Date(Date.now() + 31 * MINUTE);
    await Promise.all([releaseExpiredOrders(later), releaseExpiredOrders(later)]);
    expect(await Order.findOne({ orderNumber: card.body.data.orderId }).lean()).toMatchObject({ status: "Cancelled", stockHeld: false });
    expect((await Promotion.findById(promo._id).lean())?.usedCount).toBe(1);

    await changeOrderStatus(bank.body.data.orderId, "Cancelled");
    await expect(changeOrderStatus(bank.body.data.orderId, "Cancelled")).rejects.toThrow();
    expect(await Promotion.findById(promo._id, { usedCount: 1, holds: 1 }).lean()).toMatchObject({ usedCount: 0, holds: [] });
    expect(await stockOf(product._id)).toBe(10);

    // The uses are there for the next shoppers.
    expect((await place(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: "NOV10" }))).status).toBe(200);
  });

  it("keeps a paid order's use counted", async () => {
    const promo = await promotion({ usageLimit: 1 });
    const product = await createProduct({ price: 10000, stock: 10 });
    const bank = await place(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: "NOV10", method: "bank" }));
    await changeOrderStatus(bank.body.data.orderId, "Order Placed");
    const muchLater = new Date(Date.now() + 100 * 24 * 60 * MINUTE);
    await releaseExpiredOrders(muchLater);
    // The recovery pass settles a paid order's hold: the use stays counted for good.
    const report = await recoverOrderPlacements(muchLater);
    expect(report).toMatchObject({ codeUsesSettled: 1, codeUsesReturned: 0 });
    expect(await Promotion.findById(promo._id, { usedCount: 1, holds: 1 }).lean()).toMatchObject({ usedCount: 1, holds: [] });
  });
});

it("settings start seeded, so checkout works on a fresh shop", async () => {
  expect(await StoreSettingsModel.countDocuments()).toBe(0);
  const product = await createProduct({ stock: 1 });
  expect((await ask(quoteBody(product._id, { shippingMethodId: "standard" }))).status).toBe(200);
  expect(await StoreSettingsModel.countDocuments()).toBe(1);
});

describe("a code's use under a crash", () => {
  it("is taken as a placement step and given back by the recovery pass when the placement died before committing", async () => {
    const promo = await promotion({ usageLimit: 1 });
    const product = await createProduct({ price: 10000, stock: 3 });
    const { plan } = await planOrder(initializePaymentSchema.parse(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: "NOV10", method: "bank" })));
    const steps = placementSteps(plan);
    expect(steps.map((step) => step.name)).toContain("take a use of the promotion code");
    // The process dies right after the code's use is taken.
    const upToCode = steps.findIndex((step) => step.name === "take a use of the promotion code") + 1;
    for (const step of steps.slice(0, upToCode)) await step.run();
    expect((await Promotion.findById(promo._id).lean())?.usedCount).toBe(1);

    const report = await recoverOrderPlacements(new Date(plan.now.getTime() + PLACEMENT_GRACE_MS + 1000));
    expect(report.rolledBack).toEqual([plan.orderId.toString()]);
    expect(await Promotion.findById(promo._id, { usedCount: 1, holds: 1 }).lean()).toMatchObject({ usedCount: 0, holds: [] });
    expect(await stockOf(product._id)).toBe(3);
    expect(await Order.countDocuments()).toBe(0);
  });

  it("is given back by the recovery pass for an order cancelled by a process that died before returning it", async () => {
    const promo = await promotion({ usageLimit: 1 });
    const product = await createProduct({ price: 10000, stock: 3 });
    const placed = await place(initializeBody([{ product: product._id, quantity: 1 }], { promoCode: "NOV10", method: "bank" }));
    // The cancel's status change landed; the process died before the holds were given back.
    await Order.updateOne({ orderNumber: placed.body.data.orderId }, { $set: { status: "Cancelled", stockHeld: false } });
    const report = await recoverOrderPlacements(new Date(Date.now() + PLACEMENT_GRACE_MS + 1000));
    expect(report.codeUsesReturned).toBe(1);
    expect(await Promotion.findById(promo._id, { usedCount: 1, holds: 1 }).lean()).toMatchObject({ usedCount: 0, holds: [] });
    await recoverOrderPlacements(new Date(Date.now() + PLACEMENT_GRACE_MS + 1000));
    expect((await Promotion.findById(promo._id).lean())?.usedCount).toBe(0);
  });
});
