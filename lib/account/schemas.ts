import { z } from "zod";
import { accountPassword } from "@/lib/auth/schemas";
import { shippingAddressSchema, type ShippingAddressValues } from "@/lib/vocabulary/shipping-address";

/** How many shipping addresses one account keeps: plenty for home, work and family, never a dump. */
export const MAX_SAVED_ADDRESSES = 10;

export const ACCOUNT_PAGE_MESSAGES = {
  addressLimit: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses. Remove one to add another.`,
  addressNotFound: "Address not found",
  addressSaved: "Address saved.",
  addressRemoved: "Address removed.",
  defaultChosen: "Default address updated.",
  currentPasswordRequired: "Current password is required",
  wrongCurrentPassword: "Current password is incorrect",
  passwordsDoNotMatch: "Passwords do not match",
  adminPasswordElsewhere: "An admin's password is changed from the admin profile.",
  samePassword: "Choose a password different from the current one",
  passwordUpdated: "Password updated. You stay signed in here; other devices are signed out.",
  proofInvalid: "This link is not valid. Ask for a new one from your account page.",
  proofExpired: "This link has expired. Ask for a new one from your account page.",
  proofUsed: "This link has already been used.",
  proofOtherAccount: "This link was sent for another account. Sign in to that account to use it.",
} as const;

/** POST /api/account/addresses and PUT /api/account/addresses/{id}: the shop's one address, and whether it becomes the default. */
export const savedAddressSchema = shippingAddressSchema.extend({
  makeDefault: z.boolean({ error: "Choose yes or no" }).default(false),
});
export type SavedAddressRequest = z.input<typeof savedAddressSchema>;
export type SavedAddressInput = z.infer<typeof savedAddressSchema>;

/** PUT /api/account/password: the same password rule as sign-up. */
export const customerPasswordChangeSchema = z
  .object({
    currentPassword: z.string({ error: ACCOUNT_PAGE_MESSAGES.currentPasswordRequired }).min(1, ACCOUNT_PAGE_MESSAGES.currentPasswordRequired).max(200, "Password is too long"),
    newPassword: accountPassword,
    confirmPassword: z.string({ error: ACCOUNT_PAGE_MESSAGES.passwordsDoNotMatch }).max(200, "Password is too long"),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ["confirmPassword"], message: ACCOUNT_PAGE_MESSAGES.passwordsDoNotMatch })
  .refine((form) => form.newPassword !== form.currentPassword, { path: ["newPassword"], message: ACCOUNT_PAGE_MESSAGES.samePassword });
export type CustomerPasswordChangeInput = z.infer<typeof customerPasswordChangeSchema>;

/** POST /api/account/orders/claim: the token from the e-mailed link. */
export const claimOrdersSchema = z.object({
  token: z.string({ error: ACCOUNT_PAGE_MESSAGES.proofInvalid }).min(1, ACCOUNT_PAGE_MESSAGES.proofInvalid).max(1000, ACCOUNT_PAGE_MESSAGES.proofInvalid),
});

/** A saved address as the account page and checkout show it. */
export type SavedAddress = ShippingAddressValues & { id: string; isDefault: boolean };

/** An order as the account's history lists it. */
export interface AccountOrder {
  orderNumber: string;
  placedAt: string;
  status: string;
  /** In naira. */
  total: number;
  trackingPath: string;
  /** What the order holds, each line with its size: "2 × Midnight Oud, 100 ml". */
  items: string[];
  /** Once delivered, where to review each of its products. */
  reviews: { name: string; path: string }[];
}
