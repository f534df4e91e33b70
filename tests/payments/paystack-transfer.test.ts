import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as testCharge } from "@/app/api/payment/test-charge/route";
import { GET as verify } from "@/app/api/payment/verify/[ref]/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import { countDueSales } from "@/lib/analytics/sales-ledger";
import { relayPendingMail } from "@/lib/mail/relay";
import { renderMessage } from "@/lib/mail/render";
import { toKobo } from "@/lib/money/naira";
import { saveStoreSettings } from "@/lib/settings/store-settings";
import { MailMessage } from "@/models/mail-message";
import { Order } from "@/models/order";
import { SalesDay } from "@/models/sales-day";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, initializeBody } from "../support/order-fixtures";
import { withPaystackStub, useTestMode } from "../support/paystack-stub";
import { callRoute, type ApiAnswer } from "../support/request";
import { storeSettingsFixture } from "../support/store-settings";

setupTestDatabase();

interface Placed extends ApiAnswer {
  data: { reference: string; orderId: string; amountKobo: number; channels: string[] };
}

let shopper = 0;
const paystack = withPaystackStub();

afterEach(() => clearDatabase());

async function placeOrder(method: "card" | "bank" = "card") {
  const product = await createProduct({ price: 30000, stock: 5 });
  const { status, body } = await callRoute<Placed>(initialize, {
    method: "POST",
    body: initializeBody([{ product: product._id, quantity: 1 }], { method }),
    headers: { "x-forwarded-for": `10.8.0.${++shopper}` },
  });
  expect(status).toBe(200);
  return body.data;
}

const orderFor = (orderId: string) => Order.findOne({ orderNumber: orderId }).lean();

describe("Paystack's Pay with Transfer", () => {
  beforeEach(async () => {
    await saveStoreSettings(storeSettingsFixture({ paystackChannels: ["card", "bank_transfer"] }));
  });

  it("asks Paystack's pop-up for the channels the owner chose", async () => {
    const placed = await placeOrder();
    expect(paystack().transactions.get(placed.reference)?.channels).toEqual(["card", "bank_transfer"]);
    expect(placed.channels).toEqual(["card", "bank_transfer"]);
  });

  it("moves the order to paid from the signed charge.success webhook alone, with no verify and no owner action", async () => {
    const placed = await placeOrder();
    paystack().pay(placed.reference, { channel: "bank_transfer" });
    const event = paystack().webhook(placed.reference);
    expect(JSON.parse(event.body)).toMatchObject({ event: "charge.success", data: { channel: "bank_transfer", status: "success", reference: placed.reference } });
    const requestsBefore = paystack().requests.length;

    const answer = await callRoute<ApiAnswer>(webhook, { method: "POST", body: event.body, headers: event.headers });
    expect(answer.status).toBe(200);
    const order = await orderFor(placed.orderId);
    expect(order).toMatchObject({ status: "Order Placed", payment: { method: "card", provider: "paystack", state: "paid", channel: "bank_transfer", paidAmountKobo: placed.amountKobo } });
    expect(order?.expiresAt).toBeUndefined();
    // Nothing asked Paystack: the webhook's report was enough.
    expect(paystack().requests.length).toBe(requestsBefore);

    // The receipt says how it was paid, and the ledger counts the order's whole total, delivery included.
    await relayPendingMail();
    const receipt = await MailMessage.findOne({ kind: "payment-confirmed" }).lean();
    expect(renderMessage("payment-confirmed", receipt?.data, { siteUrl: "https://shop.example.ng" }).text).toContain("by transfer through Paystack");
    await countDueSales();
    const days = await SalesDay.find().lean();
    expect(days.reduce((sum, day) => sum + day.salesKobo, 0)).toBe(toKobo(order?.totalPrice ?? 0));
  });

  it("keeps the shop's own bank transfer apart: it waits for the owner as before", async () => {
    const placed = await placeOrder("bank");
    expect(placed.reference).toBeTruthy();
    expect(paystack().transactions.has(placed.reference)).toBe(false);
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Pending", payment: { method: "bank", provider: "bank", state: "unpaid" } });
  });
});

describe("test mode's transfer option", () => {
  beforeEach(async () => {
    useTestMode();
    await saveStoreSettings(storeSettingsFixture({ paystackChannels: ["bank_transfer"] }));
  });

  it("confirms the order on the server as soon as the sheet's transfer is sent: no verify, no owner", async () => {
    const placed = await placeOrder();
    expect(placed.channels).toEqual(["bank_transfer"]);
    const charged = await callRoute<ApiAnswer>(testCharge, { method: "POST", body: { reference: placed.reference, channel: "bank_transfer" } });
    expect(charged.status).toBe(200);
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Order Placed", payment: { provider: "test", state: "paid", channel: "bank_transfer" } });
  });

  it("refuses a channel the sheet does not play, and still takes a card as before", async () => {
    const placed = await placeOrder();
    const refused = await callRoute<ApiAnswer & { fieldErrors?: Record<string, string[]> }>(testCharge, { method: "POST", body: { reference: placed.reference, channel: "ussd" } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.channel).toEqual(["Choose a channel the test sheet offers"]);
    const card = await callRoute<ApiAnswer>(testCharge, { method: "POST", body: { reference: placed.reference, cardNumber: "4084084084084081", expiry: "12/99", cvv: "408" } });
    expect(card.status).toBe(200);
    // A card is confirmed by the payment-success page's verify, as before.
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Pending" });
    await callRoute(verify, { url: `/api/payment/verify/${placed.reference}`, params: { ref: placed.reference } });
    expect(await orderFor(placed.orderId)).toMatchObject({ status: "Order Placed", payment: { state: "paid", channel: "card" } });
  });
});
