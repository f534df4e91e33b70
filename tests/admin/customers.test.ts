import mongoose from "mongoose";
import { GET as listRoute } from "@/app/api/customers/route";
import { GET as detailRoute } from "@/app/api/customers/[id]/route";
import { refreshCustomers } from "@/lib/customers/customer-index";
import type { CustomerDetail, CustomerPage } from "@/lib/customers/customers";
import { Customer } from "@/models/customer";
import { CustomerIndexMark } from "@/models/customer-index-mark";
import { Order } from "@/models/order";
import { User } from "@/models/user";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

let auth: Record<string, string>;

beforeEach(async () => {
  await clearDatabase();
  auth = await bearer(await createTestUser({ role: "admin" }));
});

type ListAnswer = ApiAnswer & CustomerPage;
const list = (query = "", headers = auth) => callRoute<ListAnswer>(listRoute, { url: `/api/customers${query}`, headers });
const detail = (id: string, headers = auth) => callRoute<ApiAnswer & { customer: CustomerDetail }, { id: string }>(detailRoute, { url: `/api/customers/${id}`, headers, params: { id } });

const DAY = 86_400_000;

async function shop() {
  const account = await createTestUser({ role: "customer", email: "chioma@example.com" });
  await User.updateOne(
    { _id: account.id },
    { $set: { name: "Chioma Eze", addresses: [{ fullName: "Chioma Eze", address: "4 Awolowo Road", city: "Ikoyi", state: "Lagos", country: "Nigeria", postalCode: "", phoneNumber: "+2348099990000" }] } },
  );
  const delivered = await createTestOrder({ email: "chioma@example.com", status: "Delivered", state: "paid", totalPrice: 20000, createdAt: new Date(Date.now() - 5 * DAY) });
  await Order.updateOne({ _id: delivered._id }, { $set: { "shipping.phoneNumber": "+234 809 999 0000" } });
  // A guest: two paid orders (one refunded in part) and one that expired unpaid, which does not count.
  const refunded = await createTestOrder({ email: "tunde@example.com", status: "Shipped", state: "paid", totalPrice: 15000, createdAt: new Date(Date.now() - 3 * DAY) });
  await Order.updateOne({ _id: refunded._id }, { $set: { refundedKobo: 500_000 } });
  await createTestOrder({ email: "tunde@example.com", status: "Order Placed", state: "paid", totalPrice: 10000, createdAt: new Date(Date.now() - DAY) });
  await createTestOrder({ email: "tunde@example.com", status: "Cancelled", state: "unpaid", totalPrice: 99999, createdAt: new Date() });
  // An account that never ordered is listed too, last.
  await createTestUser({ role: "customer", email: "new.buyer@example.com" });
}

