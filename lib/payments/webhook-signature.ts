import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/** Paystack signs the raw request body with HMAC-SHA512 under the secret key (hex, x-paystack-signature). */
export function signPaystackBody(rawBody: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(rawBody, "utf8").digest("hex");
}

export function isValidPaystackSignature(rawBody: string, signature: string | null, secretKey: string): boolean {
  if (!signature || !/^[a-f0-9]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signPaystackBody(rawBody, secretKey), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
