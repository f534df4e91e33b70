import { z } from "zod";
import { LISTED_PAYMENT_METHODS, PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { isNairaAmount } from "@/lib/money/naira";
import { NIGERIAN_STATES } from "@/lib/vocabulary/nigerian-states";
import { PAYSTACK_CHANNELS } from "@/lib/vocabulary/paystack-channels";
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_LOW_STOCK_THRESHOLD } from "@/lib/vocabulary/stock-moves";
import { abandonedCheckoutSettingsSchema, DEFAULT_ABANDONED_CHECKOUT_SETTINGS } from "./abandoned-checkout-settings";
import { deliverySettingsProblems, normaliseDelivery, ZONE_MESSAGES } from "./delivery-zones";

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
  unpaidHoldPercent: "The share held by unpaid orders must be a whole percentage from 0 to 100",
  unitsPerOrder: "Units per order must be a whole number from 1 to 10000",
  unitsOrder: "Units per order must be at least the units allowed per product",
  oneShipping: "Keep at least one shipping method",
  onePayment: "Keep at least one payment method enabled",
  bankNeedsAccount: "Add a bank account to offer bank transfer",
  paymentList: "List the card and bank transfer methods once each",
  freeAbove: "Free delivery threshold must be non-negative",
  duplicateId: "Each entry needs its own id",
  ...ZONE_MESSAGES,
  oneChannel: "Offer at least one Paystack channel",
  podCap: "Set the largest order paid on delivery, in naira",
  refundKeyAbove: "Enter an amount in naira, 0 or more",
  podZoneTwice: "List each zone once for pay on delivery",
  whatsapp: "Enter the WhatsApp number with its country code, digits only (2348012345678), or leave it empty",
  shopEmail: "Enter a valid e-mail address, or leave it empty",
  lowStock: `Low-stock alert must be a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}`,
  reviewRequestDays: "Days after delivery must be a whole number from 1 to 90",
  saved: "Settings updated successfully!",
  failed: "Failed to update settings. Please try again.",
} as const;

export const MAX_HOLD_HOURS = 720;
/** A week after delivery: long enough to have worn it, soon enough to remember the order. */
export const DEFAULT_REVIEW_REQUEST_DAYS = 7;
const MAX_REVIEW_REQUEST_DAYS = 90;
/** One order may take at most this many units of one product, and this many in all, so no order empties the shelf. */
export const DEFAULT_MAX_UNITS_PER_PRODUCT = 10;
export const DEFAULT_MAX_UNITS_PER_ORDER = 30;
/** The share (percent) of a size's unsold units that orders paid later (a transfer) may hold at once: a buyer by card always finds the rest. */
export const DEFAULT_UNPAID_HOLD_PERCENT = 25;
/** A new shop asks for the security key again for refunds above ₦100,000. */
export const DEFAULT_REFUND_KEY_ABOVE = 100_000;
const MAX_COST = 10_000_000;
const ENTRY_ID = /^[A-Za-z0-9_-]{1,40}$/;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, `Use at most ${max} characters`);

const entryId = z.string({ error: "Entry id is required" }).trim().regex(ENTRY_ID, "Entry ids use letters, digits, - and _");

const nairaAmount = (message: string) =>
  z.coerce
    .number({ error: message })
    .min(0, { error: message, abort: true })
    .max(MAX_COST, "Amount is too large")
    .refine(isNairaAmount, "Amounts can have at most 2 decimal places");

/** A whole number from `min` to `max`; anything else, typed or not, gets the one message. */
const wholeNumber = (message: string, min: number, max: number) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const workingDays = wholeNumber(SETTINGS_MESSAGES.days, 0, 60);

/** A zone: a name and the states in it. Every state is in exactly one zone (checked over the whole settings). */
export const deliveryZoneSchema = z.object({
  id: entryId,
  name: requiredText(SETTINGS_MESSAGES.zoneName, 60),
  states: z.array(z.enum(NIGERIAN_STATES, { error: "Choose a state of Nigeria or the FCT" })).max(NIGERIAN_STATES.length),
});

/** A method's price and estimate in one zone; a zone with no rate is one the method does not serve. */
export const zoneRateSchema = z
  .object({ zoneId: entryId, cost: nairaAmount(SETTINGS_MESSAGES.cost), minDays: workingDays, maxDays: workingDays })
  .refine((rate) => rate.maxDays >= rate.minDays, { path: ["maxDays"], message: SETTINGS_MESSAGES.daysOrder });

export const pickupPointSchema = z.object({
  address: requiredText(SETTINGS_MESSAGES.pickupAddress, 300),
  hours: requiredText(SETTINGS_MESSAGES.pickupHours, 120),
});

/**
 * A shipping method: delivery, priced per zone with an optional free-above threshold, or pickup
 * (₦0, the address and hours shown to the shopper). `cost` is what clients from before zones send
 * (one price everywhere) and what GET answers them: the method's lowest price.
 */
