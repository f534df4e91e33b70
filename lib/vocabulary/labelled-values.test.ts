import { labelledValues } from "./labelled-values";
import { isPaystackChannel, PAYSTACK_CHANNELS } from "./paystack-channels";
import { SALES_CHANNEL_LABELS, SALES_CHANNELS } from "./sales-channels";
import { STOCK_MOVE_KINDS } from "./stock-moves";

describe("labelled values", () => {
  it("lists the values in the labels' order and knows only those", () => {
    const sizes = labelledValues({ small: "Small", large: "Large" });
    expect(sizes.values).toEqual(["small", "large"]);
    expect(sizes.labels.large).toBe("Large");
    expect(sizes.includes("small")).toBe(true);
    expect(sizes.includes("medium")).toBe(false);
    expect(sizes.includes(undefined)).toBe(false);
  });

  it("keeps the shop's lists in their order", () => {
    expect(PAYSTACK_CHANNELS).toEqual(["card", "bank_transfer", "ussd", "bank"]);
    expect(isPaystackChannel("ussd")).toBe(true);
    expect(isPaystackChannel("cash")).toBe(false);
    expect(SALES_CHANNELS).toEqual(["website", "instagram", "whatsapp", "phone", "in_store", "other"]);
    expect(SALES_CHANNEL_LABELS.in_store).toBe("In store");
    expect(STOCK_MOVE_KINDS).toEqual(["held", "paid", "released", "refunded", "edited"]);
  });
});
