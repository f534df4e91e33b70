import { PUT as saveDraft } from "@/app/api/checkout/draft/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as optOutRoute } from "@/app/api/mail/opt-out/route";
import { noteRecoveredCheckout, sweepAbandonedCheckouts } from "@/lib/checkout/abandoned-checkouts";
import { listAbandonedCheckouts, recoveredCheckouts } from "@/lib/checkout/abandoned-checkout-list";
import { readReturnToken } from "@/lib/checkout/checkout-return-link";
import { returningCheckout } from "@/lib/checkout/checkout-return";
import { DRAFT_COOKIE } from "@/lib/checkout/draft-cookie";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { hasOptedOut, issueOptOutToken, optOut, readOptOutToken } from "@/lib/mail/opt-out";
import { getStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { AbandonedCheckout } from "@/models/abandoned-checkout";
import { CheckoutDraft } from "@/models/checkout-draft";
import { MailMessage } from "@/models/mail-message";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder, SHIPPING } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
afterEach(() => clearDatabase());

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let shopper = 0;

/** A shopper fills the checkout form with their e-mail and leaves at the payment page; answers the draft's id. */
async function leaveCheckout(email: string, productId: string, quantity = 1): Promise<string> {
  const answer = await callRoute<ApiAnswer>(saveDraft, {
    method: "PUT",
    url: "/api/checkout/draft",
    body: { items: [{ productId, quantity }], orderDetails: { shippingMethodId: "standard" }, contact: { ...SHIPPING, email } },
    headers: { [CLIENT_ADDRESS_HEADER]: `10.8.0.${++shopper}` },
  });
  expect(answer.status).toBe(200);
  const cookie = answer.headers.get("set-cookie") ?? "";
  return cookie.slice(DRAFT_COOKIE.length + 1, cookie.indexOf(";"));
}

const later = (ms: number) => new Date(Date.now() + ms);
const reminders = () => MailMessage.find({ kind: "checkout-reminder" }).sort({ createdAt: 1 }).lean();

