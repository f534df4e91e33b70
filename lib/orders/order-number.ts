import "server-only";
import { randomInt } from "node:crypto";
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH, ORDER_NUMBER_PREFIX } from "@/lib/vocabulary/order-number";

/** A fresh order number, from the crypto source (the unique index catches a clash). */
export function generateOrderNumber(): string {
  let suffix = "";
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i++) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `${ORDER_NUMBER_PREFIX}${suffix}`;
}
