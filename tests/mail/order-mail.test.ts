import { POST as contact } from "@/app/api/contact/route";
import { confirmLatestShippingChange, latestShippingLink } from "../support/shipping-change";
import { PUT as editShipping } from "@/app/api/orders/shipping/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as testCharge } from "@/app/api/payment/test-charge/route";
import { GET as verify } from "@/app/api/payment/verify/[ref]/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { pendingMail } from "@/lib/mail/pending-mail";
import { orderSummaryOf } from "@/lib/mail/order-summary";
import { recordMessage } from "@/lib/mail/outbox";
import { relayPendingMail } from "@/lib/mail/relay";
import { formatNaira } from "@/lib/money/naira";
import { releaseExpiredOrders } from "@/lib/checkout/expiry";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { formatPaymentDeadline } from "@/lib/calendar/payment-deadline";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { MailMessage } from "@/models/mail-message";
import { Order, type OrderRecord } from "@/models/order";
import { createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, EMAIL, initializeBody, SHIPPING } from "../support/order-fixtures";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";
import { withTestSmtpServer } from "../support/smtp-server";

setupTestDatabase();

const OWNER = "owner@scents.test";
const smtp = withTestSmtpServer();

beforeAll(() => {
  useTestMode();
  process.env.OWNER_EMAIL = OWNER;
});

afterAll(() => {
  delete process.env.OWNER_EMAIL;
});

beforeEach(() => clearDatabase());

async function send(at?: Date) {
  return smtp.deliver(at ? { now: () => at } : {});
}

const afterExpiry = (order: OrderRecord) => new Date((order.expiresAt ?? new Date()).getTime() + 1000);

const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

async function place(method: "card" | "bank") {
  // Plenty, so no low-stock alert to the owner joins the order's messages.
  const product = await createProduct({ stock: 50, price: 12345.5 });
  const { body } = await callRoute<{ data: { reference: string; orderId: string } }>(initialize, {
    method: "POST",
    body: initializeBody([{ product: product._id, quantity: 2 }], { method }),
  });
  const order = await Order.findOne({ orderNumber: body.data.orderId }).lean<OrderRecord>();
  if (!order) throw new Error("The order was not stored");
  return order;
}

async function payByCard(reference: string) {
  const year = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
  await callRoute(testCharge, { method: "POST", body: { reference, cardNumber: "4084084084084081", expiry: `12/${year}`, cvv: "408" } });
  await callRoute(verify, { params: { ref: reference } });
}

