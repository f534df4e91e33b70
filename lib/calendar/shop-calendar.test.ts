import { fromShopDateTimeInput, isShopDay, shopDateTimeInput, shopDay, shopMonthSoFar, startOfNextShopDay, startOfShopDay, withinShopDays } from "./shop-calendar";

describe("shop calendar (Africa/Lagos, UTC+1)", () => {
  it("names the Lagos day of an instant", () => {
    expect(shopDay(new Date("2026-11-30T22:59:59Z"))).toBe("2026-11-30");
    expect(shopDay(new Date("2026-11-30T23:00:00Z"))).toBe("2026-12-01");
  });

  it("names the month's days so far in Lagos, from the 1st to today", () => {
    expect(shopMonthSoFar(new Date("2026-11-30T23:30:00Z"))).toEqual(["2026-12-01"]);
    expect(shopMonthSoFar(new Date("2026-03-01T00:30:00+01:00"))).toEqual(["2026-03-01"]);
    const november = shopMonthSoFar(new Date("2026-11-27T22:30:00Z"));
    expect(november).toHaveLength(27);
    expect([november[0], november[26]]).toEqual(["2026-11-01", "2026-11-27"]);
    expect(shopMonthSoFar(new Date("2028-02-29T12:00:00Z"))).toHaveLength(29);
  });

  it("bounds a day at 00:00 WAT", () => {
    expect(startOfShopDay("2026-12-01").toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(startOfNextShopDay("2026-11-30").toISOString()).toBe("2026-11-30T23:00:00.000Z");
  });

  it("keeps a promotion ending on 30 November until 23:59:59 WAT that day", () => {
    expect(withinShopDays("2026-11-01", "2026-11-30", new Date("2026-11-30T22:59:00Z"))).toBe(true);
    expect(withinShopDays("2026-11-01", "2026-11-30", new Date("2026-11-30T22:59:59.999Z"))).toBe(true);
    expect(withinShopDays("2026-11-01", "2026-11-30", new Date("2026-11-30T23:00:00Z"))).toBe(false);
  });

  it("starts a promotion at 00:00 WAT on its first day", () => {
    expect(withinShopDays("2026-11-01", "2026-11-30", new Date("2026-10-31T22:59:59Z"))).toBe(false);
    expect(withinShopDays("2026-11-01", "2026-11-30", new Date("2026-10-31T23:00:00Z"))).toBe(true);
    expect(withinShopDays("2026-11-01", "2026-11-01", new Date("2026-11-01T12:00:00Z"))).toBe(true);
  });

  it("treats a missing bound as open", () => {
    expect(withinShopDays(null, undefined, new Date())).toBe(true);
  });

  it("accepts only real calendar days", () => {
    expect(isShopDay("2026-02-28")).toBe(true);
    expect(isShopDay("2026-02-30")).toBe(false);
    expect(isShopDay("30/11/2026")).toBe(false);
  });
});

describe("a datetime-local field in the shop's time", () => {
  it("shows an instant as Lagos wall time and reads it back as the same instant", () => {
    expect(shopDateTimeInput(new Date("2026-03-05T23:30:00Z"))).toBe("2026-03-06T00:30");
    expect(new Date(fromShopDateTimeInput("2026-03-06T00:30")).toISOString()).toBe("2026-03-05T23:30:00.000Z");
    expect(fromShopDateTimeInput("")).toBe("");
  });
});
