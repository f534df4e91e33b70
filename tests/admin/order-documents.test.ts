import { GET as getSettings, PUT as putSettings } from "@/app/api/settings/route";
import { orderDocument } from "@/lib/orders/order-documents";
import type { StoreSettings } from "@/lib/settings/schemas";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
beforeEach(() => clearDatabase());

describe("the shop's details on invoices and packing slips", () => {
  it("prints what the owner saved in the settings, the contact details where a field is blank, and refuses a bad e-mail", async () => {
    const admin = await bearer(await createTestUser({ role: "admin" }));
    const order = await createTestOrder({ state: "paid", status: "Order Placed" });
    expect((await orderDocument(order.orderNumber))?.shop).toMatchObject({ name: "Scents", email: "hello@scents.ng" });

    const settings = (await callRoute<StoreSettings>(getSettings, {})).body;
    const shopDetails = { name: "Scents Fragrances Ltd", address: "", email: "accounts@scents.ng", phone: "", taxId: "12345678-0001" };
    const refused = await callRoute<ApiAnswer>(putSettings, { method: "PUT", body: { ...settings, shopDetails: { ...shopDetails, email: "not an address" } }, headers: admin });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.["shopDetails.email"]).toEqual(["Enter a valid e-mail address, or leave it empty"]);
    expect((await callRoute(putSettings, { method: "PUT", body: { ...settings, shopDetails }, headers: admin })).status).toBe(200);
    expect((await callRoute<StoreSettings>(getSettings, {})).body.shopDetails).toEqual(shopDetails);

    const document = await orderDocument(order.orderNumber);
    expect(document?.order.orderNumber).toBe(order.orderNumber);
    expect(document?.shop).toEqual({ ...shopDetails, address: "14 Admiralty Way, Lekki Phase 1, Lagos", phone: "+234 801 234 5678" });
    expect(await orderDocument("ORD-NOSUCHORDR")).toBeNull();
  });
});
