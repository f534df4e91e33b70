import { POST as initialize } from "@/app/api/payment/initialize/route";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { Order } from "@/models/order";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, initializeBody } from "../support/order-fixtures";
import { useTestMode } from "../support/paystack-stub";
import { callRoute } from "../support/request";

setupTestDatabase();
afterEach(() => clearDatabase());

const env = process.env as Record<string, string | undefined>;
let nodeEnv: string | undefined;

beforeAll(async () => {
  useTestMode();
  // Card is switched on in the settings (as when the keys were set), and then the server runs in
  // production with no Paystack keys and no demo mode: it cannot take cards.
  await getStoreSettings();
  nodeEnv = env.NODE_ENV;
  env.NODE_ENV = "production";
  delete env.PAYMENTS_MODE;
});
afterAll(() => {
  env.NODE_ENV = nodeEnv;
});

describe("a card order while card payment is not configured", () => {
  it("tells the shopper to pay by transfer, and only the server log how to switch card on", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const product = await createProduct();
    const { status, body } = await callRoute<{ message: string; reason: string }>(initialize, { method: "POST", body: initializeBody([{ product: product._id, quantity: 1 }], { method: "card" }) });
    expect(status).toBe(409);
    expect(body.reason).toBe("card-payments-unavailable");
    expect(body.message).toBe("Card payment is not available right now — pay by bank transfer");
    expect(JSON.stringify(body)).not.toContain("PAYSTACK");
    expect(logged.mock.calls.flat().join(" ")).toContain("set PAYSTACK_SECRET_KEY and NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY");
    expect(await Order.countDocuments()).toBe(0);
  });
});
