import { z } from "zod";
import { passwordStrength } from "@/lib/auth/password-strength";
import { emailSchema } from "@/lib/vocabulary/identifiers";

/** The profile screen's messages (admin spec §5 and §8), shared by its forms and its APIs. */
export const ACCOUNT_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  emailTaken: "This email is already used by another account",
  currentPasswordRequired: "Current password is required",
  newPasswordRequired: "New password is required",
  passwordTooWeak: "Password is too weak. Use at least 8 characters with uppercase, lowercase, numbers, and symbols",
  passwordTooShort: "Password must be at least 8 characters",
  passwordComposition: "Password must contain uppercase, lowercase, and number",
  passwordTooLong: "Password must be at most 72 bytes",
  passwordsDoNotMatch: "Passwords do not match",
  currentKeyRequired: "Current admin key is required",
  newKeyRequired: "New admin key is required",
  keyTooShort: "Admin key must be at least 8 characters",
  keyTooLong: "Admin key must be at most 72 bytes",
  keysDoNotMatch: "Admin keys do not match",
  wrongCurrentCredentials: "Current password or admin key is incorrect. Please verify your credentials.",
  profileUpdated: "Profile updated successfully!",
  profileFailed: "Failed to update profile. Please try again.",
  passwordUpdated: "Password updated successfully!",
  passwordFailed: "Failed to update password. Please try again.",
  keyUpdated: "Admin key updated successfully!",
  keyFailed: "Failed to update admin key. Please try again.",
  loadFailed: "Failed to load admin data",
  backupCodesFailed: "Failed to generate backup codes",
} as const;

export const MIN_ADMIN_PASSWORD_LENGTH = 8;
export const MIN_ADMIN_KEY_LENGTH = 8;
// bcrypt reads only the first 72 bytes; anything past them would silently not count.
const BCRYPT_MAX_BYTES = 72;

/** UTF-8 length, counted by hand: the same in browsers, jsdom and Node. */
function byteLength(value: string): number {
  let bytes = 0;
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * The one rule for an admin's new password (the profile and security screens, create-admin):
 * the spec's profile checks in its order, so the first that fails is the one reported.
 */
export function adminPasswordProblem(password: string): string | null {
  if (password === "") return ACCOUNT_MESSAGES.newPasswordRequired;
  if (passwordStrength(password) === "weak") return ACCOUNT_MESSAGES.passwordTooWeak;
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) return ACCOUNT_MESSAGES.passwordTooShort;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) return ACCOUNT_MESSAGES.passwordComposition;
  if (byteLength(password) > BCRYPT_MAX_BYTES) return ACCOUNT_MESSAGES.passwordTooLong;
  return null;
}

export function adminKeyProblem(key: string): string | null {
  if (key === "") return ACCOUNT_MESSAGES.newKeyRequired;
  if (key.length < MIN_ADMIN_KEY_LENGTH) return ACCOUNT_MESSAGES.keyTooShort;
  if (byteLength(key) > BCRYPT_MAX_BYTES) return ACCOUNT_MESSAGES.keyTooLong;
  return null;
}

const text = (requiredMessage: string) => z.string({ error: requiredMessage }).max(500, "Too long");

/** A new admin password, checked by the one rule. */
export const newAdminPassword = text(ACCOUNT_MESSAGES.newPasswordRequired).superRefine((password, context) => {
  const problem = adminPasswordProblem(password);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** A new admin security key; surrounding spaces are never part of a key. */
export const newAdminKey = text(ACCOUNT_MESSAGES.newKeyRequired)
  .trim()
  .superRefine((key, context) => {
    const problem = adminKeyProblem(key);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

export const adminEmail = emailSchema({ required: ACCOUNT_MESSAGES.emailRequired, invalid: ACCOUNT_MESSAGES.emailInvalid });

export const adminName = z.string({ error: ACCOUNT_MESSAGES.nameRequired }).trim().min(1, ACCOUNT_MESSAGES.nameRequired).max(120, "Name is too long");

/** PUT /api/admin/profile */
export const profileUpdateSchema = z.object({ name: adminName, email: adminEmail });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** PUT /api/admin/password, from the profile and the security screens. */
export const passwordChangeSchema = z
  .object({
    currentPassword: text(ACCOUNT_MESSAGES.currentPasswordRequired).min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: newAdminPassword,
    confirmPassword: text(ACCOUNT_MESSAGES.passwordsDoNotMatch),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ["confirmPassword"], message: ACCOUNT_MESSAGES.passwordsDoNotMatch });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** PUT /api/admin/security-key */
export const securityKeyChangeSchema = z
  .object({
    currentKey: text(ACCOUNT_MESSAGES.currentKeyRequired).trim().min(1, ACCOUNT_MESSAGES.currentKeyRequired),
    newKey: newAdminKey,
    confirmKey: text(ACCOUNT_MESSAGES.keysDoNotMatch).trim(),
  })
  .refine((form) => form.newKey === form.confirmKey, { path: ["confirmKey"], message: ACCOUNT_MESSAGES.keysDoNotMatch });
export type SecurityKeyChangeInput = z.infer<typeof securityKeyChangeSchema>;
