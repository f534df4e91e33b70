import { z } from "zod";
import { PAYMENT_METHOD, PAYMENT_METHODS } from "@/lib/vocabulary/order-statuses";
import { isNairaAmount } from "@/lib/money/naira";

// The store settings as GET /api/settings answers them and PUT /api/settings takes them, shared by
// the settings screen and the handler. Messages are the spec's (admin §5, §8) where it has them.

export const SETTINGS_MESSAGES = {
  shippingName: "Shipping method name is required",
  cost: "Cost must be non-negative",
  paymentName: "Payment gateway name is required",
  bankName: "Bank name is required",
  accountNumber: "Account number must be 10 digits",
  accountName: "Account name is required",
  holdHours: "Hold must be a whole number of hours from 1 to 720",
  unitsPerProduct: "Units per product must be a whole number from 1 to 1000",
  unitsPerOrder: "Units per order must be a whole number from 1 to 10000",
  unitsOrder: "Units per order must be at least the units allowed per product",
  oneShipping: "Keep at least one shipping method",
  onePayment: "Keep at least one payment method enabled",
  bankNeedsAccount: "Add a bank account to offer bank transfer",
  paymentList: "List the card and bank transfer methods once each",
  duplicateId: "Each entry needs its own id",
  saved: "Settings updated successfully!",
  failed: "Failed to update settings. Please try again.",
} as const;

export const MAX_HOLD_HOURS = 720;
/** One order may take at most this many units of one product, and this many in all, so no order empties the shelf. */
export const DEFAULT_MAX_UNITS_PER_PRODUCT = 10;
export const DEFAULT_MAX_UNITS_PER_ORDER = 30;
const MAX_COST = 10_000_000;
const ENTRY_ID = /^[A-Za-z0-9_-]{1,40}$/;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, `Use at most ${max} characters`);

const entryId = z.string({ error: "Entry id is required" }).trim().regex(ENTRY_ID, "Entry ids use letters, digits, - and _");

export const shippingMethodSchema = z.object({
  id: entryId,
  name: requiredText(SETTINGS_MESSAGES.shippingName, 80),
  cost: z.coerce
    .number({ error: SETTINGS_MESSAGES.cost })
    .min(0, { error: SETTINGS_MESSAGES.cost, abort: true })
    .max(MAX_COST, "Cost is too large")
    .refine(isNairaAmount, "Cost can have at most 2 decimal places"),
});

export const paymentMethodSchema = z.object({
  id: z.enum(PAYMENT_METHODS, { error: "Payment method must be card or bank" }),
  name: requiredText(SETTINGS_MESSAGES.paymentName, 60),
  enabled: z.boolean({ error: "Enabled must be true or false" }),
});

export const bankAccountSchema = z.object({
  id: entryId,
  bankName: requiredText(SETTINGS_MESSAGES.bankName, 80),
  accountNumber: z
    .string({ error: SETTINGS_MESSAGES.accountNumber })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{10}$/, SETTINGS_MESSAGES.accountNumber)),
  accountName: requiredText(SETTINGS_MESSAGES.accountName, 120),
});

function uniqueIds(entries: readonly { id: string }[]): boolean {
  return new Set(entries.map((entry) => entry.id)).size === entries.length;
}

/** The whole settings object. Each concern is its own key, here and in the model. */
export const storeSettingsSchema = z
  .object({
    shippingMethods: z
      .array(shippingMethodSchema, { error: SETTINGS_MESSAGES.oneShipping })
      .min(1, SETTINGS_MESSAGES.oneShipping)
      .max(20, "At most 20 shipping methods")
      .refine(uniqueIds, SETTINGS_MESSAGES.duplicateId),
    paymentMethods: z
      .array(paymentMethodSchema, { error: SETTINGS_MESSAGES.paymentList })
      .refine(
        (methods) => methods.length === PAYMENT_METHODS.length && PAYMENT_METHODS.every((id) => methods.some((method) => method.id === id)),
        SETTINGS_MESSAGES.paymentList,
      ),
    bankAccounts: z.array(bankAccountSchema, { error: SETTINGS_MESSAGES.bankNeedsAccount }).max(10, "At most 10 bank accounts").refine(uniqueIds, SETTINGS_MESSAGES.duplicateId),
    bankTransferHoldHours: z.coerce
      .number({ error: SETTINGS_MESSAGES.holdHours })
      .int(SETTINGS_MESSAGES.holdHours)
      .min(1, SETTINGS_MESSAGES.holdHours)
      .max(MAX_HOLD_HOURS, SETTINGS_MESSAGES.holdHours),
    // Optional in a PUT, so a client that predates them keeps the defaults.
    maxUnitsPerProduct: z.coerce
      .number({ error: SETTINGS_MESSAGES.unitsPerProduct })
      .int(SETTINGS_MESSAGES.unitsPerProduct)
      .min(1, SETTINGS_MESSAGES.unitsPerProduct)
      .max(1000, SETTINGS_MESSAGES.unitsPerProduct)
      .default(DEFAULT_MAX_UNITS_PER_PRODUCT),
    maxUnitsPerOrder: z.coerce
      .number({ error: SETTINGS_MESSAGES.unitsPerOrder })
      .int(SETTINGS_MESSAGES.unitsPerOrder)
      .min(1, SETTINGS_MESSAGES.unitsPerOrder)
      .max(10_000, SETTINGS_MESSAGES.unitsPerOrder)
      .default(DEFAULT_MAX_UNITS_PER_ORDER),
  })
  .superRefine((settings, ctx) => {
    if (settings.maxUnitsPerOrder < settings.maxUnitsPerProduct) {
      ctx.addIssue({ code: "custom", path: ["maxUnitsPerOrder"], message: SETTINGS_MESSAGES.unitsOrder });
    }
    if (!settings.paymentMethods.some((method) => method.enabled)) {
      ctx.addIssue({ code: "custom", path: ["paymentMethods"], message: SETTINGS_MESSAGES.onePayment });
    }
    const bankEnabled = settings.paymentMethods.some((method) => method.id === PAYMENT_METHOD.bank && method.enabled);
    if (bankEnabled && settings.bankAccounts.length === 0) {
      ctx.addIssue({ code: "custom", path: ["bankAccounts"], message: SETTINGS_MESSAGES.bankNeedsAccount });
    }
  });

export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export type PaymentMethodSetting = z.infer<typeof paymentMethodSchema>;
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const DEFAULT_SHIPPING_METHODS: ShippingMethod[] = [
  { id: "standard", name: "Standard Shipping", cost: 5000 },
  { id: "express", name: "Express Shipping", cost: 15000 },
];

export const DEFAULT_PAYMENT_NAMES: Record<PaymentMethodSetting["id"], string> = { card: "Card", bank: "Bank transfer" };

export const DEFAULT_BANK_TRANSFER_HOLD_HOURS = 48;
