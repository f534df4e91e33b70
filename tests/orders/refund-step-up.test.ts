import { POST as refundRoute } from "@/app/api/orders/refunds/[id]/route";
import { GET as readSettings, PUT as putSettings } from "@/app/api/settings/route";
import type { AdminOrderView } from "@/lib/orders/admin-orders";
import { getStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { Order } from "@/models/order";
import { StoreSettingsModel, STORE_SETTINGS_ID } from "@/models/store-settings";
import { bearer, bearerWithKey, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";
import { storeSettingsFixture } from "../support/store-settings";

setupTestDatabase();
afterEach(() => clearDatabase());

interface RefundAnswer extends ApiAnswer {
  reason?: string;
  order: AdminOrderView;
}

let keys = 0;
const refund = (orderNumber: string, amount: number, headers: Record<string, string>) =>
  callRoute<RefundAnswer, { id: string }>(refundRoute, {
    method: "POST",
    url: `/api/orders/refunds/${orderNumber}`,
    body: { key: `refund-key-${++keys}`, amount, transfer: { reference: `FT26110400${keys}`, date: "2026-11-04" } },
    headers,
    params: { id: orderNumber },
  });

/** A paid bank-transfer order of ₦250,000: refunds of it are recorded at once, with no provider to ask. */
const paidOrder = () => createTestOrder({ method: "bank", status: "Processing", state: "paid", totalPrice: 250_000 });
const refundsOf = async (orderNumber: string) => (await Order.findOne({ orderNumber }).lean())?.refunds?.length ?? 0;

describe("refunds above the owner's amount ask for the security key again", () => {
  it("takes a refund up to the amount (₦100,000 in a new shop) with no step-up", async () => {
    expect((await getStoreSettings()).refundKeyAbove).toBe(100_000);
    const order = await paidOrder();
    const owner = await bearer(await createTestUser({ role: "admin" }));
    expect((await refund(order.orderNumber, 100_000, owner)).status).toBe(200);
    expect(await refundsOf(order.orderNumber)).toBe(1);
  });

  it("refuses a refund above it with 403 key-required, recording nothing, and takes it once the key was given again", async () => {
    const order = await paidOrder();
    const user = await createTestUser({ role: "admin" });
    const refused = await refund(order.orderNumber, 100_000.01, await bearer(user));
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe("key-required");
    expect(refused.body.message).toBe("Enter your security key (or a backup code) again to do this.");
    expect(await refundsOf(order.orderNumber)).toBe(0);

    expect((await refund(order.orderNumber, 100_000.01, await bearerWithKey(user))).status).toBe(200);
    expect(await refundsOf(order.orderNumber)).toBe(1);
  });

  it("asks for the key for every refund when the owner sets 0, and for none below a higher amount", async () => {
    const order = await paidOrder();
    const user = await createTestUser({ role: "admin" });
    await saveStoreSettings(storeSettingsFixture({ refundKeyAbove: 0 }));
    expect((await refund(order.orderNumber, 1, await bearer(user))).body.reason).toBe("key-required");
    await saveStoreSettings(storeSettingsFixture({ refundKeyAbove: 200_000 }));
    expect((await refund(order.orderNumber, 150_000, await bearer(user))).status).toBe(200);
  });
});

describe("the refund amount in the settings", () => {
  it("is saved by the owner, kept by settings from before it, and refused when negative", async () => {
    const owner = await bearer(await createTestUser({ role: "admin" }));
    const saved = await callRoute<{ refundKeyAbove: number } & ApiAnswer>(putSettings, { method: "PUT", body: storeSettingsFixture({ refundKeyAbove: 250_000 }), headers: owner });
    expect(saved.status).toBe(200);
    expect(saved.body.refundKeyAbove).toBe(250_000);

    const negative = await callRoute<ApiAnswer>(putSettings, { method: "PUT", body: { ...storeSettingsFixture(), refundKeyAbove: -1 }, headers: owner });
    expect(negative.status).toBe(400);
    expect(negative.body.fieldErrors?.refundKeyAbove).toEqual(["Enter an amount in naira, 0 or more"]);

    await StoreSettingsModel.updateOne({ _id: STORE_SETTINGS_ID }, { $unset: { refundKeyAbove: 1 } });
    expect((await callRoute<{ refundKeyAbove: number }>(readSettings, {})).body.refundKeyAbove).toBe(100_000);
  });

  it("cannot be moved by a manager, who may refund: only a role that may change payments sets it", async () => {
    const manager = await bearer(await createTestUser({ role: "admin", staffRole: "manager" }));
    await saveStoreSettings(storeSettingsFixture());
    const lifted = await callRoute<ApiAnswer>(putSettings, { method: "PUT", body: storeSettingsFixture({ refundKeyAbove: 10_000_000 }), headers: manager });
    expect(lifted.status).toBe(403);
    expect((await getStoreSettings()).refundKeyAbove).toBe(100_000);
    expect((await callRoute(putSettings, { method: "PUT", body: storeSettingsFixture({ lowStockThreshold: 3 }), headers: manager })).status).toBe(200);
  });
});
