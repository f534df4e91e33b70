import "server-only";
import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** `ORD-` and 10 random capitals or digits, from the crypto source (the unique index catches a clash). */
export function generateOrderNumber(): string {
  let suffix = "";
  for (let i = 0; i < 10; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `ORD-${suffix}`;
}

export function isDuplicateKeyOn(error: unknown, field: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, keyValue, keyPattern } = error as { code?: unknown; keyValue?: Record<string, unknown>; keyPattern?: Record<string, unknown> };
  if (code !== 11000) return false;
  return Boolean((keyValue && field in keyValue) || (keyPattern && field in keyPattern));
}
