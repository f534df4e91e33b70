import type { StoreSettings } from "@/lib/settings/schemas";

const SOUTH_WEST = ["Ogun", "Oyo", "Osun", "Ondo", "Ekiti"] as const;
// The 30 states in no named zone, written out so a state dropped from the app's list is noticed.
const REST = [
  "Abia", "Adamawa", "Akwa Ibom", "Anambra", "Bauchi", "Bayelsa", "Benue", "Borno", "Cross River", "Delta", "Ebonyi", "Edo", "Enugu", "Gombe", "Imo",
  "Jigawa", "Kaduna", "Kano", "Katsina", "Kebbi", "Kogi", "Kwara", "Nasarawa", "Niger", "Plateau", "Rivers", "Sokoto", "Taraba", "Yobe", "Zamfara",
] as const;

/** A new shop's zones: Lagos, the rest of the South-West, the FCT and the rest. */
export const SEED_ZONES: StoreSettings["deliveryZones"] = [
  { id: "lagos", name: "Lagos", states: ["Lagos"] },
  { id: "south-west", name: "South-West", states: [...SOUTH_WEST] },
  { id: "fct", name: "FCT (Abuja)", states: ["FCT"] },
  { id: "rest", name: "Rest of Nigeria", states: [...REST] },
];

type Method = StoreSettings["shippingMethods"][number];
const delivery = { kind: "delivery" as const, freeAbove: null, pickup: null, readyDays: null };

/** A delivery method at one price in every seed zone, or at one price a zone (in the seed zones' order), with the seed's estimates. */
export function seedMethod(id: string, name: string, costs: number | readonly number[], days: [number, number][] = [[1, 2], [2, 4], [2, 4], [3, 7]]): Method {
  const costIn = (index: number) => (typeof costs === "number" ? costs : (costs[index] ?? 0));
  const rates = SEED_ZONES.map((zone, index) => ({ zoneId: zone.id, cost: costIn(index), minDays: days[index]?.[0] ?? 1, maxDays: days[index]?.[1] ?? 7 }));
  return { id, name, cost: Math.min(...rates.map((rate) => rate.cost)), ...delivery, rates };
}

/**
 * A valid settings object, written out here rather than taken from the app so tests check the
 * app against it: the seed zones, the spec's two shipping methods at a courier's prices (Lagos at the
 * spec's ₦5,000 and ₦15,000, then the South-West, the FCT and the rest, each dearer), both
 * payment methods on, one account, a 48-hour transfer hold, the default unit caps, low stock at 5, every
 * Paystack channel; reviews asked for a week after delivery, each waiting for the owner; one abandoned-checkout
 * reminder an hour after the shopper stops; the key asked again for refunds above ₦100,000.
 */
export function storeSettingsFixture(overrides: Partial<StoreSettings> = {}): StoreSettings {
  return {
    deliveryZones: SEED_ZONES,
    shippingMethods: [
      seedMethod("standard", "Standard Shipping", [5000, 6500, 8000, 9500]),
      seedMethod("express", "Express Shipping", [15000, 18000, 20000, 24000], [[1, 1], [1, 2], [1, 2], [2, 3]]),
    ],
    paymentMethods: [
      { id: "card", name: "Card", enabled: true },
      { id: "bank", name: "Bank transfer", enabled: true },
    ],
    bankAccounts: [{ id: "opay", bankName: "OPay", accountNumber: "8123456789", accountName: "Scents Fragrances Ltd" }],
    bankTransferHoldHours: 48,
    unpaidHoldPercent: 25,
    maxUnitsPerProduct: 10,
    maxUnitsPerOrder: 30,
    lowStockThreshold: 5,
    paystackChannels: ["card", "bank_transfer", "ussd", "bank"],
    reviewRequestDays: 7,
    publishReviewsAtOnce: false,
    payOnDelivery: [{ zoneId: "lagos", cap: 200_000, fee: 0 }],
    whatsappNumber: "2348012345678",
    abandonedCheckouts: { enabled: true, firstAfterMinutes: 60, secondReminder: false, secondAfterHours: 24 },
    refundKeyAbove: 100_000,
    ...overrides,
  };
}
