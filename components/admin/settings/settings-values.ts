import type { FieldErrors } from "@/lib/http/errors";
import type { BankAccount, PaymentMethodSetting, StoreSettings } from "@/lib/settings/schemas";

/** The settings as the screen edits them: numbers stay the text typed until the form is checked. */
export interface SettingsValues {
  shippingMethods: { id: string; name: string; cost: string }[];
  paymentMethods: PaymentMethodSetting[];
  bankAccounts: BankAccount[];
  bankTransferHoldHours: string;
  maxUnitsPerProduct: string;
  maxUnitsPerOrder: string;
}

export function valuesOf(settings: StoreSettings): SettingsValues {
  return {
    shippingMethods: settings.shippingMethods.map((method) => ({ ...method, cost: String(method.cost) })),
    paymentMethods: settings.paymentMethods,
    bankAccounts: settings.bankAccounts,
    bankTransferHoldHours: String(settings.bankTransferHoldHours),
    maxUnitsPerProduct: String(settings.maxUnitsPerProduct),
    maxUnitsPerOrder: String(settings.maxUnitsPerOrder),
  };
}

/** The first message at exactly this path ("shippingMethods.0.name", or a whole list's "shippingMethods"). */
export function messageAt(errors: FieldErrors, path: string): string | undefined {
  return errors[path]?.[0];
}