describe("abandoned-checkout reminders", () => {
  it("go once, the owner's time after the shopper stopped, with a link back and a one-click opt-out", async () => {
    const perfume = await createProduct({ name: "Oud Noir", price: 45000 });
    const draftId = await leaveCheckout("ada@example.com", perfume._id, 2);

    expect(await sweepAbandonedCheckouts(later(30 * MINUTE))).toEqual({ reminded: 0 });
    expect(await reminders()).toHaveLength(0);

    const at = later(61 * MINUTE);
    expect(await sweepAbandonedCheckouts(at)).toEqual({ reminded: 1 });
    const [mail] = await reminders();
    expect(mail).toMatchObject({ key: `abandoned-checkout:${draftId}:reminder:1`, to: "ada@example.com" });
    const data = mail?.data as { customerName: string; lines: { name: string; quantity: number }[]; returnToken: string; optOutToken: string };
    expect(data.customerName).toBe("Adaeze");
    expect(data.lines).toEqual([{ name: "Maison Lagos Oud Noir", quantity: 2 }]);
    expect(readReturnToken(data.returnToken, at)).toEqual({ checkoutId: draftId });
    expect(readOptOutToken(data.optOutToken, at)).toEqual({ email: "ada@example.com" });
    expect(await AbandonedCheckout.findById(draftId).lean()).toMatchObject({ reminders: 1, firstReminderAt: at, email: "ada@example.com" });

    // Later passes send nothing more: the second reminder is off unless the owner turns it on.
    expect(await sweepAbandonedCheckouts(later(2 * HOUR))).toEqual({ reminded: 0 });
    expect(await sweepAbandonedCheckouts(later(30 * HOUR))).toEqual({ reminded: 0 });
    expect(await reminders()).toHaveLength(1);
  });

  it("follows the owner's minutes, sends the second reminder the set hours after the first, and nothing when turned off", async () => {
    const settings = await getStoreSettings();
    await saveStoreSettings({ ...settings, abandonedCheckouts: { enabled: true, firstAfterMinutes: 180, secondReminder: true, secondAfterHours: 24 } });
    const perfume = await createProduct();
    const draftId = await leaveCheckout("ada@example.com", perfume._id);

    expect(await sweepAbandonedCheckouts(later(2 * HOUR))).toEqual({ reminded: 0 });
    expect(await sweepAbandonedCheckouts(later(3 * HOUR + MINUTE))).toEqual({ reminded: 1 });
    expect(await sweepAbandonedCheckouts(later(20 * HOUR))).toEqual({ reminded: 0 });
    expect(await sweepAbandonedCheckouts(later(27 * HOUR + 2 * MINUTE))).toEqual({ reminded: 1 });
    expect((await reminders()).map((mail) => mail.key)).toEqual([`abandoned-checkout:${draftId}:reminder:1`, `abandoned-checkout:${draftId}:reminder:2`]);
    expect(await sweepAbandonedCheckouts(later(80 * HOUR))).toEqual({ reminded: 0 });

    await saveStoreSettings({ ...settings, abandonedCheckouts: { enabled: false, firstAfterMinutes: 60, secondReminder: false, secondAfterHours: 24 } });
    await leaveCheckout("bola@example.com", perfume._id);
    expect(await sweepAbandonedCheckouts(later(2 * HOUR))).toEqual({ reminded: 0 });
    expect(await AbandonedCheckout.countDocuments({ email: "bola@example.com" })).toBe(0);
  });

  it("sends exactly one reminder when several instances sweep at once", async () => {
    const perfume = await createProduct();
    await leaveCheckout("ada@example.com", perfume._id);
    const at = later(61 * MINUTE);
    const passes = await Promise.all([sweepAbandonedCheckouts(at), sweepAbandonedCheckouts(at), sweepAbandonedCheckouts(at), sweepAbandonedCheckouts(at)]);
    expect(passes.reduce((sum, pass) => sum + pass.reminded, 0)).toBe(1);
    expect(await reminders()).toHaveLength(1);
    expect(await AbandonedCheckout.countDocuments()).toBe(1);
    expect((await AbandonedCheckout.findOne().lean())?.reminders).toBe(1);
  });

  it("reminds nobody who ordered since (on any device), opted out, or was reminded of another checkout this week", async () => {
    const perfume = await createProduct();
    const ordered = await leaveCheckout("ordered@example.com", perfume._id);
    await createTestOrder({ email: "ordered@example.com", product: { id: perfume._id, quantity: 1 } });
    const optedOut = await leaveCheckout("quiet@example.com", perfume._id);
    await optOut("Quiet@Example.com");
    const first = await leaveCheckout("twice@example.com", perfume._id);

    expect(await sweepAbandonedCheckouts(later(61 * MINUTE))).toEqual({ reminded: 1 });
    const again = await leaveCheckout("twice@example.com", perfume._id);
    expect(await sweepAbandonedCheckouts(later(3 * HOUR))).toEqual({ reminded: 0 });

    expect((await reminders()).map((mail) => mail.key)).toEqual([`abandoned-checkout:${first}:reminder:1`]);
    const suppressed = Object.fromEntries((await AbandonedCheckout.find().lean()).map((checkout) => [checkout._id, checkout.suppressed ?? null]));
    expect(suppressed).toEqual({ [ordered]: "ordered", [optedOut]: "opted-out", [first]: null, [again]: "limited" });
  });

  it("sends no second reminder once the shopper ordered after the first", async () => {
    const settings = await getStoreSettings();
    await saveStoreSettings({ ...settings, abandonedCheckouts: { ...settings.abandonedCheckouts, secondReminder: true } });
    const perfume = await createProduct();
    const draftId = await leaveCheckout("ada@example.com", perfume._id);
    expect(await sweepAbandonedCheckouts(later(61 * MINUTE))).toEqual({ reminded: 1 });
    await createTestOrder({ email: "ada@example.com", product: { id: perfume._id, quantity: 1 } });
    expect(await sweepAbandonedCheckouts(later(30 * HOUR))).toEqual({ reminded: 0 });
    expect(await AbandonedCheckout.findById(draftId).lean()).toMatchObject({ reminders: 1, suppressed: "ordered" });
  });

  it("brings the checkout back at today's prices and stock, saying which line is gone", async () => {
    const kept = await createProduct({ name: "Oud Noir", price: 45000, stock: 3 });
    const dropped = await createProduct({ name: "Cocoa Tonka", price: 20000 });
    const draft = await leaveCheckout("ada@example.com", kept._id, 2);
    await CheckoutDraft.updateOne({ _id: draft }, { $push: { lines: { productId: dropped._id, quantity: 1 } } });
    const at = later(61 * MINUTE);
    await sweepAbandonedCheckouts(at);
    const token = ((await reminders())[0]?.data as { returnToken: string }).returnToken;

    await Product.updateOne({ _id: kept._id }, { $set: { "sizes.0.price": 50000, "sizes.0.stock": 1 } });
    await Product.deleteOne({ _id: dropped._id });
    const back = await returningCheckout(token, at);
    expect(back?.contact).toMatchObject({ email: "ada@example.com", fullName: SHIPPING.fullName, state: "Lagos" });
    expect(back?.lines).toEqual([
      expect.objectContaining({ gone: false, productId: kept._id, name: "Oud Noir", price: 50000, stock: 1, quantity: 2 }),
      { gone: true, productId: dropped._id, name: "An item no longer sold", quantity: 1 },
    ]);
    expect(await returningCheckout("not-a-token", at)).toBeNull();
    expect(await returningCheckout(token, later(8 * 24 * HOUR))).toBeNull();
  });

  it("counts the order placed after a reminder as the checkout recovered, once", async () => {
    const perfume = await createProduct({ price: 45000 });
    const draftId = await leaveCheckout("ada@example.com", perfume._id);
    // Left an hour ago, reminded now.
    await CheckoutDraft.collection.updateOne({ _id: draftId as never }, { $set: { updatedAt: later(-61 * MINUTE) } });
    expect(await sweepAbandonedCheckouts()).toEqual({ reminded: 1 });
    // The shopper comes back on another device and pays.
    const fresh = await leaveCheckout("ada@example.com", perfume._id);
    const paid = await callRoute<ApiAnswer & { data: { orderId: string; amount: number } }>(initialize, {
      method: "POST",
      url: "/api/payment/initialize",
      body: { method: "card" },
      headers: { [CLIENT_ADDRESS_HEADER]: "10.8.1.1", cookie: `${DRAFT_COOKIE}=${fresh}` },
    });
    expect(paid.status).toBe(200);
    const recovered = (await AbandonedCheckout.findById(draftId).lean())?.recovered;
    expect(recovered).toMatchObject({ orderNumber: paid.body.data.orderId, total: paid.body.data.amount });
    await noteRecoveredCheckout({ email: "ada@example.com", orderNumber: "ORD-OTHER00000", total: 1 });
    expect((await AbandonedCheckout.findById(draftId).lean())?.recovered?.orderNumber).toBe(paid.body.data.orderId);

    // The owner's list says it; analytics counts it once it is paid.
    const { rows, total } = await listAbandonedCheckouts({ page: 1 });
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ email: "ada@example.com", name: SHIPPING.fullName, reminders: 1, suppressed: null, recovered: { orderNumber: paid.body.data.orderId } });
    const period = [later(-HOUR), later(HOUR)] as const;
    expect(await recoveredCheckouts(...period)).toEqual({ orders: 0, revenue: 0 });
    await Order.updateOne({ orderNumber: paid.body.data.orderId }, { $set: { "payment.paidAt": new Date() } });
    expect(await recoveredCheckouts(...period)).toEqual({ orders: 1, revenue: paid.body.data.amount });
    expect(await recoveredCheckouts(later(-3 * HOUR), later(-HOUR))).toEqual({ orders: 0, revenue: 0 });
  });

  it("stops an address's reminders with the message's one-click link, and refuses a link that is not ours", async () => {
    const send = (token: string) => callRoute<ApiAnswer>(optOutRoute, { method: "POST", url: "/api/mail/opt-out", body: { token } });
    const refused = await send(`${issueOptOutToken("ada@example.com").slice(0, -2)}xx`);
    expect(refused.status).toBe(400);
    expect(await hasOptedOut("ada@example.com")).toBe(false);
    expect((await send(issueOptOutToken("Ada@Example.com"))).status).toBe(200);
    expect((await send(issueOptOutToken("ada@example.com"))).status).toBe(200);
    expect(await hasOptedOut("ada@example.com")).toBe(true);
  });
});
