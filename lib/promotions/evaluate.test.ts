import { promotionDiscountKobo, promotionRefusal, promotionRefusalMessage, promotionState, type PromotionTerms } from "./evaluate";

const terms = (fields: Partial<PromotionTerms> = {}): PromotionTerms => ({
  code: "NOV10",
  discount: 10,
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  minSubtotal: null,
  usageLimit: null,
  usedCount: 0,
  ...fields,
});

const inNovember = new Date("2026-11-15T12:00:00Z");

describe("whether a promotion code applies", () => {
  it("applies within its days", () => {
    expect(promotionRefusal(terms(), 100_00, inNovember)).toBeNull();
  });

  it("works until 23:59 WAT on its last day and stops at 00:00 WAT", () => {
    expect(promotionRefusal(terms(), 100_00, new Date("2026-11-30T22:59:59Z"))).toBeNull();
    expect(promotionRefusal(terms(), 100_00, new Date("2026-11-30T23:00:00Z"))).toBe("ended");
  });

  it("starts at 00:00 WAT on its first day", () => {
    expect(promotionRefusal(terms(), 100_00, new Date("2026-10-31T22:59:00Z"))).toBe("not-started");
    expect(promotionRefusal(terms(), 100_00, new Date("2026-10-31T23:00:00Z"))).toBeNull();
  });

  it("needs the subtotal to reach the minimum, compared in kobo", () => {
    const withMinimum = terms({ minSubtotal: 20000 });
    expect(promotionRefusal(withMinimum, 19_999_99, inNovember)).toBe("below-minimum");
    expect(promotionRefusal(withMinimum, 20_000_00, inNovember)).toBeNull();
  });

  it("is used up once the uses reach the limit", () => {
    expect(promotionRefusal(terms({ usageLimit: 10, usedCount: 9 }), 100_00, inNovember)).toBeNull();
    expect(promotionRefusal(terms({ usageLimit: 10, usedCount: 10 }), 100_00, inNovember)).toBe("used-up");
  });

  it("does not know a missing code", () => {
    expect(promotionRefusal(null, 100_00, inNovember)).toBe("unknown");
  });

  it("says why in the shopper's words", () => {
    expect(promotionRefusalMessage("unknown", null)).toBe("This promo code is not valid");
    expect(promotionRefusalMessage("not-started", terms())).toBe("This promo code starts on 1 November 2026");
    expect(promotionRefusalMessage("ended", terms())).toBe("This promo code has expired");
    expect(promotionRefusalMessage("used-up", terms())).toBe("This promo code has been fully used");
    expect(promotionRefusalMessage("below-minimum", terms({ minSubtotal: 20000 }))).toMatch(/^This promo code needs a subtotal of at least ₦\s?20,000\.00$/);
  });

  it("labels a promotion for the admin list", () => {
    expect(promotionState(terms(), new Date("2026-10-01T12:00:00Z"))).toBe("scheduled");
    expect(promotionState(terms(), inNovember)).toBe("active");
    expect(promotionState(terms({ usageLimit: 1, usedCount: 1 }), inNovember)).toBe("used-up");
    expect(promotionState(terms(), new Date("2026-12-01T12:00:00Z"))).toBe("ended");
  });
});

describe("the discount", () => {
  it("is the percentage of the subtotal, rounded to the kobo", () => {
    expect(promotionDiscountKobo(90_000_00, 10)).toBe(9_000_00);
    // 333 kobo x 12.5% = 41.625 kobo.
    expect(promotionDiscountKobo(333, 12.5)).toBe(42);
    expect(promotionDiscountKobo(10_000_00, 0)).toBe(0);
  });
});
