import { POST as initialize } from "@/app/api/payment/initialize/route";
import { storeSettingsSchema, type StoreSettingsInput } from "@/lib/settings/schemas";
import { defaultStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { Order } from "@/models/order";
import { shopThatServedAPage, tagStateReadNow } from "../support/cache";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { commandsSentBy } from "../support/database-commands";
import { createProduct, initializeBody } from "../support/order-fixtures";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";

setupTestDatabase();
beforeAll(() => useTestMode());
afterEach(clearDatabase);
jest.setTimeout(60_000);

let shopper = 0;
async function placeOrder(product: string, details: { shippingMethodId?: string } = {}) {
  shopper += 1;
  const { status, body } = await callRoute<{ data: { orderId: string } }>(initialize, {
    method: "POST",
    url: "/api/payment/initialize",
    body: initializeBody([{ product, quantity: 1 }], { method: "bank", email: `kept${shopper}@example.com`, ...details }),
    headers: { "x-forwarded-for": `10.48.0.${shopper}` },
  });
  expect(status).toBe(200);
  const order = await Order.findOne({ orderNumber: body.data.orderId }).lean();
  if (!order) throw new Error("no order stored");
  return order;
}

async function settingsWith(change: (settings: StoreSettingsInput) => StoreSettingsInput) {
  await saveStoreSettings(storeSettingsSchema.parse(change(defaultStoreSettings())));
}

const expressAt = (cost: number) => (settings: StoreSettingsInput) => ({
  ...settings,
  shippingMethods: settings.shippingMethods.map((method) => (method.id === "express" ? { id: "express", name: "Express Shipping", cost } : method)),
});

describe("the store settings checkout prices from", () => {
  it("are read once for a run of orders while they stay the same, not once an order", async () => {
    await shopThatServedAPage();
    const product = await createProduct({ stock: 100 });
    await placeOrder(product._id);
    const commands = await commandsSentBy(async () => {
      for (let order = 0; order < 3; order += 1) await placeOrder(product._id);
    });
    expect(commands.filter((command) => command === "find storesettings")).toEqual([]);
  });

  it("show an owner's change in the very next order", async () => {
    await shopThatServedAPage();
    const product = await createProduct({ price: 10000, stock: 100 });
    const before = await placeOrder(product._id, { shippingMethodId: "express" });
    await settingsWith(expressAt(before.shippingPrice + 1234));
    expect((await placeOrder(product._id, { shippingMethodId: "express" })).shippingPrice).toBe(before.shippingPrice + 1234);
    await settingsWith((settings) => ({ ...settings, bankTransferHoldHours: 2 }));
    const order = await placeOrder(product._id);
    expect(Math.round((order.expiresAt!.getTime() - order.createdAt.getTime()) / 60_000)).toBe(2 * 60);
  });

  it("are a reset database's defaults, with or without a cache identity yet", async () => {
    await shopThatServedAPage();
    const defaults = await placeOrder((await createProduct({ stock: 100 }))._id, { shippingMethodId: "express" });
    await settingsWith(expressAt(defaults.shippingPrice + 500));
    expect((await placeOrder((await createProduct({ stock: 100 }))._id, { shippingMethodId: "express" })).shippingPrice).toBe(defaults.shippingPrice + 500);

    await clearDatabase();
    // A reset is noticed within a poll of the tag state, as cached pages notice it.
    await tagStateReadNow();
    const product = await createProduct({ stock: 100 });
    expect((await placeOrder(product._id, { shippingMethodId: "express" })).shippingPrice).toBe(defaults.shippingPrice);
    await shopThatServedAPage();
    expect((await placeOrder(product._id, { shippingMethodId: "express" })).shippingPrice).toBe(defaults.shippingPrice);
  });
});
