import { countdownText } from "./drop-countdown";
import { dropSettingsSchema, isOnSale, notOnSaleMessage, onSaleLabel, perCustomerLimitMessage, sizeDropsSchema, upcomingDrop } from "./drop-schedule";

// 8 pm in Lagos (UTC+1) on Friday 27 November 2026.
const eightPm = new Date("2026-11-27T19:00:00Z");

describe("a drop's time on sale", () => {
  it("is on sale from its time to the millisecond, and always when it has none", () => {
    expect(isOnSale(eightPm, new Date(eightPm.getTime() - 1))).toBe(false);
    expect(isOnSale(eightPm, eightPm)).toBe(true);
    expect(isOnSale(eightPm.toISOString(), new Date(eightPm.getTime() + 1))).toBe(true);
    expect(isOnSale(null, new Date(0))).toBe(true);
  });

  it("says the time in Lagos, the day too when it is not today there", () => {
    expect(onSaleLabel(eightPm, new Date("2026-11-27T08:00:00Z"))).toBe("On sale at 8 pm");
    expect(onSaleLabel(new Date("2026-11-27T19:30:00Z"), new Date("2026-11-27T08:00:00Z"))).toBe("On sale at 8:30 pm");
    // 11:30 pm UTC on the 26th is already the 27th in Lagos.
    expect(onSaleLabel(eightPm, new Date("2026-11-26T23:30:00Z"))).toBe("On sale at 8 pm");
    expect(onSaleLabel(eightPm, new Date("2026-11-26T12:00:00Z"))).toBe("On sale Fri 27 Nov at 8 pm");
    expect(notOnSaleMessage({ brand: "Maison Lagos", name: "Oud Noir" }, eightPm, new Date("2026-11-27T08:00:00Z"))).toBe("Maison Lagos Oud Noir is not on sale yet: it goes on sale at 8 pm.");
  });

  it("names the size of a line refused before the size's own time", () => {
    expect(notOnSaleMessage({ brand: "Maison Lagos", name: "Oud Noir" }, eightPm, new Date("2026-11-27T08:00:00Z"), "100 ml")).toBe("Maison Lagos Oud Noir in 100 ml is not on sale yet: it goes on sale at 8 pm.");
  });

  it("gives a page a drop to count down to only while its time is still to come", () => {
    expect(upcomingDrop(eightPm.toISOString(), new Date("2026-11-27T08:00:00Z"))).toEqual({ onSaleAt: eightPm.toISOString(), label: "On sale at 8 pm" });
    expect(upcomingDrop(eightPm.toISOString(), eightPm)).toBeNull();
    expect(upcomingDrop(null, new Date(0))).toBeNull();
  });

  it("tells a buyer at the limit how many they may still order", () => {
    const product = { brand: "Maison Lagos", name: "Oud Noir" };
    expect(perCustomerLimitMessage(product, 2, 1)).toBe("Maison Lagos Oud Noir is limited to 2 per customer: you may order 1 more.");
    expect(perCustomerLimitMessage(product, 2, 2)).toBe("Maison Lagos Oud Noir is limited to 2 per customer, and your orders already have 2.");
  });

  it("counts down in hours, minutes and seconds, never below zero", () => {
    expect(countdownText(2 * 3600_000 + 5 * 60_000 + 9_000)).toBe("2:05:09");
    expect(countdownText(4 * 60_000 + 8_200)).toBe("4:09");
    expect(countdownText(-500)).toBe("0:00");
  });
});

describe("the owner's drop settings", () => {
  it("reads a Lagos time and a limit, and empty fields as none", () => {
    expect(dropSettingsSchema.parse({ onSaleAt: "2026-11-27T20:00:00+01:00", perCustomerLimit: "2" })).toEqual({ onSaleAt: eightPm, perCustomerLimit: 2 });
    expect(dropSettingsSchema.parse({ onSaleAt: "", perCustomerLimit: null })).toEqual({ onSaleAt: null, perCustomerLimit: null });
  });

  it("refuses a time that is not one and a limit that is not a whole number from 1", () => {
    const result = dropSettingsSchema.safeParse({ onSaleAt: "tonight", perCustomerLimit: "0" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["onSaleAt", "perCustomerLimit"]);
  });
});

describe("the owner's drop times per size", () => {
  const size = "65f0000000000000000000a1";

  it("reads a Lagos time for a size, and an empty one as none", () => {
    expect(sizeDropsSchema.parse({ sizes: [{ sizeId: size, onSaleAt: "2026-11-27T20:00:00+01:00" }] })).toEqual({ sizes: [{ sizeId: size, onSaleAt: eightPm }] });
    expect(sizeDropsSchema.parse({ sizes: [{ sizeId: size, onSaleAt: "" }] })).toEqual({ sizes: [{ sizeId: size, onSaleAt: null }] });
  });

  it("refuses a size id that is not one, a time that is not one, and a size sent twice", () => {
    const result = sizeDropsSchema.safeParse({ sizes: [{ sizeId: "large", onSaleAt: "tonight" }] });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["sizes.0.sizeId", "sizes.0.onSaleAt"]);
    const twice = sizeDropsSchema.safeParse({ sizes: [{ sizeId: size, onSaleAt: "" }, { sizeId: size, onSaleAt: "" }] });
    expect(twice.error?.issues.map((issue) => issue.path.join("."))).toEqual(["sizes"]);
  });
});