export const shippingMethodSchema = z.object({
  id: entryId,
  name: requiredText(SETTINGS_MESSAGES.shippingName, 80),
  kind: z.enum(["delivery", "pickup"], { error: "Kind must be delivery or pickup" }).default("delivery"),
  cost: nairaAmount(SETTINGS_MESSAGES.cost).optional(),
  rates: z.array(zoneRateSchema).max(NIGERIAN_STATES.length).optional(),
  freeAbove: nairaAmount(SETTINGS_MESSAGES.freeAbove).nullable().default(null),
  pickup: pickupPointSchema.nullable().default(null),
  readyDays: workingDays.nullable().default(null),
});

export const paymentMethodSchema = z.object({
  id: z.enum(LISTED_PAYMENT_METHODS, { error: "Payment method must be card or bank" }),
  name: requiredText(SETTINGS_MESSAGES.paymentName, 60),
  enabled: z.boolean({ error: "Enabled must be true or false" }),
});

/**
 * Pay on delivery in one zone: orders up to `cap` (naira, the total with the fee), with `fee`
 * added to the delivery charge. A zone not listed does not offer it.
 */
export const payOnDeliveryZoneSchema = z.object({
  zoneId: entryId,
  cap: z.coerce.number({ error: SETTINGS_MESSAGES.podCap }).min(1, { error: SETTINGS_MESSAGES.podCap, abort: true }).max(MAX_COST, "Amount is too large").refine(isNairaAmount, "Amounts can have at most 2 decimal places"),
  fee: nairaAmount(SETTINGS_MESSAGES.cost).default(0),
});

/** A WhatsApp number as wa.me links take it: the country code and number, digits only ("2348012345678"). */
export const whatsappNumberSchema = z
  .string({ error: SETTINGS_MESSAGES.whatsapp })
  .transform((value) => value.replace(/[\s()+-]/g, ""))
  .pipe(z.string().regex(/^(\d{8,15})?$/, SETTINGS_MESSAGES.whatsapp));

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

const optionalText = (max: number) => z.string({ error: "Must be text" }).trim().max(max, `Use at most ${max} characters`).default("");

/** The shop as invoices and packing slips name it; a blank field shows the shop's contact details instead. */
export const shopDetailsSchema = z.object({
  name: optionalText(120),
  address: optionalText(300),
  email: z.union([z.literal(""), z.email(SETTINGS_MESSAGES.shopEmail).max(254)], { error: SETTINGS_MESSAGES.shopEmail }).default(""),
  phone: optionalText(40),
  // The FIRS tax identification number, printed beside the VAT line when given.
  taxId: optionalText(40),
});

