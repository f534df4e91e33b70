import { collectionRuleSchema } from "./collection-schema";
import { ruleConditions } from "./collection-rules";

const NOW = new Date("2026-11-27T12:00:00Z");

describe("a collection's rule as conditions", () => {
  it("narrows by each condition set and by nothing left empty", () => {
    expect(ruleConditions(collectionRuleSchema.parse({ type: "Perfume", family: "Woody", forWhom: "", brand: "" }), NOW)).toEqual([{ type: "Perfume" }, { family: "Woody" }]);
  });

  it("finds a note, spelled the list's way, in any layer", () => {
    expect(ruleConditions(collectionRuleSchema.parse({ note: "  oud " }), NOW)).toEqual([{ $or: [{ "scentNotes.top": "Oud" }, { "scentNotes.heart": "Oud" }, { "scentNotes.base": "Oud" }] }]);
  });

  it("holds a price band from its minimum, under its maximum", () => {
    expect(ruleConditions({ maxPrice: 50_000 }, NOW)).toEqual([{ price: { $lt: 50_000 } }]);
    expect(ruleConditions({ minPrice: 50_000, maxPrice: 100_000 }, NOW)).toEqual([{ price: { $gte: 50_000, $lt: 100_000 } }]);
  });

  it("counts a promotion from its start day to its end day in Lagos, and new products from N days back", () => {
    expect(ruleConditions({ onPromotion: true, newWithinDays: 30 }, NOW)).toEqual([
      { "promo.discount": { $gt: 0 } },
      { $or: [{ "promo.startDate": null }, { "promo.startDate": { $lt: new Date("2026-11-27T23:00:00Z") } }] },
      { $or: [{ "promo.endDate": null }, { "promo.endDate": { $gte: new Date("2026-11-26T23:00:00Z") } }] },
      { createdAt: { $gte: new Date("2026-10-28T12:00:00Z") } },
    ]);
  });
});
