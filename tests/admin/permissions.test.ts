import { GET as analytics } from "@/app/api/orders/analytics/route";
import { GET as allOrders } from "@/app/api/orders/all/route";
import { POST as createProduct } from "@/app/api/products/create/route";
import { DELETE as deleteProduct } from "@/app/api/products/delete/[id]/route";
import { PUT as updateOrder } from "@/app/api/orders/update/[id]/route";
import { PUT as updateProduct } from "@/app/api/products/update/[id]/route";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { User } from "@/models/user";
import type { RouteHandler } from "@/lib/api/route";
import { roleMay, STAFF_ROLES, type Permission } from "@/lib/vocabulary/staff-roles";
import { bearer, createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { imageFile, PNG_BYTES, productForm } from "../support/images";
import { callRoute } from "../support/request";
import { createTestOrder } from "../support/order-fixtures";

setupTestDatabase();

interface AdminApi {
  name: string;
  handler: RouteHandler;
  method: string;
  /** A valid request, so only the caller decides the outcome. */
  request: () => { form?: FormData; body?: unknown; params?: Record<string, string> };
}

let productId = "";
let orderId = "";

/** Every admin API. A new one must be added here to be walked. */
const ADMIN_APIS: AdminApi[] = [
  { name: "POST /api/products/create", handler: createProduct, method: "POST", request: () => ({ form: productForm({}, [imageFile(PNG_BYTES, "a.png")]) }) },
  { name: "PUT /api/products/update/[id]", handler: updateProduct, method: "PUT", request: () => ({ form: productForm({ name: "Changed" }), params: { id: productId } }) },
  { name: "DELETE /api/products/delete/[id]", handler: deleteProduct, method: "DELETE", request: () => ({ params: { id: productId } }) },
  { name: "GET /api/orders/all", handler: allOrders, method: "GET", request: () => ({}) },
  { name: "GET /api/orders/analytics", handler: analytics, method: "GET", request: () => ({}) },
  { name: "PUT /api/orders/update/[id]", handler: updateOrder, method: "PUT", request: () => ({ body: { status: "Order Placed" }, params: { id: orderId } }) },
];

let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  customer = await createTestUser({ role: "customer" });
  admin = await createTestUser({ role: "admin" });
});

/** A product and a Pending bank-transfer order for the writes to aim at. */
async function freshState() {
  await Promise.all([Product.deleteMany({}), Order.deleteMany({})]);
  const product = await Product.create({ brand: "Guarded", name: "Original", price: 1000, description: "d", stock: 5, images: [{ url: "/products/placeholder.svg" }] });
  productId = product._id.toString();
  orderId = (await createTestOrder({ method: "bank", status: "Pending" }))._id.toString();
}

beforeEach(freshState);

async function call(api: AdminApi, headers: Record<string, string>) {
  const request = api.request();
  return callRoute<{ code: string }>(api.handler, { method: api.method, url: "/api/admin-walk", headers, ...request });
}

async function unchanged() {
  const product = await Product.findById(productId).lean();
  const order = await Order.findById(orderId).lean();
  return product?.name === "Original" && (await Product.countDocuments({ brand: "Maison Test" })) === 0 && order?.status === "Pending";
}

describe.each(ADMIN_APIS)("$name", (api) => {
  it("refuses an anonymous caller with 401", async () => {
    const { status, body } = await call(api, {});
    expect(status).toBe(401);
    expect(body.code).toBe("UNAUTHORIZED");
    expect(await unchanged()).toBe(true);
  });

  it("refuses a signed-in customer with 403", async () => {
    const { status, body } = await call(api, await bearer(customer));
    expect(status).toBe(403);
    expect(body.code).toBe("FORBIDDEN");
    expect(await unchanged()).toBe(true);
  });

  it("refuses an admin claim signed with another secret (forged) with 401", async () => {
    const { status } = await call(api, await bearer(admin, { secret: "not-the-shop-secret" }));
    expect(status).toBe(401);
    expect(await unchanged()).toBe(true);
  });

  it("refuses an expired admin token with 401", async () => {
    const { status } = await call(api, await bearer(admin, { maxAge: -120 }));
    expect(status).toBe(401);
    expect(await unchanged()).toBe(true);
  });

  it("refuses a garbage bearer token and an admin token sent in the wrong scheme with 401", async () => {
    expect((await call(api, { authorization: "Bearer not.a.token" })).status).toBe(401);
    const token = (await bearer(admin)).authorization?.split(" ")[1] ?? "";
    expect((await call(api, { authorization: `Basic ${token}` })).status).toBe(401);
    expect(await unchanged()).toBe(true);
  });

  it("refuses a valid admin token once the account is no longer an admin", async () => {
    const former = await createTestUser({ role: "admin" });
    const headers = await bearer(former);
    await User.updateOne({ _id: former.id }, { $set: { role: "customer" } });
    expect((await call(api, headers)).status).toBe(401);
    await User.deleteOne({ _id: former.id });
    expect((await call(api, headers)).status).toBe(401);
    expect(await unchanged()).toBe(true);
  });

  it("refuses with 403, changing nothing, a staff member whose role lacks the route's permission, and lets one whose role has it through", async () => {
    const lacking = STAFF_ROLES.find((role) => !roleMay(role, api.handler.access as Permission));
    const having = STAFF_ROLES.find((role) => role !== "owner" && roleMay(role, api.handler.access as Permission));
    if (!lacking || !having) throw new Error(`${api.name}: every role or no role but the owner's may call it; pick another route`);
    const refused = await call(api, await bearer(await createTestUser({ role: "admin", staffRole: lacking })));
    expect({ role: lacking, status: refused.status, code: refused.body.code }).toEqual({ role: lacking, status: 403, code: "FORBIDDEN" });
    expect(await unchanged()).toBe(true);
    expect((await call(api, await bearer(await createTestUser({ role: "admin", staffRole: having })))).status).toBeLessThan(300);
  });

  it("lets the admin through, by bearer token and by session cookie", async () => {
    const byBearer = await call(api, await bearer(admin));
    expect(byBearer.status).toBeLessThan(300);
    // Writes were done once; the cookie round gets fresh things to change.
    if (api.method !== "GET") await freshState();
    const token = (await bearer(admin)).authorization?.split(" ")[1] ?? "";
    const byCookie = await call(api, { cookie: `next-auth.session-token=${token}` });
    expect(byCookie.status).toBeLessThan(300);
  });
});
