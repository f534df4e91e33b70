import { formatNaira } from "@/lib/money/naira";
import { formatPaymentDeadline } from "@/lib/calendar/payment-deadline";
import { REMINDER_KINDS } from "../opt-out";
import { renderMessage } from "../render";
import type { OrderSummary } from "../order-summary";
import { MAIL_TEMPLATES, type MailData, type MailKind } from "./registry";

const SITE = { siteUrl: "https://shop.example.ng" };

const ORDER: OrderSummary = {
  orderNumber: "ORD-AB12CD34EF",
  customerName: "Adaeze <Okafor>",
  email: "adaeze@example.com",
  items: [
    { brand: "Maison Lagos", name: "Oud Noir", quantity: 2, price: 12345.5 },
    { brand: "Calabar", name: "Reed Diffuser", quantity: 1, price: 8000 },
  ],
  itemsPrice: 32691,
  bundleDiscount: 0,
  promoDiscount: 1000,
  promoCode: "SALLAH10",
  taxPrice: 2451.83,
  shippingPrice: 5000,
  shippingMethod: "Standard Shipping",
  totalPrice: 39142.83,
  paymentMethod: "bank",
  estimatedDelivery: "2026-03-09T10:00:00.000Z",
  delivery: null,
  paymentChannel: null,
};

const ADDRESS = { fullName: "Adaeze Okafor", address: "12 Admiralty Way", city: "Lagos", state: "Lagos", country: "Nigeria", postalCode: "106104", phoneNumber: "+2348031234567" };

const SAMPLES: { [Kind in MailKind]: MailData<Kind> } = {
  "order-received": { ...ORDER, transfer: { bankName: "OPay", accountNumber: "8012345678", accountName: "Scents Ltd", payBy: "2026-03-04T09:30:00.000Z" } },
  "order-received-on-delivery": ORDER,
  "payment-confirmed": { ...ORDER, paidAt: "2026-03-02T11:00:00.000Z" },
  "order-status": { ...ORDER, status: "Shipped" },
  "order-cancelled": { ...ORDER, reason: "expired" },
  "order-refunded": { ...ORDER, refundKobo: 500000, refundedKobo: 500000, paidKobo: 3914283, method: "card", refundedAt: "2026-03-05T10:00:00.000Z", reason: "Out of <b>stock</b>" },
  "shipping-changed": { orderNumber: ORDER.orderNumber, customerName: "Adaeze", changedAt: "2026-03-02T12:00:00.000Z", before: ADDRESS, after: { ...ADDRESS, address: "4 Aminu Kano Crescent", city: "Abuja", state: "FCT" } },
  "shipping-change-confirm": { orderNumber: ORDER.orderNumber, customerName: "Adaeze", token: "change-token", expiresAt: "2026-03-03T09:00:00.000Z", after: { ...ADDRESS, address: "4 Aminu Kano Crescent" } },
  "owner-new-order": { ...ORDER, paid: false, payBy: "2026-03-04T09:30:00.000Z" },
  "owner-contact-message": { name: "Tolu", email: "tolu@example.com", message: "Is <b>Oud Noir</b> in stock?" },
  "owner-link-paid-without-stock": { ...ORDER, phone: "08031234567", shortfall: "Only 0 of Oud Noir left" },
  "owner-low-stock": { productId: "665f1c2e9b1d4a0012345678", product: "Maison Lagos Oud Noir", size: "50 ml", stock: 2, threshold: 3 },
  "account-email-proof": { customerName: "Adaeze", token: "proof-token", expiresAt: "2026-03-03T09:00:00.000Z" },
  "review-request": { customerName: "Adaeze", orderNumber: ORDER.orderNumber, products: [{ name: "Maison Lagos Oud Noir", token: "review-token" }] },
  "owner-new-reviews": { total: 3, waiting: true, reviews: [{ product: "Maison Lagos Oud Noir", rating: 4, title: "Lasts <all> day", author: "Adaeze, L." }] },
  "owner-backup-failed": { failedAt: "2026-03-02T01:00:00.000Z", reason: "The bucket <scents> does not exist", nextAttemptAt: "2026-03-02T02:00:00.000Z", lastBackupAt: null },
  "staff-invitation": { invitedBy: "Ngozi Owner", roleLabel: "Fulfilment", token: "invite-token", expiresAt: "2026-03-03T09:00:00.000Z" },
  "password-reset": { customerName: "Adaeze", token: "reset-token", expiresAt: "2026-03-03T09:00:00.000Z" },
  "checkout-reminder": { customerName: "Adaeze", lines: [{ name: "Maison Lagos Oud Noir, 50 ml", quantity: 2 }], value: 39142.83, reminder: 1, returnToken: "return-token", optOutToken: "opt-out-token" },
  "signup-email-proof": { customerName: "Adaeze", token: "proof-token", expiresAt: "2026-03-03T09:00:00.000Z" },
  "signup-takeover": { customerName: "Adaeze", token: "signup-token", expiresAt: "2026-03-03T09:00:00.000Z" },
  "back-in-stock": { productId: "665f1c2e9b1d4a0012345678", product: "Maison Lagos Oud Noir", size: "50 ml", optOutToken: "opt-out-token" },
};

