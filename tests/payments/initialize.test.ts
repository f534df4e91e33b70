import { addWorkingDays } from "@/lib/pricing/delivery";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { ORDER_RATE_LIMIT } from "@/lib/checkout/place-order";
import { Order } from "@/models/order";
import { TestTransaction } from "@/models/test-transaction";
import { ActivityEvent } from "@/models/activity-event";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, EMAIL, initializeBody, stockOf } from "../support/order-fixtures";
import { startPaystackStub, usePaystackStub, useTestMode, type PaystackStub } from "../support/paystack-stub";
import { spendHits } from "../support/rate-limit";
import { callRoute } from "../support/request";

setupTestDatabase();

interface InitializeAnswer {
  success: boolean;
  code?: string;
  message?: string;
  reason?: string;
  fieldErrors?: Record<string, string[]>;
  data: { reference: string; orderId: string; accessCode: string | null; amount: number; amountKobo: number; provider: string; publicKey: string | null; bankAccount: { id: string; accountNumber: string } | null; payBy: string | null };
}

let shopper = 0;
// Each call comes from its own address unless a test says otherwise: orders are rate limited per address.
const post = (body: unknown, address = `10.0.${Math.floor(++shopper / 250)}.${shopper % 250}`) =>
  callRoute<InitializeAnswer>(initialize, { method: "POST", url: "/api/payment/initialize", body, headers: { [CLIENT_ADDRESS_HEADER]: address } });

afterEach(async () => {
  await clearDatabase();
  useTestMode();
});

