import { cardPaymentMode, cardPaymentProvider } from "./config";

const keys = { PAYSTACK_SECRET_KEY: "sk_test_x", NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: "pk_test_x" };

describe("card payment mode", () => {
  it("uses Paystack when both keys are set", () => {
    expect(cardPaymentMode({ ...keys, NODE_ENV: "production" })).toEqual({ mode: "paystack", publicKey: "pk_test_x" });
    expect(cardPaymentProvider({ ...keys, NODE_ENV: "production" })?.name).toBe("paystack");
  });

  it("falls back to test mode outside production, or when PAYMENTS_MODE=test", () => {
    expect(cardPaymentMode({ NODE_ENV: "development" }).mode).toBe("test");
    expect(cardPaymentMode({ PAYSTACK_SECRET_KEY: "sk_only", NODE_ENV: "development" }).mode).toBe("test");
    expect(cardPaymentMode({ NODE_ENV: "production", PAYMENTS_MODE: "test" }).mode).toBe("test");
    expect(cardPaymentMode({ ...keys, NODE_ENV: "production", PAYMENTS_MODE: "test" }).mode).toBe("test");
  });

  it("makes card payment unavailable in production without keys, saying why", () => {
    const mode = cardPaymentMode({ NODE_ENV: "production" });
    expect(mode).toEqual({ mode: "unavailable", reason: expect.stringContaining("PAYSTACK_SECRET_KEY") });
    expect(cardPaymentProvider({ NODE_ENV: "production" })).toBeNull();
  });
});