describe("e-mail templates", () => {
  it.each(Object.keys(MAIL_TEMPLATES) as MailKind[])("%s renders a subject, an HTML part in the shop's frame and a plain-text part", (kind) => {
    const mail = renderMessage(kind, SAMPLES[kind], SITE);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain("#7a4e22");
    expect(mail.text.startsWith("Scents\n")).toBe(true);
    expect(mail.text).not.toMatch(/<\/?(p|table|tr|td|a|div|h1)\b/);
  });

  it("gives a bank transfer's account, exact amount in naira, the order number as reference and the deadline in Lagos time", () => {
    const mail = renderMessage("order-received", SAMPLES["order-received"], SITE);
    expect(mail.text).toContain("Account number: 8012345678");
    expect(mail.text).toContain("Amount: ₦39,142.83");
    expect(mail.text).toContain("Reference: ORD-AB12CD34EF");
    expect(mail.text).toContain(`Pay by: ${formatPaymentDeadline("2026-03-04T09:30:00.000Z")}`);
    expect(mail.text).toContain("(Lagos time)");
    expect(mail.text).toContain("Track your order: https://shop.example.ng/order-tracking?id=ORD-AB12CD34EF");
    expect(mail.html).toContain('href="https://shop.example.ng/order-tracking?id=ORD-AB12CD34EF"');
  });

  it("tells a pay-on-delivery shopper there is nothing to pay now, the amount due at the door and the ways to pay it", () => {
    const mail = renderMessage("order-received-on-delivery", SAMPLES["order-received-on-delivery"], SITE);
    expect(mail.subject).toBe("Order ORD-AB12CD34EF received: you pay when it arrives");
    expect(mail.text).toContain("There is nothing to pay now");
    expect(mail.text).toContain("Due at the door: ₦39,142.83");
    expect(mail.text).toContain("Pay by: Cash, POS terminal or bank transfer");
    expect(mail.text).toContain("Track your order: https://shop.example.ng/order-tracking?id=ORD-AB12CD34EF");
  });

  it("prices the receipt's lines and totals as the shop does", () => {
    const { text } = renderMessage("payment-confirmed", SAMPLES["payment-confirmed"], SITE);
    expect(text).toContain(`2 × Maison Lagos Oud Noir: ${formatNaira(24691)}`);
    expect(text).toContain("Promo code SALLAH10: −₦1,000.00");
    expect(text).toContain("Tax (7.5%): ₦2,451.83");
    expect(text).toContain("Delivery (Standard Shipping): ₦5,000.00");
    expect(text).toContain("Total: ₦39,142.83");
    expect(text).not.toContain("Bundle discount");
  });

  it("shows each line's photo as its share JPEG by absolute URL, and leaves out SVG artwork mail clients cannot show", () => {
    const photo = "/uploads/0123456789abcdef01234567-1600x2000-1200.jpg";
    const cloudinary = "https://res.cloudinary.com/scents/image/upload/v3/scents/products/oud.png";
    const items = [
      { ...ORDER.items[0]!, image: photo },
      { ...ORDER.items[1]!, image: cloudinary },
      { brand: "Abuja Atelier", name: "Fresh", quantity: 1, price: 100, image: "/products/abuja-atelier-fresh-deodorant.svg" },
    ];
    const { html, text } = renderMessage("payment-confirmed", { ...SAMPLES["payment-confirmed"], items }, SITE);
    const images = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(images).toEqual([`https://shop.example.ng${photo}`, "https://res.cloudinary.com/scents/image/upload/f_jpg,q_auto,w_1200,c_limit/v3/scents/products/oud.png"]);
    expect(text).not.toContain("uploads");
    expect(renderMessage("payment-confirmed", SAMPLES["payment-confirmed"], SITE).html).not.toContain("<img");
  });

  it("escapes what shoppers typed in the HTML part and keeps it as typed in the text part", () => {
    const contact = renderMessage("owner-contact-message", SAMPLES["owner-contact-message"], SITE);
    expect(contact.html).toContain("Is &lt;b&gt;Oud Noir&lt;/b&gt; in stock?");
    expect(contact.html).not.toContain("<b>Oud");
    expect(contact.text).toContain("Is <b>Oud Noir</b> in stock?");
    expect(renderMessage("order-status", SAMPLES["order-status"], SITE).html).toContain("Adaeze &lt;Okafor&gt;");
  });

  it("says a cancelled order's stock was released, and why it was cancelled", () => {
    expect(renderMessage("order-cancelled", SAMPLES["order-cancelled"], SITE).text).toMatch(/did not receive the payment[\s\S]*released back to our stock/);
    expect(renderMessage("order-cancelled", { ...SAMPLES["order-cancelled"], reason: "cancelled" }, SITE).text).toContain("was cancelled.");
  });

  it("names the old and the new address in the security notice", () => {
    const { text } = renderMessage("shipping-changed", SAMPLES["shipping-changed"], SITE);
    expect(text).toContain("Before: Adaeze Okafor, 12 Admiralty Way, Lagos");
    expect(text).toContain("Now: Adaeze Okafor, 4 Aminu Kano Crescent, Abuja, FCT");
  });

  it("links an abandoned checkout's reminder back to the checkout and to the one-click opt-out", () => {
    const mail = renderMessage("checkout-reminder", SAMPLES["checkout-reminder"], SITE);
    expect(mail.text).toContain("Maison Lagos Oud Noir, 50 ml: × 2");
    expect(mail.text).toContain("Return to your checkout: https://shop.example.ng/checkout/return/return-token");
    expect(mail.html).toContain('href="https://shop.example.ng/unsubscribe/opt-out-token"');
    expect(renderMessage("checkout-reminder", { ...SAMPLES["checkout-reminder"], reminder: 2 }, SITE).text).toContain("last reminder");
  });

  it.each([...REMINDER_KINDS])("%s, sent without being asked for by an order, names its one-click opt-out for the List-Unsubscribe header", (kind) => {
    expect(renderMessage(kind, SAMPLES[kind as MailKind], SITE).oneClickOptOut).toBe("https://shop.example.ng/api/mail/opt-out/opt-out-token");
  });

  it("names no opt-out on receipts, order updates and the owner's alerts", () => {
    const others = (Object.keys(MAIL_TEMPLATES) as MailKind[]).filter((kind) => !REMINDER_KINDS.has(kind));
    expect(others.filter((kind) => renderMessage(kind, SAMPLES[kind], SITE).oneClickOptOut !== undefined)).toEqual([]);
  });

  it("refuses data that does not fit the kind, and kinds it does not know", () => {
    expect(() => renderMessage("order-status", { ...ORDER, status: "Pending" }, SITE)).toThrow();
    expect(() => renderMessage("no-such-kind", {}, SITE)).toThrow(/No e-mail template/);
  });
});