describe("POST /api/payment/initialize", () => {
  it("prices the order from the database and ignores every price the browser sends", async () => {
    const perfume = await createProduct({ price: 45000, stock: 5 });
    const { status, body } = await post(initializeBody([{ product: perfume._id, quantity: 2, price: 1 }], { amount: 3 }));
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.orderId).toMatch(/^ORD-[A-Z0-9]{10}$/);
    // 90000 + 7.5% tax + 5000 Standard Shipping = 101750 naira.
    expect(body.data.amount).toBe(101750);
    expect(body.data.amountKobo).toBe(10175000);
    const order = await Order.findOne({ orderNumber: body.data.orderId }).lean();
    expect(order).toMatchObject({ status: "Pending", itemsPrice: 90000, taxPrice: 6750, shippingPrice: 5000, shippingMethod: "Standard Shipping", promoDiscount: 0, totalPrice: 101750, email: EMAIL });
    expect(order?.orderItems[0]).toMatchObject({ price: 45000, quantity: 2, name: expect.stringMatching(/^Test Scent/) });
    expect(order?.payment).toMatchObject({ method: "card", provider: "test", state: "unpaid", reference: body.data.reference });
    expect(order?.stockHeld).toBe(true);
    // Standard Shipping to Lagos: 1–2 working days, so the estimate ends two working days from now.
    const inTwoWorkingDays = addWorkingDays(new Date(), 2).getTime();
    expect(Math.abs((order?.shipping.estimatedDelivery?.getTime() ?? 0) - inTwoWorkingDays)).toBeLessThan(60_000);
    expect(order?.delivery).toMatchObject({ method: "standard", kind: "delivery", zoneId: "lagos", zone: "Lagos", minDays: 1, maxDays: 2 });
    expect(order?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(await stockOf(perfume._id)).toBe(3);
    expect(await TestTransaction.countDocuments({ reference: body.data.reference, amountKobo: 10175000 })).toBe(1);
    expect(await ActivityEvent.countDocuments({ kind: "order-placed", subject: body.data.orderId })).toBe(1);
  });

  it("applies the bundle discount only when the whole bundle is in the cart", async () => {
    const oud = await createProduct({ price: 145000, stock: 5, bundleId: "bundle1" });
    const reed = await createProduct({ price: 42000, stock: 5, bundleId: "bundle1", type: "Diffuser" });
    const alone = await post(initializeBody([{ product: oud._id, quantity: 1 }]));
    // 145000 + 10875 tax + 5000 delivery.
    expect(alone.body.data.amount).toBe(160875);
    const both = await post(initializeBody([{ product: oud._id, quantity: 1 }, { product: reed._id, quantity: 1 }]));
    // 187000 - 18700 + 14025 + 5000 = 187325.
    expect(both.body.data.amount).toBe(187325);
    expect(await Order.findOne({ orderNumber: both.body.data.orderId }).lean()).toMatchObject({ bundleDiscount: 18700 });
  });

  it("refuses a short line with 409 naming the product and keeps no stock reserved", async () => {
    const plenty = await createProduct({ stock: 10 });
    const scarce = await createProduct({ brand: "Kano Rose", name: "Indigo Rose", stock: 1 });
    const { status, body } = await post(initializeBody([{ product: plenty._id, quantity: 3 }, { product: scarce._id, quantity: 2 }]));
    expect(status).toBe(409);
    expect(body.message).toContain("Kano Rose Indigo Rose");
    expect(body.reason).toBe("out-of-stock");
    expect(await stockOf(plenty._id)).toBe(10);
    expect(await stockOf(scarce._id)).toBe(1);
    expect(await Order.countDocuments()).toBe(0);
  });

  it("sells exactly the stock there is when 100 shoppers check out at once", async () => {
    const product = await createProduct({ stock: 10 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(initializeBody([{ product: product._id, quantity: 1 }]))));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(90);
    expect(await Order.countDocuments()).toBe(10);
    expect(await stockOf(product._id)).toBe(0);
  }, 60_000);

  it("keeps a bank transfer Pending with the chosen account until the settings' hold (48 hours) ends", async () => {
    const product = await createProduct({ stock: 2 });
    const { status, body } = await post(initializeBody([{ product: product._id, quantity: 1 }], { method: "bank", bankAccount: "moniepoint" }));
    expect(status).toBe(200);
    expect(body.data.bankAccount).toMatchObject({ id: "moniepoint", accountNumber: expect.stringMatching(/^\d{10}$/) });
    expect(body.data.accessCode).toBeNull();
    const order = await Order.findOne({ orderNumber: body.data.orderId }).lean();
    expect(order?.payment).toMatchObject({ method: "bank", provider: "bank", state: "unpaid", bankAccount: { bankName: "Moniepoint MFB" } });
    const inTwoDays = Date.now() + 48 * 3600 * 1000;
    expect(Math.abs((order?.expiresAt?.getTime() ?? 0) - inTwoDays)).toBeLessThan(60_000);
    expect(body.data.payBy).toBe(order?.expiresAt?.toISOString());
    expect(await stockOf(product._id)).toBe(1);
  });

  it("initializes the card payment with Paystack for the server's amount in kobo", async () => {
    const stub: PaystackStub = await startPaystackStub();
    try {
      usePaystackStub(stub);
      const product = await createProduct({ price: 20000, stock: 3 });
      const { status, body } = await post(initializeBody([{ product: product._id, quantity: 1 }], { amount: 5 }));
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ provider: "paystack", publicKey: "pk_test_stub" });
      const transaction = stub.transactions.get(body.data.reference);
      expect(transaction).toMatchObject({ amount: 2650000, email: EMAIL, currency: "NGN" });
      expect(body.data.accessCode).toBe(transaction?.accessCode);
      expect((await Order.findOne({ orderNumber: body.data.orderId }).lean())?.payment.accessCode).toBe(transaction?.accessCode);
    } finally {
      await stub.stop();
    }
  });

  it("cancels the order and returns the stock when Paystack refuses to initialize", async () => {
    const stub = await startPaystackStub();
    try {
      usePaystackStub(stub);
      process.env.PAYSTACK_SECRET_KEY = "sk_wrong";
      const product = await createProduct({ stock: 3 });
      const { status, body } = await post(initializeBody([{ product: product._id, quantity: 2 }]));
      expect(status).toBe(500);
      expect(body.message).toBe("Payment initialization failed");
      expect(await stockOf(product._id)).toBe(3);
      expect(await Order.findOne().lean()).toMatchObject({ status: "Cancelled", stockHeld: false });
    } finally {
      await stub.stop();
    }
  });

  it("refuses a product the shop no longer sells with 409", async () => {
    const { status, body } = await post(initializeBody([{ product: "64b7f0c2a1b2c3d4e5f60718", quantity: 1 }]));
    expect(status).toBe(409);
    expect(body.reason).toBe("product-gone");
    expect(await Order.countDocuments()).toBe(0);
  });

  it.each([
    ["no email", { email: "" }, "email", "Email is required"],
    ["a bad email", { email: "adaeze@" }, "email", "Invalid email format"],
    ["an unknown method", { method: "cash" }, "method", "Choose card, bank transfer or pay on delivery"],
    ["no items", { orderDetails: { orderItems: [] } }, "orderDetails.orderItems", "Your cart is empty."],
    ["a zero quantity", { orderDetails: { orderItems: [{ product: "64b7f0c2a1b2c3d4e5f60718", quantity: 0 }] } }, "orderDetails.orderItems.0.quantity", "Quantity must be at least 1"],
    ["a bad product id", { orderDetails: { orderItems: [{ product: "nope", quantity: 1 }] } }, "orderDetails.orderItems.0.product", "Unknown product"],
    ["no full name", { orderDetails: { shipping: { fullName: " " } } }, "orderDetails.shipping.fullName", "Full Name is required"],
    ["no address", { orderDetails: { shipping: { address: "" } } }, "orderDetails.shipping.address", "Address is required"],
    ["no city", { orderDetails: { shipping: { city: "" } } }, "orderDetails.shipping.city", "City is required"],
    ["no state", { orderDetails: { shipping: { state: "" } } }, "orderDetails.shipping.state", "State is required"],
    ["a state outside Nigeria", { orderDetails: { shipping: { state: "Texas" } } }, "orderDetails.shipping.state", "Choose a state of Nigeria or the FCT"],
    ["a malformed phone number", { orderDetails: { shipping: { phoneNumber: "12345" } } }, "orderDetails.shipping.phoneNumber", "Invalid phone number"],
    ["a malformed postal code", { orderDetails: { shipping: { postalCode: "1234" } } }, "orderDetails.shipping.postalCode", "Invalid postal code"],
    ["bank without an account", { method: "bank", orderDetails: { bankAccount: undefined } }, "orderDetails.bankAccount", "Please select a bank account"],
    ["bank with an unknown account", { method: "bank", orderDetails: { bankAccount: "gtbank" } }, "orderDetails.bankAccount", "Please select a bank account"],
  ])("answers 400 with field errors for %s and stores nothing", async (_label, change, field, message) => {
    const product = await createProduct({ stock: 4 });
    const base = initializeBody([{ product: product._id, quantity: 1 }]);
    const { orderDetails: detailChange, ...topChange } = change as { orderDetails?: Record<string, unknown> } & Record<string, unknown>;
    const body = {
      ...base,
      ...topChange,
      orderDetails: {
        ...base.orderDetails,
        ...detailChange,
        shipping: { ...base.orderDetails.shipping, ...((detailChange?.shipping as object | undefined) ?? {}) },
      },
    };
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("BAD_REQUEST");
    expect(answer.body.fieldErrors?.[field]).toContain(message);
    expect(await Order.countDocuments()).toBe(0);
    expect(await stockOf(product._id)).toBe(4);
  });

  it("limits orders per client address, holding no stock for a refused one", async () => {
    const product = await createProduct({ stock: 50 });
    // Each from its own e-mail, which may only have a few unpaid orders.
    const body = (shopper: number) => initializeBody([{ product: product._id, quantity: 1 }], { email: `shopper${shopper}@example.com` });
    // Generous, as many shoppers share a mobile network's address: most of it is spent at once.
    await spendHits("orders:203.0.113.9", ORDER_RATE_LIMIT.limit - 3, ORDER_RATE_LIMIT.windowMs);
    for (let i = 0; i < 3; i++) expect((await post(body(i), "203.0.113.9")).status).toBe(200);
    const refused = await post(body(3), "203.0.113.9");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await stockOf(product._id)).toBe(47);
    expect((await post(body(4), "203.0.113.10")).status).toBe(200);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { status } = await post("{not json");
    expect(status).toBe(400);
  });
});
