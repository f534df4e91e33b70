import type { FieldErrors } from "@/lib/http/errors";
import type { AbandonedCheckoutValues } from "./abandoned-checkout-fields";
import type { NigerianState } from "@/lib/vocabulary/nigerian-states";
import type { PaystackChannel } from "@/lib/vocabulary/paystack-channels";
import type { BankAccount, DeliveryZone, PaymentMethodSetting, ShopDetails, StoreSettings, StoreSettingsInput } from "@/lib/settings/schemas";

/** A method's price and estimate in one zone as typed; `offered` off: the method does not serve that zone. */
export interface ZoneRateValues {
  offered: boolean;
  cost: string;
  minDays: string;
  maxDays: string;
}

/** A shipping method as the screen edits it: numbers stay the text typed, and every zone has a row. */
export interface ShippingMethodValues {
  id: string;
  name: string;
  kind: "delivery" | "pickup";
  freeAbove: string;
  rates: Record<string, ZoneRateValues>;
  pickupAddress: string;
  pickupHours: string;
  readyDays: string;
}

/** Pay on delivery in one zone as typed; `offered` off: the zone does not offer it. */
export interface PayOnDeliveryValues {
  offered: boolean;
  cap: string;
  fee: string;
}

/** The settings as the screen edits them: numbers stay the text typed until the form is checked. */
export interface SettingsValues {
  deliveryZones: { id: string; name: string; states: NigerianState[] }[];
  shippingMethods: ShippingMethodValues[];
  paymentMethods: PaymentMethodSetting[];
  bankAccounts: BankAccount[];
  bankTransferHoldHours: string;
  unpaidHoldPercent: string;
  maxUnitsPerProduct: string;
  maxUnitsPerOrder: string;
  lowStockThreshold: string;
  shopDetails: ShopDetails;
  paystackChannels: PaystackChannel[];
  reviewRequestDays: string;
  publishReviewsAtOnce: boolean;
  payOnDelivery: Record<string, PayOnDeliveryValues>;
  whatsappNumber: string;
  abandonedCheckouts: AbandonedCheckoutValues;
  refundKeyAbove: string;
}

export const NOT_OFFERED: ZoneRateValues = { offered: false, cost: "0", minDays: "1", maxDays: "3" };

export function valuesOf(settings: StoreSettings): SettingsValues {
  return {
    deliveryZones: settings.deliveryZones.map((zone) => ({ ...zone, states: [...zone.states] })),
    shippingMethods: settings.shippingMethods.map((method) => ({
      id: method.id,
      name: method.name,
      kind: method.kind,
      freeAbove: method.freeAbove === null ? "" : String(method.freeAbove),
      rates: Object.fromEntries(
        settings.deliveryZones.map((zone) => {
          const rate = method.rates.find((candidate) => candidate.zoneId === zone.id);
          return [zone.id, rate ? { offered: true, cost: String(rate.cost), minDays: String(rate.minDays), maxDays: String(rate.maxDays) } : NOT_OFFERED];
        }),
      ),
      pickupAddress: method.pickup?.address ?? "",
      pickupHours: method.pickup?.hours ?? "",
      readyDays: String(method.readyDays ?? 1),
    })),
    paymentMethods: settings.paymentMethods,
    bankAccounts: settings.bankAccounts,
    bankTransferHoldHours: String(settings.bankTransferHoldHours),
    unpaidHoldPercent: String(settings.unpaidHoldPercent),
    maxUnitsPerProduct: String(settings.maxUnitsPerProduct),
    maxUnitsPerOrder: String(settings.maxUnitsPerOrder),
    lowStockThreshold: String(settings.lowStockThreshold),
    shopDetails: settings.shopDetails ?? { name: "", address: "", email: "", phone: "", taxId: "" },
    paystackChannels: [...settings.paystackChannels],
    reviewRequestDays: String(settings.reviewRequestDays),
    publishReviewsAtOnce: settings.publishReviewsAtOnce,
    payOnDelivery: Object.fromEntries(
      (settings.payOnDelivery ?? []).map((terms) => [terms.zoneId, { offered: true, cap: String(terms.cap), fee: String(terms.fee) }]),
    ),
    whatsappNumber: settings.whatsappNumber ?? "",
    abandonedCheckouts: { ...settings.abandonedCheckouts, firstAfterMinutes: String(settings.abandonedCheckouts.firstAfterMinutes), secondAfterHours: String(settings.abandonedCheckouts.secondAfterHours) },
    refundKeyAbove: String(settings.refundKeyAbove),
  };
}

/** The zones a method is offered in, in the zones' order: the order of its `rates` in what is sent. */
export function offeredZoneIds(method: ShippingMethodValues, zones: readonly Pick<DeliveryZone, "id">[]): string[] {
  return zones.filter((zone) => method.rates[zone.id]?.offered).map((zone) => zone.id);
}

/** The zones offering pay on delivery, in the zones' order: the order of `payOnDelivery` in what is sent. */
export function offeredPayOnDeliveryZones(terms: Record<string, PayOnDeliveryValues>, zones: readonly Pick<DeliveryZone, "id">[]): string[] {
  return zones.filter((zone) => terms[zone.id]?.offered).map((zone) => zone.id);
}

/** What the screen sends, for the settings schema to check: the server's own shape. */
export function settingsInputOf(values: SettingsValues): StoreSettingsInput {
  return {
    ...values,
    shippingMethods: values.shippingMethods.map((method) => ({
      id: method.id,
      name: method.name,
      kind: method.kind,
      freeAbove: method.kind === "pickup" || method.freeAbove.trim() === "" ? null : method.freeAbove,
      rates:
        method.kind === "pickup"
          ? []
          : offeredZoneIds(method, values.deliveryZones).map((zoneId) => {
              const rate = method.rates[zoneId] ?? NOT_OFFERED;
              return { zoneId, cost: rate.cost, minDays: rate.minDays, maxDays: rate.maxDays };
            }),
      pickup: method.kind === "pickup" ? { address: method.pickupAddress, hours: method.pickupHours } : null,
      readyDays: method.kind === "pickup" ? method.readyDays : null,
    })),
    payOnDelivery: offeredPayOnDeliveryZones(values.payOnDelivery, values.deliveryZones).map((zoneId) => {
      const terms = values.payOnDelivery[zoneId];
      return { zoneId, cap: terms?.cap ?? "", fee: terms?.fee || "0" };
    }),
  };
}

/** The first message at exactly this path ("shippingMethods.0.name", or a whole list's "shippingMethods"). */
export function messageAt(errors: FieldErrors, path: string): string | undefined {
  return errors[path]?.[0];
}
