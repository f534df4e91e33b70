import "server-only";
import { revalidateTags } from "@/lib/cache/revalidate";
import { STORE_SETTINGS_TAG } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { initialBankAccounts } from "./bank-accounts";
import { cardPaymentMode } from "@/lib/payments/config";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { STORE_SETTINGS_ID, StoreSettingsModel, type StoreSettingsRecord } from "@/models/store-settings";
import { DEFAULT_DELIVERY_ZONES, normaliseDelivery, type LegacyAwareMethod, type Zone } from "./delivery-zones";
import { isNigerianState } from "@/lib/vocabulary/nigerian-states";
import { isPaystackChannel, PAYSTACK_CHANNELS } from "@/lib/vocabulary/paystack-channels";
import { DEFAULT_LOW_STOCK_THRESHOLD } from "@/lib/vocabulary/stock-moves";
import {
  DEFAULT_BANK_TRANSFER_HOLD_HOURS,
  DEFAULT_MAX_UNITS_PER_ORDER,
  DEFAULT_MAX_UNITS_PER_PRODUCT,
  DEFAULT_UNPAID_HOLD_PERCENT,
  DEFAULT_PAY_ON_DELIVERY,
  DEFAULT_REFUND_KEY_ABOVE,
  DEFAULT_PAYMENT_NAMES,
  DEFAULT_REVIEW_REQUEST_DAYS,
  DEFAULT_SHIPPING_METHODS,
  type StoreSettings,
} from "./schemas";
import { DEFAULT_ABANDONED_CHECKOUT_SETTINGS, storedAbandonedCheckoutSettings } from "./abandoned-checkout-settings";
import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";
import { CONTACT_DETAILS } from "@/lib/content/contact-details";

/** The contact phone, as wa.me links take it. */
const DEFAULT_WHATSAPP_NUMBER = CONTACT_DETAILS.phone.replace(/\D/g, "");

/**
 * The share of a size that transfers may hold until the owner sets one: 25%, or UNPAID_HOLD_PERCENT
 * (a whole number from 0 to 100) for a shop that wants another default everywhere, as the tests do.
 */
export function defaultUnpaidHoldPercent(env: Record<string, string | undefined> = process.env): number {
  const percent = Number(env.UNPAID_HOLD_PERCENT);
  return env.UNPAID_HOLD_PERCENT && Number.isInteger(percent) && percent >= 0 && percent <= 100 ? percent : DEFAULT_UNPAID_HOLD_PERCENT;
}

/** What a new shop starts with: four zones, the spec's two shipping methods, both payment methods, the configured accounts. */
export function defaultStoreSettings(env: Record<string, string | undefined> = process.env): StoreSettings {
  return {
    deliveryZones: DEFAULT_DELIVERY_ZONES,
    shippingMethods: DEFAULT_SHIPPING_METHODS,
    paymentMethods: [
      { id: PAYMENT_METHOD.card, name: DEFAULT_PAYMENT_NAMES.card, enabled: cardPaymentMode(env).mode !== "unavailable" },
      { id: PAYMENT_METHOD.bank, name: DEFAULT_PAYMENT_NAMES.bank, enabled: true },
    ],
    bankAccounts: initialBankAccounts(env),
    bankTransferHoldHours: DEFAULT_BANK_TRANSFER_HOLD_HOURS,
    unpaidHoldPercent: defaultUnpaidHoldPercent(env),
    maxUnitsPerProduct: DEFAULT_MAX_UNITS_PER_PRODUCT,
    maxUnitsPerOrder: DEFAULT_MAX_UNITS_PER_ORDER,
    lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
    paystackChannels: [...PAYSTACK_CHANNELS],
    reviewRequestDays: DEFAULT_REVIEW_REQUEST_DAYS,
    publishReviewsAtOnce: false,
    payOnDelivery: DEFAULT_PAY_ON_DELIVERY,
    whatsappNumber: DEFAULT_WHATSAPP_NUMBER,
    abandonedCheckouts: DEFAULT_ABANDONED_CHECKOUT_SETTINGS,
    refundKeyAbove: DEFAULT_REFUND_KEY_ABOVE,
  };
}

type StoredMethod = StoreSettingsRecord["shippingMethods"][number];

function methodOf(method: StoredMethod): LegacyAwareMethod {
  return {
    id: method.id,
    name: method.name,
    kind: method.kind === "pickup" ? "pickup" : "delivery",
    cost: method.cost,
    // Settings from before zones have no rates: their one `cost` becomes the price in the one zone.
    rates: method.rates?.map(({ zoneId, cost, minDays, maxDays }) => ({ zoneId, cost, minDays, maxDays })),
    freeAbove: method.freeAbove ?? null,
    pickup: method.pickup ? { address: method.pickup.address, hours: method.pickup.hours } : null,
    readyDays: method.readyDays ?? null,
  };
}

/**
 * The stored settings in today's shape. Settings saved before zones (no `deliveryZones`) read as
 * one zone covering every state, each method at the price it had: the same delivery cost for
 * every order as before the change, until the owner saves zones of their own.
 */
