import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { initialBankAccounts } from "./bank-accounts";
import { cardPaymentMode } from "@/lib/payments/config";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { STORE_SETTINGS_ID, StoreSettingsModel, type StoreSettingsRecord } from "@/models/store-settings";
import {
  DEFAULT_BANK_TRANSFER_HOLD_HOURS,
  DEFAULT_MAX_UNITS_PER_ORDER,
  DEFAULT_MAX_UNITS_PER_PRODUCT,
  DEFAULT_PAYMENT_NAMES,
  DEFAULT_SHIPPING_METHODS,
  type StoreSettings,
} from "./schemas";
import { invalidFields } from "@/lib/vocabulary/domain-error";

/** What a new shop starts with: the spec's two shipping methods, both payment methods, the configured accounts. */
export function defaultStoreSettings(env: Record<string, string | undefined> = process.env): StoreSettings {
  return {
    shippingMethods: DEFAULT_SHIPPING_METHODS,
    paymentMethods: [
      { id: PAYMENT_METHOD.card, name: DEFAULT_PAYMENT_NAMES.card, enabled: cardPaymentMode(env).mode !== "unavailable" },
      { id: PAYMENT_METHOD.bank, name: DEFAULT_PAYMENT_NAMES.bank, enabled: true },
    ],
    bankAccounts: initialBankAccounts(env),
    bankTransferHoldHours: DEFAULT_BANK_TRANSFER_HOLD_HOURS,
    maxUnitsPerProduct: DEFAULT_MAX_UNITS_PER_PRODUCT,
    maxUnitsPerOrder: DEFAULT_MAX_UNITS_PER_ORDER,
  };
}

function toStoreSettings(record: StoreSettingsRecord): StoreSettings {
  return {
    shippingMethods: record.shippingMethods.map(({ id, name, cost }) => ({ id, name, cost })),
    paymentMethods: record.paymentMethods.map(({ id, name, enabled }) => ({ id, name, enabled })),
    bankAccounts: record.bankAccounts.map(({ id, bankName, accountNumber, accountName }) => ({ id, bankName, accountNumber, accountName })),
    bankTransferHoldHours: record.bankTransferHoldHours,
    // Settings stored before the caps existed take the defaults.
    maxUnitsPerProduct: record.maxUnitsPerProduct ?? DEFAULT_MAX_UNITS_PER_PRODUCT,
    maxUnitsPerOrder: record.maxUnitsPerOrder ?? DEFAULT_MAX_UNITS_PER_ORDER,
  };
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

/** The settings as stored, read fresh: checkout prices and offers from them, so they are never cached. */
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

/** Replaces the settings with an already validated object; answers the saved settings. */
export async function saveStoreSettings(settings: StoreSettings): Promise<StoreSettings> {
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
  return toStoreSettings(saved);
}
