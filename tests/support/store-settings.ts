import type { StoreSettings } from "@/lib/settings/schemas";

/**
 * A valid settings object, written out here rather than taken from the app so tests check the
 * app against it: the spec's two shipping methods, both payment methods on, one account, a
 * 48-hour transfer hold and the default unit caps.
 */
export function storeSettingsFixture(overrides: Partial<StoreSettings> = {}): StoreSettings {
  return {
    shippingMethods: [
      { id: "standard", name: "Standard Shipping", cost: 5000 },
      { id: "express", name: "Express Shipping", cost: 15000 },
    ],
    paymentMethods: [
      { id: "card", name: "Card", enabled: true },
      { id: "bank", name: "Bank transfer", enabled: true },
    ],
    bankAccounts: [{ id: "opay", bankName: "OPay", accountNumber: "8123456789", accountName: "Scents Fragrances Ltd" }],
    bankTransferHoldHours: 48,
    maxUnitsPerProduct: 10,
    maxUnitsPerOrder: 30,
    ...overrides,
  };
}