/** The whole settings object. Each concern is its own key, here and in the model. */
export const storeSettingsSchema = z
  .object({
    // Optional in a PUT: a client from before zones has one zone, all of Nigeria, at its one price.
    deliveryZones: z.array(deliveryZoneSchema, { error: SETTINGS_MESSAGES.oneZone }).min(1, SETTINGS_MESSAGES.oneZone).max(NIGERIAN_STATES.length).refine(uniqueIds, SETTINGS_MESSAGES.duplicateId).optional(),
    shippingMethods: z
      .array(shippingMethodSchema, { error: SETTINGS_MESSAGES.oneShipping })
      .min(1, SETTINGS_MESSAGES.oneShipping)
      .max(20, "At most 20 shipping methods")
      .refine(uniqueIds, SETTINGS_MESSAGES.duplicateId),
    paymentMethods: z
      .array(paymentMethodSchema, { error: SETTINGS_MESSAGES.paymentList })
      .refine(
        (methods) => methods.length === LISTED_PAYMENT_METHODS.length && LISTED_PAYMENT_METHODS.every((id) => methods.some((method) => method.id === id)),
        SETTINGS_MESSAGES.paymentList,
      ),
    bankAccounts: z.array(bankAccountSchema, { error: SETTINGS_MESSAGES.bankNeedsAccount }).max(10, "At most 10 bank accounts").refine(uniqueIds, SETTINGS_MESSAGES.duplicateId),
    bankTransferHoldHours: wholeNumber(SETTINGS_MESSAGES.holdHours, 1, MAX_HOLD_HOURS),
    // Optional in a PUT, so a client that predates them keeps the defaults.
    unpaidHoldPercent: wholeNumber(SETTINGS_MESSAGES.unpaidHoldPercent, 0, 100)
      .default(DEFAULT_UNPAID_HOLD_PERCENT),
    maxUnitsPerProduct: wholeNumber(SETTINGS_MESSAGES.unitsPerProduct, 1, 1000)
      .default(DEFAULT_MAX_UNITS_PER_PRODUCT),
    maxUnitsPerOrder: wholeNumber(SETTINGS_MESSAGES.unitsPerOrder, 1, 10_000)
      .default(DEFAULT_MAX_UNITS_PER_ORDER),
    // Optional in a PUT, like the caps: a client that predates it keeps the contact details on invoices.
    shopDetails: shopDetailsSchema.optional(),
    // The owner is e-mailed when a size falls to this many units (a product may set its own). Optional in a PUT, like the caps above.
    lowStockThreshold: wholeNumber(SETTINGS_MESSAGES.lowStock, 0, MAX_LOW_STOCK_THRESHOLD)
      .default(DEFAULT_LOW_STOCK_THRESHOLD),
    // Which of Paystack's channels its pop-up offers for a card-method payment (passed to initialize).
    paystackChannels: z
      .array(z.enum(PAYSTACK_CHANNELS, { error: "Choose card, bank_transfer, ussd or bank" }), { error: SETTINGS_MESSAGES.oneChannel })
      .min(1, SETTINGS_MESSAGES.oneChannel)
      .max(PAYSTACK_CHANNELS.length)
      .refine((channels) => new Set(channels).size === channels.length, "List each channel once")
      .default([...PAYSTACK_CHANNELS]),
    // Reviews: how many days after delivery the "How was it?" e-mail goes, and whether a new
    // review is shown at once or waits for the owner. Optional in a PUT, like the caps above.
    reviewRequestDays: wholeNumber(SETTINGS_MESSAGES.reviewRequestDays, 1, MAX_REVIEW_REQUEST_DAYS)
      .default(DEFAULT_REVIEW_REQUEST_DAYS),
    publishReviewsAtOnce: z.boolean({ error: "Publish at once must be true or false" }).default(false),
    // The zones that offer pay on delivery, each with its cap and fee. Optional in a PUT: a client
    // that predates it keeps the stored choice (a new shop's is Lagos only, up to ₦200,000).
    payOnDelivery: z.array(payOnDeliveryZoneSchema, { error: SETTINGS_MESSAGES.podCap }).max(NIGERIAN_STATES.length).optional(),
    // The owner's WhatsApp number for "Ask on WhatsApp" links; empty offers none. Optional in a PUT, like the above.
    whatsappNumber: whatsappNumberSchema.optional(),
    // Abandoned-checkout reminders (lib/checkout/abandoned-checkouts.ts). Optional in a PUT, like the above.
    abandonedCheckouts: abandonedCheckoutSettingsSchema.default(DEFAULT_ABANDONED_CHECKOUT_SETTINGS),
    // A refund above this many naira asks for the security key again (lib/checkout/refund-step-up.ts); 0: every refund. Optional in a PUT, like the caps above.
    refundKeyAbove: nairaAmount(SETTINGS_MESSAGES.refundKeyAbove).default(DEFAULT_REFUND_KEY_ABOVE),
  })
  .superRefine((settings, ctx) => {
    for (const problem of deliverySettingsProblems(settings.deliveryZones, settings.shippingMethods)) ctx.addIssue({ code: "custom", ...problem });
    const zoneIds = new Set((settings.deliveryZones ?? []).map((zone) => zone.id));
    const podZones = new Set<string>();
    settings.payOnDelivery?.forEach((terms, index) => {
      if (settings.deliveryZones && !zoneIds.has(terms.zoneId)) ctx.addIssue({ code: "custom", path: ["payOnDelivery", index, "zoneId"], message: SETTINGS_MESSAGES.unknownZone });
      if (podZones.has(terms.zoneId)) ctx.addIssue({ code: "custom", path: ["payOnDelivery", index, "zoneId"], message: SETTINGS_MESSAGES.podZoneTwice });
      podZones.add(terms.zoneId);
    });
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
  })
  .transform(normaliseDelivery);

export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type StoreSettingsInput = z.input<typeof storeSettingsSchema>;
export type ShippingMethod = StoreSettings["shippingMethods"][number];
export type DeliveryZone = StoreSettings["deliveryZones"][number];
export type ZoneRate = z.infer<typeof zoneRateSchema>;
export type PaymentMethodSetting = z.infer<typeof paymentMethodSchema>;
export type BankAccount = z.infer<typeof bankAccountSchema>;
export type PayOnDeliveryZone = z.infer<typeof payOnDeliveryZoneSchema>;
export type ShopDetails = z.infer<typeof shopDetailsSchema>;

export { DEFAULT_DELIVERY_ZONES, DEFAULT_SHIPPING_METHODS } from "./delivery-zones";
export const DEFAULT_PAYSTACK_CHANNELS = PAYSTACK_CHANNELS;

export const DEFAULT_PAYMENT_NAMES: Record<PaymentMethodSetting["id"], string> = { card: "Card", bank: "Bank transfer" };

export const DEFAULT_BANK_TRANSFER_HOLD_HOURS = 48;

/** A new shop offers pay on delivery in Lagos only, for orders up to ₦200,000, with no fee. */
export const DEFAULT_PAY_ON_DELIVERY: PayOnDeliveryZone[] = [{ zoneId: "lagos", cap: 200_000, fee: 0 }];
