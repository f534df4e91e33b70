import { cartTotals, linesWithoutSize, mergeCartLines, priceCart, stockWarning, toQuote, type BundleMembers, type CheckoutCharges, type PricingProduct } from "./pricing";

const now = new Date("2026-06-15T12:00:00Z");

const product = (id: string, price: number, extra: Partial<PricingProduct> = {}): PricingProduct => ({
  _id: id,
  brand: "Maison Lagos",
  name: `Product ${id}`,
  type: "Perfume",
  sizes: [{ _id: `${id}-only`, label: "", sku: `SKU-${id}`, price, stock: 10 }],
  image: `/products/${id}.svg`,
  ...extra,
});

const catalogue = new Map<string, PricingProduct>([
  ["oud", product("oud", 145000, { bundleId: "bundle1" })],
  ["reed", product("reed", 42000, { bundleId: "bundle1", type: "Diffuser" })],
  ["cocoa", product("cocoa", 88000, { promo: { discount: 20, startDate: "2026-06-01", endDate: "2026-06-30" } })],
  ["odd", product("odd", 999.99)],
]);
const bundles = new Map<string, BundleMembers>([["bundle1", { size: 2, members: ["oud", "reed"] }]]);
/** One of each bundle member (₦145,000 + ₦42,000, 10% bundle discount) with checkout's charges. */
const priceBundleOfTwo = (charges: CheckoutCharges) =>
  priceCart(
    [
      { productId: "oud", quantity: 1 },
      { productId: "reed", quantity: 1 },
    ],
    catalogue,
    bundles,
    now,
    charges,
  );