describe("order e-mails", () => {
  it("sends a bank transfer's instructions: the account number, the exact amount, the order number as reference and the deadline", async () => {
    const order = await place("bank");
    const account = (await getStoreSettings()).bankAccounts.find((entry) => entry.id === "opay");
    expect(await send()).toMatchObject({ sent: 2 });

    const [mail] = to(EMAIL);
    expect(to(EMAIL)).toHaveLength(1);
    expect(mail?.headers.subject).toContain(order.orderNumber);
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(account?.accountNumber);
      expect(body).toContain(account?.accountName);
      expect(body).toContain(formatNaira(order.totalPrice));
      expect(body).toContain(order.orderNumber);
      expect(body).toContain(formatPaymentDeadline(new Date(order.expiresAt ?? 0).toISOString()));
      expect(body).toContain(`http://localhost:3000/order-tracking?id=${order.orderNumber}`);
    }
    expect(mail?.text).toMatch(new RegExp(`Reference: ${order.orderNumber}`));

    const [alert] = to(OWNER);
    expect(to(OWNER)).toHaveLength(1);
    expect(alert?.headers.subject).toBe(`New bank-transfer order ${order.orderNumber}: ${formatNaira(order.totalPrice)} to confirm`);
    expect(await send()).toMatchObject({ sent: 0 });
  });

  it("greets an address that has never paid by the order number, not by the name typed; once it has paid, by the name", async () => {
    const stranger = await place("bank");
    await send();
    const [first] = to(EMAIL);
    for (const body of [first?.text, first?.html]) {
      expect(body).toContain(`Thank you, ${stranger.orderNumber}`);
      expect(body).not.toContain(SHIPPING.fullName);
    }
    // The owner's alert still names who ordered.
    expect(to(OWNER)[0]?.text).toContain(SHIPPING.fullName);

    const paid = await place("card");
    await payByCard(paid.payment.reference);
    const again = await place("bank");
    await send();
    const [, receipt, instructions] = to(EMAIL);
    expect(receipt?.headers.subject).toBe(`Payment received for order ${paid.orderNumber}`);
    expect(receipt?.text).toContain(SHIPPING.fullName);
    expect(instructions?.headers.subject).toContain(again.orderNumber);
    expect(instructions?.text).toContain(`Thank you, ${SHIPPING.fullName}`);
  });

  it("sends a card order's receipt and the owner's alert once it is paid, and nothing before", async () => {
    const order = await place("card");
    expect(await send()).toMatchObject({ sent: 0 });
    await payByCard(order.payment.reference);
    await payByCard(order.payment.reference);
    expect(await send()).toMatchObject({ sent: 2 });
    const [receipt] = to(EMAIL);
    expect(to(EMAIL)).toHaveLength(1);
    expect(receipt?.headers.subject).toBe(`Payment received for order ${order.orderNumber}`);
    expect(receipt?.text).toContain(`Total: ${formatNaira(order.totalPrice)}`);
    expect(receipt?.text).toContain("by card");
    expect(to(OWNER).map((mail) => mail.headers.subject)).toEqual([`New paid order ${order.orderNumber}: ${formatNaira(order.totalPrice)}`]);
  });

  it("confirms a transfer the owner marks paid, and sends one message per status change", async () => {
    const order = await place("bank");
    await send();
    smtp.received.length = 0;

    await changeOrderStatus(order.orderNumber, "Order Placed");
    expect(await send()).toMatchObject({ sent: 1 });
    expect(to(EMAIL)[0]?.text).toContain("by bank transfer");

    for (const status of ["Processing", "Shipped"] as const) {
      await changeOrderStatus(order.orderNumber, status);
      expect(await send()).toMatchObject({ sent: 1 });
    }
    // A step back and on again is a correction: the shopper already heard of both.
    await changeOrderStatus(order.orderNumber, "Processing");
    await changeOrderStatus(order.orderNumber, "Shipped");
    expect(await send()).toMatchObject({ sent: 0 });
    await changeOrderStatus(order.orderNumber, "Delivered");
    expect(await send()).toMatchObject({ sent: 1 });

    expect(to(EMAIL).map((mail) => mail.headers.subject)).toEqual([
      `Payment received for order ${order.orderNumber}`,
      `Order ${order.orderNumber}: Processing`,
      `Order ${order.orderNumber}: Shipped`,
      `Order ${order.orderNumber}: Delivered`,
    ]);
    expect(to(OWNER)).toHaveLength(0);
    expect((await Order.findById(order._id).lean())?.mail).toEqual([]);
  });

  it.each([
    ["cancelled by the owner", (order: OrderRecord) => changeOrderStatus(order.orderNumber, "Cancelled"), "was cancelled"],
    ["expired unpaid", (order: OrderRecord) => releaseExpiredOrders(afterExpiry(order)), "did not receive the payment"],
  ])("tells the shopper when an order is %s, and that its stock was released", async (_, cancel, wording) => {
    const order = await place("bank");
    await send();
    smtp.received.length = 0;
    await cancel(order);
    expect(await send(afterExpiry(order))).toMatchObject({ sent: 1 });
    const [mail] = to(EMAIL);
    expect(mail?.headers.subject).toBe(`Order ${order.orderNumber} was cancelled`);
    expect(mail?.text).toContain(wording);
    expect(mail?.text).toContain("released back to our stock");
  });

  it("mails the order's e-mail a link to confirm a shipping change asked for on tracking, and a security notice once it is applied", async () => {
    const order = await place("bank");
    await send();
    smtp.received.length = 0;
    const shipping = { ...SHIPPING, country: "Nigeria", address: "4 Admiralty Way, Lekki Phase 1", city: "Lekki", state: "Lagos" };
    const { status } = await callRoute(editShipping, {
      method: "PUT",
      body: { orderNumber: order.orderNumber, email: EMAIL, shipping },
      headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.5" },
    });
    expect(status).toBe(200);
    expect(await send()).toMatchObject({ sent: 1 });
    const [link] = to(EMAIL);
    expect(link?.headers.subject).toBe(`Confirm the new delivery details of order ${order.orderNumber}`);
    expect(link?.text).toContain("4 Admiralty Way, Lekki Phase 1");
    expect(link?.text).toContain(`/order-tracking/confirm?token=${encodeURIComponent(await latestShippingLink(EMAIL))}`);
    smtp.received.length = 0;
    expect((await confirmLatestShippingChange(EMAIL)).status).toBe(200);
    expect(await send()).toMatchObject({ sent: 1 });
    const [mail] = to(EMAIL);
    expect(mail?.headers.subject).toBe(`Security notice: the delivery address of order ${order.orderNumber} was changed`);
    expect(mail?.text).toContain(SHIPPING.address);
    expect(mail?.text).toContain("4 Admiralty Way, Lekki Phase 1");
  });

  it("alerts the owner to a new contact message, at the first admin's address when OWNER_EMAIL is not set", async () => {
    delete process.env.OWNER_EMAIL;
    try {
      const admin = await createTestUser({ role: "admin", email: "admin@scents.test" });
      const { status } = await callRoute(contact, {
        method: "POST",
        body: { name: "Tolu", email: "tolu@example.com", message: "Do you deliver to Ibadan?" },
        headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.9" },
      });
      expect(status).toBeLessThan(300);
      expect(await send()).toMatchObject({ sent: 1 });
      expect(smtp.received[0]?.to).toEqual([admin.email]);
      expect(smtp.received[0]?.text).toContain("Do you deliver to Ibadan?");
    } finally {
      process.env.OWNER_EMAIL = OWNER;
    }
  });
});

describe("the mail relay", () => {
  it("moves a message a crash left on its order to the outbox once, however often it runs", async () => {
    const order = await place("bank");
    await Order.updateOne({ _id: order._id }, { $push: { mail: pendingMail("status:Processing", "order-status", "customer", { status: "Processing" }) } });
    // A relay that stopped after recording it and before taking it off the order:
    await recordMessage({ key: `order:${order._id.toString()}:status:Processing`, to: EMAIL, kind: "order-status", data: { ...orderSummaryOf(order), status: "Processing" } });
    expect(await relayPendingMail()).toBe(1);
    expect(await relayPendingMail()).toBe(0);
    expect(await MailMessage.countDocuments({ key: `order:${order._id.toString()}:status:Processing` })).toBe(1);
    expect((await Order.findById(order._id).lean())?.mail).toEqual([]);
    await send();
    expect(to(EMAIL).filter((mail) => mail.headers.subject?.endsWith("Processing"))).toHaveLength(1);
  });
});