function toStoreSettings(record: StoreSettingsRecord): StoreSettings {
  const zones: Zone[] | undefined = record.deliveryZones?.length
    ? record.deliveryZones.map(({ id, name, states }) => ({ id, name, states: states.filter(isNigerianState) }))
    : undefined;
  const channels = record.paystackChannels?.filter(isPaystackChannel);
  return normaliseDelivery({
    deliveryZones: zones,
    shippingMethods: record.shippingMethods.map(methodOf),
    paymentMethods: record.paymentMethods.map(({ id, name, enabled }) => ({ id, name, enabled })),
    bankAccounts: record.bankAccounts.map(({ id, bankName, accountNumber, accountName }) => ({ id, bankName, accountNumber, accountName })),
    bankTransferHoldHours: record.bankTransferHoldHours,
    // Settings stored before the caps existed take the defaults.
    unpaidHoldPercent: record.unpaidHoldPercent ?? defaultUnpaidHoldPercent(),
    maxUnitsPerProduct: record.maxUnitsPerProduct ?? DEFAULT_MAX_UNITS_PER_PRODUCT,
    maxUnitsPerOrder: record.maxUnitsPerOrder ?? DEFAULT_MAX_UNITS_PER_ORDER,
    lowStockThreshold: record.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
    ...(record.shopDetails
      ? {
          shopDetails: {
            name: record.shopDetails.name ?? "",
            address: record.shopDetails.address ?? "",
            email: record.shopDetails.email ?? "",
            phone: record.shopDetails.phone ?? "",
            taxId: record.shopDetails.taxId ?? "",
          },
        }
      : {}),
    paystackChannels: channels?.length ? channels : [...PAYSTACK_CHANNELS],
    reviewRequestDays: record.reviewRequestDays ?? DEFAULT_REVIEW_REQUEST_DAYS,
    publishReviewsAtOnce: record.publishReviewsAtOnce ?? false,
    // Settings from before it take the seed's Lagos terms, where they have a Lagos zone.
    payOnDelivery: record.payOnDelivery
      ? record.payOnDelivery.map(({ zoneId, cap, fee }) => ({ zoneId, cap, fee }))
      : DEFAULT_PAY_ON_DELIVERY.filter((terms) => zones?.some((zone) => zone.id === terms.zoneId)),
    whatsappNumber: record.whatsappNumber ?? DEFAULT_WHATSAPP_NUMBER,
    abandonedCheckouts: storedAbandonedCheckoutSettings(record.abandonedCheckouts),
    refundKeyAbove: record.refundKeyAbove ?? DEFAULT_REFUND_KEY_ABOVE,
  });
}

/** Stores the defaults unless settings exist; safe to call from every server at once. */
export async function ensureStoreSettings(): Promise<void> {
  await connectToDatabase();
  try {
    await StoreSettingsModel.updateOne({ _id: STORE_SETTINGS_ID }, { $setOnInsert: defaultStoreSettings() }, { upsert: true });
  } catch (error) {
    // Two first requests raced to insert: the other one stored them.
    if (!isDuplicateKeyError(error, "_id")) throw error;
  }
}

/** The settings as stored, read fresh. Checkout prices from its copy of them, read through this (kept-settings.ts). */
export async function getStoreSettings(): Promise<StoreSettings> {
  await connectToDatabase();
  let record = await StoreSettingsModel.findById(STORE_SETTINGS_ID).lean<StoreSettingsRecord>();
  if (!record) {
    await ensureStoreSettings();
    record = await StoreSettingsModel.findById(STORE_SETTINGS_ID).lean<StoreSettingsRecord>();
  }
  if (!record) throw new Error("Store settings could not be stored");
  return toStoreSettings(record);
}

/** Card can be switched on only while this server can take card payments; null when it can. */
export function cardUnavailableReason(): string | null {
  const mode = cardPaymentMode();
  return mode.mode === "unavailable" ? mode.reason : null;
}

/**
 * How customers pay and into which accounts, and above which amount a refund asks for the key
 * again (else a manager, who may refund, could lift it): only a role with the payments permission changes them.
 */
const PAYMENT_SETTINGS = ["paymentMethods", "bankAccounts", "paystackChannels", "payOnDelivery", "refundKeyAbove"] as const;

/** A stable form of a settings value, so equal settings compare equal whatever their keys' order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
}

async function refuseChangedPayments(settings: StoreSettings): Promise<void> {
  const current = await getStoreSettings();
  // A field a PUT leaves out (pay on delivery, from a client that predates it) stays as stored.
  const changed = PAYMENT_SETTINGS.filter((field) => settings[field] !== undefined && canonical(settings[field]) !== canonical(current[field]));
  if (changed.length > 0) {
    throw new DomainError("payment-settings-not-allowed", "forbidden", "Your role may change delivery and stock settings, but not payment methods, bank accounts or the refund amount that asks for the security key.");
  }
}

/**
 * Replaces the settings with an already validated object; answers the saved settings. Unless
 * `mayChangePayments` (the owner, a script), the payment settings must come back as they are.
 */
export async function saveStoreSettings(settings: StoreSettings, { mayChangePayments = true }: { mayChangePayments?: boolean } = {}): Promise<StoreSettings> {
  if (!mayChangePayments) await refuseChangedPayments(settings);
  const cardIndex = settings.paymentMethods.findIndex((method) => method.id === PAYMENT_METHOD.card);
  const reason = cardUnavailableReason();
  if (reason && settings.paymentMethods[cardIndex]?.enabled) {
    throw invalidFields("card-payments-unavailable", { [`paymentMethods.${cardIndex}.enabled`]: [reason] });
  }
  await connectToDatabase();
  const saved = await StoreSettingsModel.findOneAndUpdate(
    { _id: STORE_SETTINGS_ID },
    { $set: settings },
    { upsert: true, returnDocument: "after", runValidators: true },
  ).lean<StoreSettingsRecord>();
  if (!saved) throw new Error("Store settings could not be saved");
  // The storefront's WhatsApp links come from the settings.
  await revalidateTags(STORE_SETTINGS_TAG);
  return toStoreSettings(saved);
}
