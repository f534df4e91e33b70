import { isPromoActive, unitPriceKobo } from "./promo";

const now = new Date("2026-06-15T12:00:00Z");

describe("promo price", () => {
  it("applies the discount while the promo runs", () => {
    const promo = { discount: 20, startDate: "2026-06-01", endDate: "2026-06-30" };
    expect(isPromoActive(promo, now)).toBe(true);
    expect(unitPriceKobo(45000, promo, now)).toBe(3600000);
  });

  it("ignores a promo that has ended, not started, or has no discount", () => {
    expect(unitPriceKobo(45000, { discount: 20, endDate: "2026-06-14" }, now)).toBe(4500000);
    expect(unitPriceKobo(45000, { discount: 20, startDate: "2026-06-16" }, now)).toBe(4500000);
    expect(unitPriceKobo(45000, { discount: 0 }, now)).toBe(4500000);
    expect(isPromoActive(null, now)).toBe(false);
  });

  it("rounds a discounted price to the nearest kobo", () => {
    expect(unitPriceKobo(999.99, { discount: 15 }, now)).toBe(84999);
  });
});

describe("promo dates are whole days in Lagos", () => {
  // The product form stores a date-only value as UTC midnight (01:00 WAT that day).
  const promo = { discount: 10, startDate: new Date("2026-11-01T00:00:00Z"), endDate: new Date("2026-11-30T00:00:00Z") };

  it("runs until 23:59:59 WAT on the end date and stops at 00:00 WAT the next day", () => {
    expect(isPromoActive(promo, new Date("2026-11-30T22:59:59Z"))).toBe(true);
    expect(unitPriceKobo(1000, promo, new Date("2026-11-30T22:59:59Z"))).toBe(90000);
    expect(isPromoActive(promo, new Date("2026-11-30T23:00:00Z"))).toBe(false);
  });

  it("starts at 00:00 WAT on the start date, not an hour later", () => {
    expect(isPromoActive(promo, new Date("2026-10-31T22:59:59Z"))).toBe(false);
    expect(isPromoActive(promo, new Date("2026-10-31T23:00:00Z"))).toBe(true);
  });
});
