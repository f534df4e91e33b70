import { DomainError } from "@/lib/vocabulary/domain-error";
import { CARD_UNAVAILABLE_MESSAGE } from "@/lib/vocabulary/card-payment";
import { isNigerianState, STATE_LABELS } from "@/lib/vocabulary/nigerian-states";

/**
 * Every way the order journey refuses, by code. Fields are the checkout's own names; each route
 * says where they sit in its request (CHECKOUT_REQUEST_FIELDS in ./schemas.ts).
 */
export type CheckoutField = "shippingMethod" | "paymentMethod" | "bankAccount" | "promoCode";

export const SHIPPING_METHOD_GONE = "This shipping method is no longer offered. Please choose another.";
export const PRODUCT_GONE = "A product in your cart is no longer available. Please review your cart.";

export const CHOOSE_A_SIZE = "Choose a size";

export const checkoutRefusal = {
  /** Lines (by their position in the request) for a product sold in several sizes that name none. */
  sizeRequired: (lines: readonly number[]) =>
    new DomainError("size-required", "invalid", CHOOSE_A_SIZE, undefined, { fields: Object.fromEntries(lines.map((line) => [`lines.${line}.size`, [CHOOSE_A_SIZE]])) }),
  shippingMethodGone: () => new DomainError("shipping-method-gone", "invalid", SHIPPING_METHOD_GONE, "shippingMethod"),
  shippingMethodNotOffered: (name: string, state: string | undefined) =>
    new DomainError(
      "shipping-method-not-offered",
      "invalid",
      `${name} is not offered ${state && isNigerianState(state) ? `in ${STATE_LABELS[state]}` : "there"}. Please choose another delivery option.`,
      "shippingMethod",
    ),
  paymentMethodOff: (name: string | undefined) =>
    new DomainError("payment-method-off", "invalid", `${name ?? "This payment method"} is not available. Please choose another payment method.`, "paymentMethod"),
  payOnDeliveryRefused: (message: string) => new DomainError("pay-on-delivery-refused", "invalid", message, "paymentMethod"),
  bankAccountUnknown: () => new DomainError("bank-account-unknown", "invalid", "Please select a bank account", "bankAccount"),
  promoCodeRefused: (message: string) => new DomainError("promo-code-refused", "invalid", message, "promoCode"),
  codeUsedUp: (message: string) => new DomainError("code-used-up", "conflict", message, "promoCode"),
  cardPaymentsUnavailable: () => new DomainError("card-payments-unavailable", "conflict", CARD_UNAVAILABLE_MESSAGE),
  productGone: () => new DomainError("product-gone", "conflict", PRODUCT_GONE),
  outOfStock: (message: string) => new DomainError("out-of-stock", "conflict", message),
  notOnSale: (message: string) => new DomainError("not-on-sale", "conflict", message),
  /** Lines (by their position in the request) for a size before its own drop, each with its words. */
  sizeNotOnSale: (lines: readonly { line: number; message: string }[]) =>
    new DomainError("not-on-sale", "conflict", lines[0]?.message, undefined, { fields: Object.fromEntries(lines.map(({ line, message }) => [`lines.${line}.size`, [message]])) }),
  perCustomerLimit: (message: string) => new DomainError("per-customer-limit", "conflict", message),
  tooManyUnits: (message: string) => new DomainError("too-many-units", "conflict", message),
  tooManyUnpaidOrders: (message: string) => new DomainError("too-many-unpaid-orders", "conflict", message),
  unpaidCeiling: (message: string) => new DomainError("unpaid-ceiling", "conflict", message),
  paymentStartFailed: () => new DomainError("payment-start-failed", "failed", "Payment initialization failed"),
  draftGone: () => new DomainError("checkout-gone", "conflict", "Your checkout has expired. Please review your cart and check out again."),
  pricesChanged: (total: string) =>
    new DomainError("prices-changed", "conflict", `Prices changed since you reviewed your order: the total is now ${total}. Please check the summary and place your order again.`),
  orderNotFound: () => new DomainError("order-not-found", "not-found", "Not found"),
  badSignature: () => new DomainError("bad-signature", "unauthenticated", "Invalid signature"),
  notJson: () => new DomainError("not-json", "invalid", "The request body must be valid JSON."),
};

export function isCheckoutRefusal(error: unknown, code: string): error is DomainError {
  return error instanceof DomainError && error.code === code;
}
