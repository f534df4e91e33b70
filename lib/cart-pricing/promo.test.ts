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
