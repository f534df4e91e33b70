import { z } from "zod";

// The spec's address check: something@something.something, no spaces. 254 is the longest
// address SMTP delivers.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGES = { required: "Email is required", invalid: "Invalid email format" } as const;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** A required e-mail address: trimmed, checked, lower-cased (one address, one account or subscriber). */
export function emailSchema(messages: { required?: string; invalid?: string } = {}) {
  const { required, invalid } = { ...EMAIL_MESSAGES, ...messages };
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isEmailAddress, invalid)
    .transform((email) => email.toLowerCase());
}

/** A MongoDB ObjectId as 24 hex digits, the only form our ids travel in. */
export const OBJECT_ID_PATTERN = /^[a-f\d]{24}$/i;

export function isObjectId(value: unknown): value is string {
  return typeof value === "string" && OBJECT_ID_PATTERN.test(value);
}

export function objectIdSchema(message: string) {
  return z.string({ error: message }).regex(OBJECT_ID_PATTERN, message);
}
