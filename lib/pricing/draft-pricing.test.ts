import { cartTotals, priceLine, type PricingProduct } from "./pricing";
import { draftTotals } from "./draft-pricing";

const NOW = new Date("2026-11-27T12:00:00+01:00");
const oud: PricingProduct = {
  _id: "oud",
  brand: "Maison Lagos",
  name: "Midnight Oud",
  type: "Perfume",
  sizes: [{ _id: "oud-100", label: "100 ml", sku: "MO-100", price: 50000, stock: 3 }],
  image: "",
  promo: { discount: 10, startDate: new Date("2026-11-01"), endDate: new Date("2026-12-31") },
};
const goods = (quantity: number, deliveryKobo = 500_000) => cartTotals([priceLine(oud, oud.sizes[0]!, quantity, NOW)], new Map(), { deliveryKobo, promoPercent: 0 });

describe("a draft order's totals", () => {
  it("prices products as checkout does: the promo price, 7.5% tax of the subtotal, the zone's delivery", () => {
    expect(draftTotals(goods(2), [], null)).toEqual({
      subtotalKobo: 9_000_000,
      bundleDiscountKobo: 0,
      promoDiscountKobo: 0,
      customKobo: 0,
      discountKobo: 0,
      taxKobo: 675_000,
      deliveryKobo: 500_000,
      totalKobo: 10_175_000,
    });
  });

  it("adds custom lines to the subtotal, taxed like the goods", () => {
    const totals = draftTotals(goods(1), [{ label: "Gift wrap", price: 1500, quantity: 1 }, { label: "Engraving", price: 2500.5, quantity: 2 }], null);
    expect(totals.customKobo).toBe(150_000 + 500_100);
    expect(totals.subtotalKobo).toBe(4_500_000 + 650_100);
    expect(totals.taxKobo).toBe(Math.round(5_150_100 * 0.075));
    expect(totals.totalKobo).toBe(5_150_100 + totals.taxKobo + 500_000);
  });

  it("takes an amount or a percentage off the goods, with tax still on the subtotal, and never below nothing", () => {
    const amount = draftTotals(goods(1), [], { kind: "amount", value: 5000, reason: "Loyal customer" });
    expect(amount.discountKobo).toBe(500_000);
    expect(amount.taxKobo).toBe(337_500);
    expect(amount.totalKobo).toBe(4_500_000 - 500_000 + 337_500 + 500_000);
    const percent = draftTotals(goods(1), [{ label: "Gift wrap", price: 500, quantity: 1 }], { kind: "percent", value: 12.5, reason: "Friends and family" });
    expect(percent.discountKobo).toBe(Math.round(4_550_000 * 0.125));
    const everything = draftTotals(goods(1), [], { kind: "amount", value: 1_000_000, reason: "Replacement for a broken bottle" });
    expect(everything.discountKobo).toBe(4_500_000);
    expect(everything.totalKobo).toBe(337_500 + 500_000);
    expect(draftTotals(goods(1), [], { kind: "percent", value: 100, reason: "Gift" }).discountKobo).toBe(4_500_000);
  });

  it("charges the delivery it is given: the zone's price, pickup's nothing, or the owner's price", () => {
    expect(draftTotals(goods(1, 0), [], null).totalKobo).toBe(4_500_000 + 337_500);
    expect(draftTotals(goods(1, 123_450), [], null).deliveryKobo).toBe(123_450);
  });
});
