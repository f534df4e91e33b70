import { POST as claimOrders } from "@/app/api/account/orders/claim/route";
import { GET as listOrders } from "@/app/api/account/orders/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { EMAIL_PROOF_TTL_MS, issueEmailProof } from "@/lib/account/email-proof";
import { ACCOUNT_PAGE_MESSAGES, type AccountOrder } from "@/lib/account/schemas";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { User } from "@/models/user";
import { bearer, createTestUser, type TestUser } from "../support/auth";
import { createProduct, createTestOrder, initializeBody } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";
import { setupCheckoutTests } from "../support/checkout-tests";

setupCheckoutTests();

interface Answer extends ApiAnswer {
  orders?: AccountOrder[];
  joined?: number;
  data?: { orderId: string };
}

async function ordersOf(user: TestUser | null) {
  return callRoute<Answer>(listOrders, { url: "/api/account/orders", headers: user ? await bearer(user) : {} });
}

async function claim(user: TestUser | null, token: string) {
  return callRoute<Answer>(claimOrders, { method: "POST", url: "/api/account/orders/claim", headers: user ? await bearer(user) : {}, body: { token } });
}

async function placeBankOrder(user: TestUser | null, email: string) {
  const product = await createProduct({ stock: 5 });
  const answer = await callRoute<Answer>(initialize, {
    method: "POST",
    url: "/api/payment/initialize",
    headers: user ? await bearer(user) : {},
    body: initializeBody([{ product: product._id, quantity: 1 }], { method: "bank", email }),
  });
  expect(answer.status).toBe(200);
  return answer.body.data?.orderId ?? "";
}

const numbers = (answer: { body: Answer }) => answer.body.orders?.map((order) => order.orderNumber);

it("lists the orders placed while signed in, newest first, with number, date, status, total and tracking link", async () => {
  const customer = await createTestUser();
  const first = await placeBankOrder(customer, customer.email);
  // Signed in, the order is the account's whatever e-mail it was sent to.
  const second = await placeBankOrder(customer, "gift-for-mum@example.com");
  await placeBankOrder(null, customer.email);

  const answer = await ordersOf(customer);
  expect(answer.status).toBe(200);
  expect(numbers(answer)).toEqual([second, first]);
  const stored = await Order.findOne({ orderNumber: first }).lean();
  expect(answer.body.orders?.[1]).toEqual({
    orderNumber: first,
    placedAt: stored?.createdAt.toISOString(),
    status: "Pending",
    total: stored?.totalPrice,
    trackingPath: `/order-tracking?id=${first}`,
    items: [`1 × ${stored?.orderItems[0]?.name}`],
    reviews: [],
  });
  expect(stored?.customer?.toString()).toBe(customer.id);
});

it("names each line's size in the account's orders", async () => {
  const customer = await createTestUser();
  const product = await Product.create({
    brand: "Maison Lagos",
    name: "Midnight Oud",
    type: "Perfume",
    description: "Sold in sizes.",
    sizes: [
      { label: "30 ml", price: 30000, stock: 4, sku: "ACC-30" },
      { label: "100 ml", price: 70000, stock: 4, sku: "ACC-100" },
    ],
  });
  const [small, large] = (product.sizes ?? []).map((size) => size._id.toString());
  const body = initializeBody([{ product: product._id.toString(), quantity: 2 }, { product: product._id.toString(), quantity: 1 }], { method: "bank", email: customer.email });
  body.orderDetails.orderItems = body.orderDetails.orderItems.map((line, index) => ({ ...line, size: index === 0 ? large : small }));
  expect((await callRoute<Answer>(initialize, { method: "POST", url: "/api/payment/initialize", headers: await bearer(customer), body })).status).toBe(200);
  expect((await ordersOf(customer)).body.orders?.[0]?.items).toEqual(["2 × Midnight Oud, 100 ml", "1 × Midnight Oud, 30 ml"]);
});

it("never shows another customer's orders, and is closed to visitors and the admin", async () => {
  const customer = await createTestUser();
  const other = await createTestUser();
  await placeBankOrder(other, other.email);
  expect(numbers(await ordersOf(customer))).toEqual([]);
  expect((await ordersOf(null)).status).toBe(401);
  expect((await ordersOf(await createTestUser({ role: "admin" }))).status).toBe(403);
});

describe("joining guest orders once the e-mail is proven", () => {
  let customer: TestUser;
  let guestOrders: string[];

  beforeEach(async () => {
    customer = await createTestUser();
    guestOrders = [(await createTestOrder({ email: customer.email })).orderNumber, (await createTestOrder({ email: customer.email })).orderNumber];
    await createTestOrder({ email: "someone-else@example.com" });
  });

  it("joins nothing while the e-mail is unproven", async () => {
    expect(numbers(await ordersOf(customer))).toEqual([]);
    const forged = issueEmailProof(customer.id, customer.email).replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const answer = await claim(customer, forged);
    expect([answer.status, answer.body.fieldErrors?.token]).toEqual([400, [ACCOUNT_PAGE_MESSAGES.proofInvalid]]);
    expect(numbers(await ordersOf(customer))).toEqual([]);
  });

  it("a proven e-mail joins exactly the guest orders placed with it, and the link works once", async () => {
    const other = await createTestUser();
    const othersOwn = await placeBankOrder(other, customer.email);
    const token = issueEmailProof(customer.id, customer.email);

    const answer = await claim(customer, token);
    expect([answer.status, answer.body.joined]).toEqual([200, 2]);
    expect(numbers(await ordersOf(customer))?.sort()).toEqual([...guestOrders].sort());
    // An order another account placed with this e-mail stays that account's.
    expect(numbers(await ordersOf(other))).toEqual([othersOwn]);

    const again = await claim(customer, token);
    expect([again.status, again.body.message]).toEqual([409, ACCOUNT_PAGE_MESSAGES.proofUsed]);
  });

  it("refuses an expired link, one for another account, one for an address the account no longer has, and visitors", async () => {
    const expired = issueEmailProof(customer.id, customer.email, new Date(Date.now() - EMAIL_PROOF_TTL_MS - 1000));
    const other = await createTestUser();
    const answers = [
      await claim(customer, expired),
      await claim(other, issueEmailProof(customer.id, customer.email)),
      await claim(null, issueEmailProof(customer.id, customer.email)),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
      [400, ACCOUNT_PAGE_MESSAGES.proofExpired],
      [403, ACCOUNT_PAGE_MESSAGES.proofOtherAccount],
      [401, expect.any(String)],
    ]);

    const stale = issueEmailProof(customer.id, customer.email);
    await User.updateOne({ _id: customer.id }, { $set: { email: "new-address@example.com" } });
    expect((await claim(customer, stale)).status).toBe(400);
    expect(await Order.countDocuments({ customer: { $ne: null } })).toBe(0);
  });

  it("two clicks racing on one link join the orders once", async () => {
    const token = issueEmailProof(customer.id, customer.email);
    const answers = await Promise.all([claim(customer, token), claim(customer, token), claim(customer, token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(numbers(await ordersOf(customer))).toHaveLength(2);
  });
});
