import { LOW_STOCK, stockShownChanged, toProductView } from "./product-view";

const base = { _id: "p1", brand: "Maison Lagos", name: "Oud", type: "Perfume" as const, price: 50000, description: "Warm.", stock: 12 };
// 10:00 WAT on 15 March 2026.
const now = new Date("2026-03-15T09:00:00Z");

describe("toProductView's display state", () => {
  it("marks a running promo once: promo price, whole-percent saving, running", () => {
    const view = toProductView({ ...base, promo: { discount: 12.6, startDate: new Date("2026-03-01"), endDate: new Date("2026-03-15") } }, now);
    expect(view).toMatchObject({ promoPrice: 43700, onPromo: true, discountPercent: 13, promoState: "running" });
  });

  it("tells a scheduled promo from an ended one, both at the list price", () => {
    const scheduled = toProductView({ ...base, promo: { discount: 20, startDate: new Date("2026-03-16"), endDate: null } }, now);
    expect(scheduled).toMatchObject({ promoPrice: null, onPromo: false, discountPercent: null, promoState: "scheduled" });
    const ended = toProductView({ ...base, promo: { discount: 20, startDate: null, endDate: new Date("2026-03-14") } }, now);
    expect(ended).toMatchObject({ promoPrice: null, onPromo: false, discountPercent: null, promoState: "ended" });
  });

  it("carries the page's own SEO title and description where set, an empty one as none", () => {
    expect(toProductView({ ...base, seoTitle: "Oud | Maison Lagos", seoDescription: "Smoky." }, now)).toMatchObject({ seoTitle: "Oud | Maison Lagos", seoDescription: "Smoky." });
    expect(toProductView({ ...base, seoTitle: "", seoDescription: null }, now)).toMatchObject({ seoTitle: null, seoDescription: null });
  });

  it("has no promo state without a discount", () => {
    expect(toProductView({ ...base, promo: { discount: 0 } }, now)).toMatchObject({ promo: null, onPromo: false, promoState: null });
  });

  it("says out of stock at 0, low up to LOW_STOCK and in stock above it", () => {
    expect(toProductView({ ...base, stock: 0 }, now).stockState).toBe("out");
    expect(toProductView({ ...base, stock: 1 }, now).stockState).toBe("low");
    expect(toProductView({ ...base, stock: LOW_STOCK }, now).stockState).toBe("low");
    expect(toProductView({ ...base, stock: LOW_STOCK + 1 }, now).stockState).toBe("in");
  });
});

describe("stockShownChanged: whether a product's page says something else after units moved", () => {
  it("says no while every size stays above LOW_STOCK, taken or given back", () => {
    expect(stockShownChanged([19_999], 1)).toBe(false);
    expect(stockShownChanged([LOW_STOCK + 1, 40], 3)).toBe(false);
    expect(stockShownChanged([LOW_STOCK + 3], -2)).toBe(false);
  });

  it("says yes when a size is at LOW_STOCK or below after units were taken: its count or sold out shows", () => {
    expect(stockShownChanged([LOW_STOCK], 1)).toBe(true);
    expect(stockShownChanged([0], 2)).toBe(true);
    expect(stockShownChanged([40, 2], 1)).toBe(true);
  });

  it("says yes when units given back may have lifted a size out of the band or back from sold out", () => {
    expect(stockShownChanged([LOW_STOCK + 2], -2)).toBe(true);
    expect(stockShownChanged([1], -1)).toBe(true);
  });

  it("says no when nothing moved", () => {
    expect(stockShownChanged([0], 0)).toBe(false);
  });
});
