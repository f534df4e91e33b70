import "server-only";
import { randomBytes, randomInt } from "node:crypto";
import { PAYMENT_METHOD, type OrderPaymentMethod } from "@/lib/vocabulary/order-statuses";
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH, ORDER_NUMBER_PREFIX } from "@/lib/vocabulary/order-number";

/** A fresh order number, from the crypto source (the unique index catches a clash). */
export function generateOrderNumber(): string {
  let suffix = "";
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i++) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `${ORDER_NUMBER_PREFIX}${suffix}`;
}

/** The payment reference shared with the provider: random for a card, the order number for a transfer. */
export function paymentReference(method: OrderPaymentMethod, orderNumber: string): string {
  if (method === PAYMENT_METHOD.card) return `SCN-${randomBytes(10).toString("hex").toUpperCase()}`;
  return method === PAYMENT_METHOD.onDelivery ? `POD-${orderNumber}` : `BANK-${orderNumber}`;
}