describe("cart pricing", () => {
  it("prices lines from the catalogue, taking the promo price while it runs", () => {
    const cart = priceCart([{ productId: "cocoa", quantity: 2 }], catalogue, bundles, now);
    expect(cart.lines[0]).toMatchObject({ unitPriceKobo: 7040000, lineTotalKobo: 14080000, promoActive: true });
    expect(cart.subtotalKobo).toBe(14080000);
  });

  it("uses the list price once the promo has ended", () => {
    const later = new Date("2026-07-02T00:00:00Z");
    const cart = priceCart([{ productId: "cocoa", quantity: 1 }], catalogue, bundles, later);
    expect(cart.lines[0]?.unitPriceKobo).toBe(8800000);
  });

  it("takes 10% off the bundle items' line total when every bundle item is in the cart", () => {
    const cart = priceCart(
      [
        { productId: "oud", quantity: 1 },
        { productId: "reed", quantity: 2 },
        { productId: "odd", quantity: 1 },
      ],
      catalogue,
      bundles,
      now,
    );
    // Bundle lines: 145000 + 2 x 42000 = 229000 naira, 10% = 22900 naira.
    expect(cart.bundleDiscountKobo).toBe(2290000);
    expect(cart.subtotalKobo).toBe(14500000 + 8400000 + 99999);
    expect(cart.taxKobo).toBe(Math.round(cart.subtotalKobo * 0.075));
    expect(cart.totalKobo).toBe(cart.subtotalKobo - cart.bundleDiscountKobo + cart.taxKobo);
  });

  it("gives no bundle discount when a bundle item is missing", () => {
    const cart = priceCart([{ productId: "oud", quantity: 3 }], catalogue, bundles, now);
    expect(cart.bundleDiscountKobo).toBe(0);
    expect(cart.totalKobo).toBe(43500000 + 3262500);
  });

  it("gives no bundle discount once a member of the bundle no longer exists", () => {
    // The reed diffuser was deleted: the bundle still has two products, only one of which is sold.
    const withoutReed = new Map<string, BundleMembers>([["bundle1", { size: 2, members: ["oud"] }]]);
    const cart = priceCart([{ productId: "oud", quantity: 1 }], catalogue, withoutReed, now);
    expect(cart.bundleDiscountKobo).toBe(0);
  });

  it("charges tax at 7.5% of the subtotal, rounded to the kobo", () => {
    const cart = priceCart([{ productId: "odd", quantity: 1 }], catalogue, bundles, now);
    // 99999 kobo x 0.075 = 7499.925 kobo, rounded to 7500.
    expect(cart.taxKobo).toBe(7500);
    expect(cart.totalKobo).toBe(107499);
    expect(Number.isInteger(cart.totalKobo)).toBe(true);
  });

  it("rounds the bundle discount to the kobo", () => {
    const odd = new Map<string, PricingProduct>([
      ["a", product("a", 0.05, { bundleId: "b" })],
      ["b", product("b", 0.1, { bundleId: "b" })],
    ]);
    const cart = priceCart([{ productId: "a", quantity: 1 }, { productId: "b", quantity: 1 }], odd, new Map([["b", { size: 2, members: ["a", "b"] }]]), now);
    // 15 kobo x 10% = 1.5 kobo, rounded to 2.
    expect(cart.bundleDiscountKobo).toBe(2);
  });

  it("merges repeated products and ignores ones the catalogue does not have", () => {
    expect(mergeCartLines([{ productId: "oud", quantity: 1 }, { productId: "oud", quantity: 2 }])).toEqual([{ productId: "oud", quantity: 3 }]);
    expect(mergeCartLines([{ productId: "oud", sizeId: "a", quantity: 1 }, { productId: "oud", sizeId: "b", quantity: 2 }, { productId: "oud", sizeId: "a", quantity: 2 }])).toEqual([
      { productId: "oud", sizeId: "a", quantity: 3 },
      { productId: "oud", sizeId: "b", quantity: 2 },
    ]);
    const cart = priceCart([{ productId: "ghost", quantity: 1 }], catalogue, bundles, now);
    expect(cart.lines).toHaveLength(0);
    expect(cartTotals(cart.lines, bundles)).toEqual({ subtotalKobo: 0, bundleDiscountKobo: 0, promoDiscountKobo: 0, taxKobo: 0, deliveryKobo: 0, totalKobo: 0 });
  });

  describe("sizes", () => {
    const sizes = (extra: Partial<PricingProduct> = {}) =>
      product("amber", 0, {
        sizes: [
          { _id: "s30", label: "30 ml", sku: "AMB-30", price: 62000, stock: 1 },
          { _id: "s100", label: "100 ml", sku: "AMB-100", price: 145000, stock: 4 },
        ],
        ...extra,
      });

    it("prices each size at its own price with the product's promo, and holds two sizes of one product as two lines", () => {
      const onPromo = new Map([["amber", sizes({ promo: { discount: 10, startDate: "2026-06-01", endDate: "2026-06-30" } })]]);
      const cart = priceCart(
        [
          { productId: "amber", sizeId: "s100", quantity: 1 },
          { productId: "amber", sizeId: "s30", quantity: 2 },
          { productId: "amber", sizeId: "s100", quantity: 1 },
        ],
        onPromo,
        new Map(),
        now,
      );
      expect(cart.lines.map(({ sizeId, sizeLabel, sku, quantity, unitPriceKobo, stock }) => ({ sizeId, sizeLabel, sku, quantity, unitPriceKobo, stock }))).toEqual([
        { sizeId: "s100", sizeLabel: "100 ml", sku: "AMB-100", quantity: 2, unitPriceKobo: 13050000, stock: 4 },
        { sizeId: "s30", sizeLabel: "30 ml", sku: "AMB-30", quantity: 2, unitPriceKobo: 5580000, stock: 1 },
      ]);
      expect(toQuote(cart).lines[1]).toMatchObject({ sizeLabel: "30 ml", stockWarning: "Only 1 left in stock" });
    });

    it("sells a line that names no size (a cart from before sizes) in its product's only size, and none in a size that is gone", () => {
      const catalogue = new Map([
        ["amber", sizes()],
        ["reed", product("reed", 42000)],
      ]);
      expect(priceCart([{ productId: "reed", quantity: 1 }], catalogue, new Map(), now).lines[0]).toMatchObject({ productId: "reed", unitPriceKobo: 4200000 });
      expect(priceCart([{ productId: "amber", sizeId: "gone", quantity: 1 }], catalogue, new Map(), now).lines).toEqual([]);
    });

    it("sells no size of a product sold in several to a line that names none, and says which lines those are", () => {
      const catalogue = new Map([
        ["amber", sizes()],
        ["reed", product("reed", 42000)],
      ]);
      const lines = [
        { productId: "reed", quantity: 1 },
        { productId: "amber", quantity: 1 },
        { productId: "amber", sizeId: "s100", quantity: 1 },
      ];
      expect(priceCart([{ productId: "amber", quantity: 1 }], catalogue, new Map(), now).lines).toEqual([]);
      expect(linesWithoutSize(lines, catalogue)).toEqual([1]);
    });

    it("completes a bundle with any size of each member", () => {
      const bundled = new Map([
        ["amber", sizes({ bundleId: "set" })],
        ["reed", product("reed", 42000, { bundleId: "set" })],
      ]);
      const cart = priceCart(
        [
          { productId: "amber", sizeId: "s100", quantity: 1 },
          { productId: "reed", quantity: 1 },
        ],
        bundled,
        new Map([["set", { size: 2, members: ["amber", "reed"] }]]),
        now,
      );
      expect(cart.bundleDiscountKobo).toBe(Math.round((14500000 + 4200000) / 10));
    });
  });

  it("shows naira outside and warns about stock per line", () => {
    const cart = priceCart([{ productId: "cocoa", quantity: 12 }], catalogue, bundles, now);
    const quote = toQuote(cart);
    expect(quote.lines[0]).toMatchObject({ price: 88000, unitPrice: 70400, lineTotal: 844800, stockWarning: "Only 10 left in stock" });
    expect(quote.total).toBe(908160);
    expect(stockWarning(1, 0)).toBe("Out of stock");
    expect(stockWarning(2, 2)).toBeNull();
  });

  it("adds the delivery cost to the total, untaxed", () => {
    const cart = priceCart([{ productId: "oud", quantity: 1 }], catalogue, bundles, now, { deliveryKobo: 15_000_00, promoPercent: 0 });
    expect(cart).toMatchObject({ subtotalKobo: 145_000_00, taxKobo: 10_875_00, deliveryKobo: 15_000_00, promoDiscountKobo: 0 });
    expect(cart.totalKobo).toBe(145_000_00 + 10_875_00 + 15_000_00);
  });

  it("takes a promotion code's percentage off the subtotal; tax stays 7.5% of the subtotal", () => {
    const cart = priceBundleOfTwo({ deliveryKobo: 15_000_00, promoPercent: 10 });
    // 187000 - 18700 (bundle) - 18700 (10% code) + 14025 (tax) + 15000 (delivery) = 178625 naira.
    expect(cart).toMatchObject({ subtotalKobo: 187_000_00, bundleDiscountKobo: 18_700_00, promoDiscountKobo: 18_700_00, taxKobo: 14_025_00 });
    expect(cart.totalKobo).toBe(178_625_00);
    expect(toQuote(cart)).toMatchObject({ subtotal: 187000, bundleDiscount: 18700, promoDiscount: 18700, tax: 14025, shipping: 15000, total: 178625 });
  });

  it("rounds the promotion discount to the kobo", () => {
    const cart = priceCart([{ productId: "odd", quantity: 1 }], catalogue, bundles, now, { deliveryKobo: 0, promoPercent: 12.5 });
    // 99999 kobo x 12.5% = 12499.875 kobo, rounded to 12500.
    expect(cart.promoDiscountKobo).toBe(12500);
    expect(cart.totalKobo).toBe(99999 - 12500 + 7500);
    expect(Number.isInteger(cart.totalKobo)).toBe(true);
  });

  it("never discounts the goods below nothing, whatever the code and bundle take", () => {
    const cart = priceBundleOfTwo({ deliveryKobo: 5_000_00, promoPercent: 100 });
    expect(cart.promoDiscountKobo).toBe(187_000_00 - 18_700_00);
    expect(cart.totalKobo).toBe(cart.taxKobo + 5_000_00);
  });
});
