import type { StoreSettings } from "@/lib/settings/schemas";

/** A valid settings object as the owner would save it: both shipping methods, both payment methods on, one account. */
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