describe("GET /api/customers", () => {
  it("lists accounts and guest buyers by e-mail: orders, net spending, last order, newest buyers first", async () => {
    await shop();
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.customers.map((customer) => customer.email)).toEqual(["tunde@example.com", "chioma@example.com", "new.buyer@example.com"]);
    expect(body.customers[0]).toMatchObject({ name: "Ada Obi", phone: "08012345678", hasAccount: false, orders: 2, spent: 20000 });
    expect(body.customers[1]).toMatchObject({ name: "Chioma Eze", hasAccount: true, orders: 1, spent: 20000 });
    expect(body.customers[2]).toMatchObject({ orders: 0, spent: 0, lastOrderAt: null, hasAccount: true });
  });

  it("finds a customer by the start of an e-mail, a name or a phone number in either form, and pages", async () => {
    await shop();
    const emails = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).body.customers.map((customer) => customer.email);
    expect(await emails("tunde@")).toEqual(["tunde@example.com"]);
    expect(await emails("CHIO")).toEqual(["chioma@example.com"]);
    expect(await emails("eze")).toEqual(["chioma@example.com"]);
    expect(await emails("0801 234")).toEqual(["tunde@example.com"]);
    expect(await emails("+234 801 234 5678")).toEqual(["tunde@example.com"]);
    expect(await emails("0809 999")).toEqual(["chioma@example.com"]);
    expect(await emails(".*")).toEqual([]);
    const second = await list("?limit=1&page=2");
    expect(second.body).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(second.body.customers.map((customer) => customer.email)).toEqual(["chioma@example.com"]);
    expect((await list("?page=0")).status).toBe(400);
  });

  it("follows new orders and payments on the next read", async () => {
    await shop();
    await list();
    const order = await createTestOrder({ email: "tunde@example.com", status: "Pending", state: "unpaid", totalPrice: 5000 });
    expect((await list("?q=tunde")).body.customers[0]).toMatchObject({ orders: 3, spent: 20000 });
    await Order.updateOne({ _id: order._id }, { $set: { status: "Order Placed", "payment.state": "paid" } });
    expect((await list("?q=tunde")).body.customers[0]).toMatchObject({ orders: 3, spent: 25000 });
  });

  it("reads every order of a bulk import stamped with one instant, however many", async () => {
    const at = new Date(Date.now() - 60 * 60_000);
    const template = (await createTestOrder({ status: "Order Placed", state: "paid", totalPrice: 100 })).toObject();
    await Order.deleteMany({});
    const orders = Array.from({ length: 1_050 }, (_, index) => ({
      ...template,
      _id: new mongoose.Types.ObjectId(),
      orderNumber: `ORD-${index.toString(36).toUpperCase().padStart(10, "0")}`,
      email: `bulk${index % 210}@example.com`,
      payment: { ...template.payment, reference: `bulk-${index}` },
      createdAt: at,
      updatedAt: at,
    }));
    await Order.collection.insertMany(orders);
    expect(await refreshCustomers()).toBe(true);
    expect(await Customer.countDocuments()).toBe(210);
    expect(await Customer.countDocuments({ orders: 5, spentKobo: 50_000 })).toBe(210);
  }, 60_000);

  it("builds the same list in one grouped pass on a shop that never had one (the sweep's first build)", async () => {
    await shop();
    const facts = async () =>
      (await Customer.find({}, { _id: 0, email: 1, name: 1, phone: 1, orders: 1, spentKobo: 1, lastOrderAt: 1, keywords: 1, account: 1 }).sort({ email: 1 }).lean()).map((customer) => ({
        ...customer,
        account: customer.account ? String(customer.account) : null,
      }));
    expect(await refreshCustomers({ firstBuild: true })).toBe(false);
    const built = await facts();
    expect(built).toHaveLength(3);
    await refreshCustomers();
    expect(await facts()).toEqual(built);
    await Customer.deleteMany({});
    await CustomerIndexMark.deleteMany({});
    await refreshCustomers();
    expect(await facts()).toEqual(built);
  });

  it("is for admins only", async () => {
    const customer = await bearer(await createTestUser({ role: "customer" }));
    expect((await list("", customer)).status).toBe(403);
    expect((await list("", {})).status).toBe(401);
  });
});

describe("GET /api/customers/[id]", () => {
  it("shows a customer's orders, newest first, and an account's saved addresses", async () => {
    await shop();
    const { body } = await list();
    const chioma = body.customers.find((customer) => customer.email === "chioma@example.com");
    const tunde = body.customers.find((customer) => customer.email === "tunde@example.com");
    const account = (await detail(chioma!._id)).body.customer;
    expect(account.addresses).toEqual([expect.objectContaining({ fullName: "Chioma Eze", address: "4 Awolowo Road", phoneNumber: "+2348099990000" })]);
    expect(account.orderList).toHaveLength(1);
    const guest = (await detail(tunde!._id)).body.customer;
    expect(guest.addresses).toEqual([]);
    expect(guest.orderList.map((order) => order.status)).toEqual(["Cancelled", "Order Placed", "Shipped"]);
    expect(guest.orderList[2]?.refundLabel).toBe("Partially refunded");
    expect((await detail("64b7f0c2a1b2c3d4e5f60718")).status).toBe(404);
  });
});
