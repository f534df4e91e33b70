import { PUT as updateOrder } from "@/app/api/orders/update/[id]/route";
import { makeEarlierAdminsOwners } from "@/lib/auth/staff-migration";
import { Order } from "@/models/order";
import { User } from "@/models/user";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";
import { createTestOrder } from "../support/order-fixtures";

setupTestDatabase();

const put = async (id: string, status: string, staffRole: "fulfilment" | "manager") =>
  callRoute<{ reason?: string }, { id: string }>(updateOrder, {
    method: "PUT",
    url: `/api/orders/update/${id}`,
    body: { status },
    headers: await bearer(await createTestUser({ role: "admin", staffRole })),
    params: { id },
  });

describe("a packer's order statuses", () => {
  it("moves a paid order on to Delivered, and back among those steps", async () => {
    const order = await createTestOrder({ status: "Order Placed", state: "paid" });
    for (const status of ["Processing", "Shipped", "Processing", "Shipped", "Delivered"]) {
      expect({ status, answer: (await put(order._id.toString(), status, "fulfilment")).status }).toEqual({ status, answer: 200 });
    }
  });

  it("cannot confirm a bank transfer or cancel an order (403, order unchanged); a manager can", async () => {
    const transfer = await createTestOrder({ method: "bank", status: "Pending" });
    const confirm = await put(transfer._id.toString(), "Order Placed", "fulfilment");
    expect({ status: confirm.status, reason: confirm.body.reason }).toEqual({ status: 403, reason: "status-change-not-allowed" });
    expect((await put(transfer._id.toString(), "Cancelled", "fulfilment")).status).toBe(403);
    expect((await Order.findById(transfer._id).lean())?.status).toBe("Pending");
    expect((await put(transfer._id.toString(), "Order Placed", "manager")).status).toBe(200);
  });
});

describe("admins from before roles", () => {
  it("become owners at start, once: a role already given is kept", async () => {
    const earlier = await createTestUser({ role: "admin" });
    const packer = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    const customer = await createTestUser({ role: "customer" });
    await User.updateOne({ _id: earlier.id }, { $unset: { staffRole: 1 } });
    expect(await makeEarlierAdminsOwners(User.collection)).toBe(1);
    expect(await makeEarlierAdminsOwners(User.collection)).toBe(0);
    const roles = async (id: string) => (await User.findById(id).lean())?.staffRole;
    expect([await roles(earlier.id), await roles(packer.id), await roles(customer.id)]).toEqual(["owner", "fulfilment", undefined]);
  });
});
