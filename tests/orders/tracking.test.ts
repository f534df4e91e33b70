import { POST as initialize } from "@/app/api/payment/initialize/route";
import { PUT as editShipping } from "@/app/api/orders/shipping/route";
import { GET as track } from "@/app/api/orders/track/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { changeOrderStatus } from "@/lib/orders/order-status";
import type { TrackedOrder } from "@/lib/orders/tracked-order";
import { MailMessage } from "@/models/mail-message";
import { GET as listOrders } from "@/app/api/orders/all/route";
import type { AdminOrderView } from "@/lib/orders/admin-orders";
import { TRACKING_LIMITS } from "@/lib/orders/tracking";
import { Order } from "@/models/order";
import { bearer, createTestUser } from "../support/auth";
import { createProduct, EMAIL, initializeBody, SHIPPING } from "../support/order-fixtures";
import { spendRateLimit } from "../support/rate-limit";
import { callRoute } from "../support/request";
import { confirmLatestShippingChange, followShippingLink, latestShippingLink } from "../support/shipping-change";
import { setupCheckoutTests } from "../support/checkout-tests";

setupCheckoutTests();

interface ErrorAnswer {
  success: false;
  code: string;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

async function placeBankOrder() {
  const product = await createProduct({ brand: "Kano Rose", name: "Indigo Rose", price: 74500, stock: 3 });
  const { body } = await callRoute<{ data: { orderId: string; reference: string } }>(initialize, {
    method: "POST",
    body: initializeBody([{ product: product._id, quantity: 1 }], { method: "bank" }),
  });
  return body.data;
}

const trackBy = (query: string, address = "203.0.113.5", headers: Record<string, string> = {}) =>
  callRoute<TrackedOrder & ErrorAnswer>(track, { url: `/api/orders/track?${query}`, headers: { [CLIENT_ADDRESS_HEADER]: address, ...headers } });

// A move within Lagos: the seed prices Lagos below every other zone, and a move that would change
// the delivery price is refused (tests/checkout/delivery-zones.test.ts).
const NEW_SHIPPING = {
  fullName: "Adaeze Okafor-Bello",
  address: "4 Admiralty Way, Lekki Phase 1",
  city: "Lekki",
  state: "Lagos",
  country: "Nigeria",
  postalCode: "90001",
  phoneNumber: "+2348099990000",
};

const edit = (body: unknown, address = "203.0.113.5", headers: Record<string, string> = {}) =>
  callRoute<{ success: boolean; message: string; data: TrackedOrder; confirmationSentTo: string | null } & ErrorAnswer>(editShipping, {
    method: "PUT",
    body,
    headers: { [CLIENT_ADDRESS_HEADER]: address, ...headers },
  });

/** A change asked for on tracking, and the link mailed for it followed. */
async function editAndConfirm(body: { orderNumber: string; email: string; shipping: unknown }, address?: string) {
  const asked = await edit(body, address);
  expect(asked.status).toBe(200);
  return confirmLatestShippingChange(body.email);
}

/** The order placed, and joined to a signed-in customer's account. */
async function placeOwnOrder() {
  const placed = await placeBankOrder();
  const buyer = await createTestUser({ role: "customer", email: EMAIL });
  await Order.updateOne({ orderNumber: placed.orderId }, { $set: { customer: buyer.id } });
  return { placed, signedIn: await bearer(buyer) };
}

describe("GET /api/orders/track", () => {
  it("answers the order in the spec's shape, with no internal fields", async () => {
    const placed = await placeBankOrder();
    const { status, body } = await trackBy(`orderNumber=${placed.orderId}&email=${encodeURIComponent(EMAIL.toUpperCase())}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      orderNumber: placed.orderId,
      status: "Pending",
      // 74500 + 5587.50 tax + 5000 Standard Shipping.
      totalPrice: 85087.5,
      shippingPrice: 5000,
      shippingMethod: "Standard Shipping",
      promoDiscount: 0,
      promoCode: null,
      paymentMethod: "bank",
      paid: false,
      payBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      bankAccount: { bankName: "OPay", accountNumber: expect.stringMatching(/^\d{10}$/) },
      orderItems: [{ _id: expect.any(String), name: "Indigo Rose", brand: "Kano Rose", type: "Perfume", quantity: 1, price: 74500 }],
      shipping: { fullName: SHIPPING.fullName, address: SHIPPING.address, city: "Lagos", state: "Lagos", country: "Nigeria", phoneNumber: SHIPPING.phoneNumber },
      ownerVerified: true,
      canEditShipping: true,
    });
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const text = JSON.stringify(body);
    expect(text).not.toContain(placed.reference);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toMatch(/reference|accessCode|stockHeld|statusHistory|customer/);
  });

  it("shows status and dates only to someone who knows just the order number", async () => {
    const placed = await placeBankOrder();
    const { status, body } = await trackBy(`orderNumber=${placed.orderId}`);
    expect(status).toBe(200);
    expect(body).toEqual({ orderNumber: placed.orderId, createdAt: expect.any(String), status: "Pending", estimatedDelivery: expect.any(String), ownerVerified: false });
    const text = JSON.stringify(body);
    for (const secret of [SHIPPING.fullName, "Lagos", "Indigo Rose", "85087.5", "OPay"]) expect(text).not.toContain(secret);
  });

  it("shows the whole order by number alone to the signed-in customer it belongs to, and not to another", async () => {
    const { placed, signedIn } = await placeOwnOrder();
    const own = await trackBy(`orderNumber=${placed.orderId}`, "203.0.113.5", signedIn);
    expect(own.body).toMatchObject({ ownerVerified: true, totalPrice: 85087.5, shipping: { fullName: SHIPPING.fullName, address: SHIPPING.address } });
    const other = await trackBy(`orderNumber=${placed.orderId}`, "203.0.113.5", await bearer(await createTestUser({ role: "customer" })));
    expect(other.body.ownerVerified).toBe(false);
    expect(JSON.stringify(other.body)).not.toContain(SHIPPING.fullName);
  });

  it("answers Not found for a wrong e-mail and for an unknown order", async () => {
    const placed = await placeBankOrder();
    const wrong = await trackBy(`orderNumber=${placed.orderId}&email=someone@else.com`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe("Not found");
    const unknown = await trackBy("orderNumber=ORD-ZZZZZZZZZZ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Not found");
  });

  it.each([
    ["", "orderNumber", "Order ID is required"],
    ["orderNumber=", "orderNumber", "Order ID is required"],
    ["orderNumber=ORD-123", "orderNumber", "Order ID must be in format ORD-xxx (e.g., ORD-HHGVV3TQRQ)"],
    ["orderNumber=ord-abcdefghij", "orderNumber", "Order ID must be in format ORD-xxx (e.g., ORD-HHGVV3TQRQ)"],
    ["orderNumber=ORD-ABCDEFGHIJ&email=nope", "email", "Invalid email format"],
  ])("answers 400 for %s", async (query, field, message) => {
    const { status, body } = await trackBy(query);
    expect(status).toBe(400);
    expect(body.fieldErrors?.[field]).toEqual([message]);
  });
});

describe("PUT /api/orders/shipping", () => {
  it("records a change asked for with the number and e-mail as pending, and mails a link to the order's e-mail that applies it", async () => {
    const placed = await placeBankOrder();
    const { status, body } = await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: NEW_SHIPPING }, "198.51.100.9");
    expect(status).toBe(200);
    expect(body.message).toBe("We sent a link to confirm this change to a***@example.com. The new details apply once it is followed.");
    expect(body.confirmationSentTo).toBe("a***@example.com");
    expect(body.data.shipping).toMatchObject({ address: SHIPPING.address, phoneNumber: SHIPPING.phoneNumber });
    const waiting = await Order.findOne({ orderNumber: placed.orderId }).lean();
    expect(waiting?.shipping).toMatchObject({ address: SHIPPING.address, phoneNumber: SHIPPING.phoneNumber });
    expect(waiting?.shippingChanges).toEqual([]);
    expect(await MailMessage.countDocuments({ kind: "shipping-change-confirm", to: EMAIL })).toBe(1);

    const followed = await followShippingLink<{ data: TrackedOrder }>(await latestShippingLink(EMAIL));
    expect(followed.status).toBe(200);
    expect(followed.body.data.shipping).toMatchObject(NEW_SHIPPING);
    const changed = await Order.findOne({ orderNumber: placed.orderId }).lean();
    expect(changed?.shipping).toMatchObject(NEW_SHIPPING);
    expect(changed?.pendingShippingChange).toBeUndefined();
    expect(changed?.shippingChanges).toMatchObject([{ clientAddress: "198.51.100.9", after: NEW_SHIPPING }]);
  });

  it("applies a link once, only the latest one sent, and not once the order has shipped", async () => {
    const placed = await placeBankOrder();
    await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: { ...NEW_SHIPPING, city: "Ikeja" } });
    const older = await latestShippingLink(EMAIL);
    await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: NEW_SHIPPING });
    const latest = await latestShippingLink(EMAIL);

    const replaced = await followShippingLink(older);
    expect(replaced.status).toBe(409);
    expect(replaced.body.message).toBe("A newer change was asked for since this link was sent: follow the link in the latest e-mail.");
    expect((await followShippingLink(latest)).status).toBe(200);
    const again = await followShippingLink(latest);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This link was already used.");
    expect((await Order.findOne({ orderNumber: placed.orderId }).lean())?.shipping.city).toBe("Lekki");

    await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: { ...NEW_SHIPPING, phoneNumber: "+2348011112222" } });
    await changeOrderStatus(placed.orderId, "Order Placed");
    await changeOrderStatus(placed.orderId, "Processing");
    await changeOrderStatus(placed.orderId, "Shipped");
    const late = await confirmLatestShippingChange(EMAIL);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This order has shipped, so its shipping details can no longer be changed.");
    expect((await Order.findOne({ orderNumber: placed.orderId }).lean())?.shipping.phoneNumber).toBe(NEW_SHIPPING.phoneNumber);
  });

  it("refuses a link that is altered or not one of ours, changing nothing", async () => {
    const placed = await placeBankOrder();
    await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: NEW_SHIPPING });
    const token = await latestShippingLink(EMAIL);
    for (const forged of [`${token.slice(0, -2)}xx`, "not-a-token"]) {
      const refused = await followShippingLink(forged);
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors?.token).toEqual(["This link is not valid. Change the details again on the tracking page to get a new one."]);
    }
    expect((await followShippingLink("")).status).toBe(400);
    expect((await Order.findOne({ orderNumber: placed.orderId }).lean())?.shipping.address).toBe(SHIPPING.address);
  });

  it("lets the signed-in customer the order belongs to change it at once, with no link", async () => {
    const { placed, signedIn } = await placeOwnOrder();
    const { status, body } = await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: NEW_SHIPPING }, "203.0.113.5", signedIn);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: "Shipping information updated successfully!", confirmationSentTo: null });
    expect((await Order.findOne({ orderNumber: placed.orderId }).lean())?.shipping).toMatchObject(NEW_SHIPPING);
    expect(await MailMessage.countDocuments({ kind: "shipping-change-confirm" })).toBe(0);
  });

  it.each(["100001", "90001", "90001-1234"])("accepts the postal code %s (Nigerian six digits or the spec's form)", async (postalCode) => {
    const placed = await placeBankOrder();
    const { status } = await editAndConfirm({ orderNumber: placed.orderId, email: EMAIL, shipping: { ...NEW_SHIPPING, postalCode } });
    expect(status).toBe(200);
    expect((await Order.findOne({ orderNumber: placed.orderId }).lean())?.shipping.postalCode).toBe(postalCode);
  });

  it("lets an order placed without phone or postal code be edited, leaving them blank", async () => {
    const product = await createProduct({ stock: 3 });
    const body = initializeBody([{ product: product._id, quantity: 1 }], { method: "bank" });
    body.orderDetails.shipping = { ...body.orderDetails.shipping, phoneNumber: "", postalCode: "" };
    const placed = await callRoute<{ data: { orderId: string } }>(initialize, { method: "POST", body });
    expect(placed.status).toBe(200);
    const tracked = await trackBy(`orderNumber=${placed.body.data.orderId}&email=${EMAIL}`);
    expect(tracked.body.shipping).toMatchObject({ phoneNumber: "", postalCode: "" });
    const { estimatedDelivery: _, ...current } = tracked.body.shipping;
    const { status } = await editAndConfirm({ orderNumber: placed.body.data.orderId, email: EMAIL, shipping: { ...current, city: "Ikeja", state: "Lagos" } });
    expect(status).toBe(200);
    expect((await Order.findOne({ orderNumber: placed.body.data.orderId }).lean())?.shipping).toMatchObject({ city: "Ikeja", state: "Lagos", phoneNumber: "", postalCode: "" });
  });

  it("refuses a wrong e-mail and changes nothing", async () => {
    const placed = await placeBankOrder();
    const { status, body } = await edit({ orderNumber: placed.orderId, email: "thief@example.com", shipping: NEW_SHIPPING });
    expect(status).toBe(404);
    expect(body.message).toBe("Not found");
    expect((await Order.findOne({ orderNumber: placed.orderId }).lean())?.shipping.address).toBe(SHIPPING.address);
  });

  it("refuses once the order has shipped", async () => {
    const placed = await placeBankOrder();
    await changeOrderStatus(placed.orderId, "Order Placed");
    await changeOrderStatus(placed.orderId, "Processing");
    expect((await editAndConfirm({ orderNumber: placed.orderId, email: EMAIL, shipping: NEW_SHIPPING })).status).toBe(200);
    await changeOrderStatus(placed.orderId, "Shipped");
    const { status, body } = await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: { ...NEW_SHIPPING, city: "Ikeja" } });
    expect(status).toBe(409);
    expect(body.message).toBe("This order has shipped, so its shipping details can no longer be changed.");
    expect((await Order.findOne({ orderNumber: placed.orderId }).lean())?.shipping.city).toBe("Lekki");
  });

  it.each([
    [{ fullName: "" }, "shipping.fullName", "Full Name is required"],
    [{ address: " " }, "shipping.address", "Address is required"],
    [{ city: "" }, "shipping.city", "City is required"],
    [{ state: "" }, "shipping.state", "State is required"],
    [{ state: "Texas" }, "shipping.state", "Choose a state of Nigeria or the FCT"],
    [{ country: "" }, "shipping.country", "Country is required"],
    [{ postalCode: "1234" }, "shipping.postalCode", "Invalid postal code"],
    [{ postalCode: "1000011" }, "shipping.postalCode", "Invalid postal code"],
    [{ phoneNumber: "12345" }, "shipping.phoneNumber", "Invalid phone number"],
  ])("answers 400 for %j and changes nothing", async (change, field, message) => {
    const placed = await placeBankOrder();
    const { status, body } = await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: { ...NEW_SHIPPING, ...change } });
    expect(status).toBe(400);
    expect(body.fieldErrors?.[field]).toEqual([message]);
    expect((await Order.findOne({ orderNumber: placed.orderId }).lean())?.shipping.city).toBe("Lagos");
  });

  it("answers 400 without the e-mail or order number", async () => {
    const { status, body } = await edit({ shipping: NEW_SHIPPING });
    expect(status).toBe(400);
    expect(body.fieldErrors?.email).toEqual(["Email is required"]);
    expect(body.fieldErrors?.orderNumber).toEqual(["Order ID is required"]);
  });
});

describe("tracking limits", () => {
  it("answers 429 once one order number has been looked up too often, from however many clients", async () => {
    const placed = await placeBankOrder();
    const { limit } = TRACKING_LIMITS.perOrder;
    for (let guess = 0; guess < limit; guess += 1) {
      expect((await trackBy(`orderNumber=${placed.orderId}&email=guess${guess}@example.com`, `198.51.100.${guess}`)).status).toBe(404);
    }
    const refused = await trackBy(`orderNumber=${placed.orderId}&email=${EMAIL}`, "198.51.100.200");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Too many order lookups. Please wait a few minutes and try again.");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Shipping edits share the budget: they answer the same e-mail question.
    expect((await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: NEW_SHIPPING }, "198.51.100.201")).status).toBe(429);
    expect((await Order.findOne({ orderNumber: placed.orderId }).lean())?.shipping.address).toBe(SHIPPING.address);
  });

  it("counts wrong e-mails only against the order: its buyer checking again and again never locks it", async () => {
    const placed = await placeBankOrder();
    const { limit } = TRACKING_LIMITS.perOrder;
    for (let check = 0; check < limit * 2; check += 1) {
      expect((await trackBy(`orderNumber=${placed.orderId}&email=${EMAIL}`, `198.51.101.${check}`)).status).toBe(200);
      expect((await trackBy(`orderNumber=${placed.orderId}`, `198.51.102.${check}`)).status).toBe(200);
    }
    for (let guess = 0; guess < limit; guess += 1) expect((await trackBy(`orderNumber=${placed.orderId}&email=guess${guess}@example.com`, `198.51.103.${guess}`)).status).toBe(404);
    expect((await trackBy(`orderNumber=${placed.orderId}&email=${EMAIL}`, "198.51.104.1")).status).toBe(429);
  });

  it("answers 429 once one client has looked up too many order numbers", async () => {
    const { limit, windowMs } = TRACKING_LIMITS.perClient;
    // Many shoppers share a mobile network's address: the limit is generous, so most of it is spent at once.
    await spendRateLimit("track-client:192.0.2.44", limit - 3, windowMs);
    for (let guess = 0; guess < 3; guess += 1) {
      expect((await trackBy(`orderNumber=ORD-GUESS${String(guess).padStart(5, "0")}`, "192.0.2.44")).status).toBe(404);
    }
    expect((await trackBy("orderNumber=ORD-GUESSZZZZZ", "192.0.2.44")).status).toBe(429);
    expect((await trackBy("orderNumber=ORD-GUESSZZZZZ", "192.0.2.45")).status).toBe(404);
  });
});

describe("shipping changes in the order's history", () => {
  it("keeps the old and new address, the time and the client address, and shows them to the admin", async () => {
    const placed = await placeBankOrder();
    const before = Date.now();
    expect((await editAndConfirm({ orderNumber: placed.orderId, email: EMAIL, shipping: NEW_SHIPPING }, "198.51.100.77")).status).toBe(200);
    // Sending the same address again is no change: it records nothing and mails no link.
    const again = await edit({ orderNumber: placed.orderId, email: EMAIL, shipping: NEW_SHIPPING }, "198.51.100.77");
    expect(again.body.confirmationSentTo).toBeNull();

    const admin = await createTestUser({ role: "admin" });
    const { body } = await callRoute<{ orders: AdminOrderView[] }>(listOrders, { url: "/api/orders/all", headers: await bearer(admin) });
    const order = body.orders.find((candidate) => candidate.orderNumber === placed.orderId);
    expect(order?.shippingChanges).toEqual([
      {
        at: expect.any(String),
        clientAddress: "198.51.100.77",
        before: { ...SHIPPING, country: "Nigeria" },
        after: NEW_SHIPPING,
      },
    ]);
    expect(new Date(order?.shippingChanges[0]?.at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The shopper's tracking answer does not carry the history.
    const tracked = await trackBy(`orderNumber=${placed.orderId}&email=${EMAIL}`);
    expect(JSON.stringify(tracked.body)).not.toContain("198.51.100.77");
  });
});
