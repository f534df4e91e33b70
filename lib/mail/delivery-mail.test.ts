import { renderMessage } from "./render";
import { deliveryParagraph, paidByWords, type OrderSummary } from "./order-summary";

const ORDER: OrderSummary = {
  orderNumber: "ORD-AB12CD34EF",
  customerName: "Musa Bello",
  email: "musa@example.com",
  items: [{ brand: "Maison Lagos", name: "Oud Noir", quantity: 1, price: 29500 }],
  itemsPrice: 29500,
  bundleDiscount: 0,
  promoDiscount: 0,
  promoCode: null,
  taxPrice: 2212.5,
  shippingPrice: 9000,
  shippingMethod: "Standard Shipping",
  totalPrice: 40712.5,
  paymentMethod: "card",
  paymentChannel: "bank_transfer",
  estimatedDelivery: "2026-03-11T13:00:00.000Z",
  delivery: { kind: "delivery", zone: "Rest of Nigeria", minDays: 3, maxDays: 6, pickup: null },
};
const SITE = { siteUrl: "https://shop.example.ng" };

describe("delivery and payment channel in order e-mails", () => {
  it("says the zone's estimate in working days and the day it ends", () => {
    expect(deliveryParagraph(ORDER)).toEqual({ kind: "paragraph", text: "Estimated delivery: 3–6 working days to Rest of Nigeria, by 11 March 2026." });
  });

  it("tells a pickup where and when to collect", () => {
    const pickup = { ...ORDER, delivery: { kind: "pickup" as const, zone: null, minDays: 1, maxDays: 1, pickup: { address: "12 Admiralty Way, Lekki", hours: "Mon–Sat 10–6" } } };
    expect(deliveryParagraph(pickup)).toEqual({ kind: "paragraph", text: "Ready for pickup in 1 working day (by 11 March 2026) at 12 Admiralty Way, Lekki. Opening hours: Mon–Sat 10–6." });
  });

  it("keeps the date alone for orders from before zones", () => {
    expect(deliveryParagraph({ ...ORDER, delivery: null })).toEqual({ kind: "paragraph", text: "Estimated delivery: 11 March 2026." });
  });

  it("names a Paystack transfer apart from a card and from the shop's own bank transfer", () => {
    expect(paidByWords(ORDER)).toBe("by transfer through Paystack");
    expect(paidByWords({ paymentMethod: "card", paymentChannel: null })).toBe("by card");
    expect(paidByWords({ paymentMethod: "bank", paymentChannel: null })).toBe("by bank transfer");
  });

  it("puts both in the receipt, which reads a message recorded before them too", () => {
    const { text } = renderMessage("payment-confirmed", { ...ORDER, paidAt: "2026-03-05T10:00:00.000Z" }, SITE);
    expect(text).toContain("We received ₦40,712.50 by transfer through Paystack");
    expect(text).toContain("Delivery (Standard Shipping): ₦9,000.00");
    expect(text).toContain("Estimated delivery: 3–6 working days to Rest of Nigeria");
    const { delivery: _delivery, paymentChannel: _channel, ...older } = ORDER;
    expect(renderMessage("payment-confirmed", { ...older, paymentMethod: "card", paidAt: "2026-03-05T10:00:00.000Z" }, SITE).text).toContain("by card");
  });
});
