import { defaultUnpaidHoldPercent } from "@/lib/settings/store-settings";
import { isPaidLater, unpaidCeiling, unpaidPerClient } from "./unpaid-ceiling";

describe("the ceiling on units held by orders paid later", () => {
  it("is the share of the size's unsold units, rounded down, so many small sizes never add up past the share", () => {
    expect(unpaidCeiling(20, 25)).toBe(5);
    expect(unpaidCeiling(14, 25)).toBe(3);
    expect(unpaidCeiling(3, 25)).toBe(0);
    expect(unpaidCeiling(0, 25)).toBe(0);
    expect(unpaidCeiling(-2, 25)).toBe(0);
    expect(unpaidCeiling(7, 100)).toBe(7);
    expect(unpaidCeiling(7, 0)).toBe(0);
    // Summed over any sizes, the ceilings stay within the share of the whole shop.
    const sizes = [1, 2, 3, 5, 8, 13, 21, 34, 55];
    const total = sizes.reduce((sum, units) => sum + units, 0);
    expect(sizes.reduce((sum, units) => sum + unpaidCeiling(units, 25), 0)).toBeLessThanOrEqual(total / 4);
  });

  it("defaults to a quarter, unless UNPAID_HOLD_PERCENT names another whole percentage", () => {
    expect(defaultUnpaidHoldPercent({})).toBe(25);
    expect(defaultUnpaidHoldPercent({ UNPAID_HOLD_PERCENT: "40" })).toBe(40);
    expect(defaultUnpaidHoldPercent({ UNPAID_HOLD_PERCENT: "0" })).toBe(0);
    for (const wrong of ["", "-1", "101", "12.5", "lots"]) expect(defaultUnpaidHoldPercent({ UNPAID_HOLD_PERCENT: wrong })).toBe(25);
  });

  it("applies to transfers and pay on delivery, not to cards", () => {
    expect(isPaidLater("bank")).toBe(true);
    expect(isPaidLater("pay_on_delivery")).toBe(true);
    expect(isPaidLater("card")).toBe(false);
  });

  it("lets a client place 10 unpaid orders and 30 units an hour, unless the environment says otherwise", () => {
    expect(unpaidPerClient({})).toMatchObject({ orders: 10, units: 30 });
    expect(unpaidPerClient({ UNPAID_ORDERS_PER_CLIENT: "500", UNPAID_UNITS_PER_CLIENT: "5000" })).toMatchObject({ orders: 500, units: 5000 });
    expect(unpaidPerClient({ UNPAID_ORDERS_PER_CLIENT: "0", UNPAID_UNITS_PER_CLIENT: "x" })).toMatchObject({ orders: 10, units: 30 });
  });
});
