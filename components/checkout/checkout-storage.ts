import { useSyncExternalStore } from "react";
import { isNigerianState } from "@/lib/vocabulary/nigerian-states";

// Saved shipping details live in localStorage when the shopper ticks saveDetails; the checkout
// itself lives on the server (lib/checkout/draft.ts). Nothing here is trusted: the server
// re-prices and re-validates everything.

export const SAVED_SHIPPING_KEY = "saved_shipping";

const SHIPPING_FIELDS = ["fullName", "email", "address", "phoneNumber", "city", "state", "postalCode"] as const;

export type ShippingFormValues = Record<(typeof SHIPPING_FIELDS)[number], string>;

export const EMPTY_SHIPPING_FORM: ShippingFormValues = {
  fullName: "",
  email: "",
  address: "",
  phoneNumber: "",
  city: "",
  state: "",
  postalCode: "",
};

/** Saved details as stored (storage is user-editable): every field a string, or nothing; a state outside Nigeria is left to choose again. */
export function parseSavedShipping(raw: string | null): ShippingFormValues | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== "object") return null;
    const saved = data as Record<string, unknown>;
    if (!SHIPPING_FIELDS.every((field) => typeof saved[field] === "string")) return null;
    const values = Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, saved[field]])) as ShippingFormValues;
    return values.state && !isNigerianState(values.state) ? { ...values, state: "" } : values;
  } catch {
    return null;
  }
}

const subscribeNothing = () => () => {};

function readSavedShipping(): ShippingFormValues | null {
  try {
    return parseSavedShipping(window.localStorage.getItem(SAVED_SHIPPING_KEY));
  } catch {
    return null;
  }
}

// Saved details are read once per visit; saving replaces the snapshot.
let savedShippingSnapshot: { value: ShippingFormValues | null } | null = null;
function readSavedShippingOnce(): ShippingFormValues | null {
  savedShippingSnapshot ??= { value: readSavedShipping() };
  return savedShippingSnapshot.value;
}

/** The shopper's saved shipping details: undefined while rendering on the server, null when none. */
export function useSavedShipping(): ShippingFormValues | null | undefined {
  return useSyncExternalStore(subscribeNothing, readSavedShippingOnce, () => undefined);
}

export function saveShipping(values: ShippingFormValues | null): void {
  savedShippingSnapshot = { value: values };
  try {
    if (values) window.localStorage.setItem(SAVED_SHIPPING_KEY, JSON.stringify(values));
    else window.localStorage.removeItem(SAVED_SHIPPING_KEY);
  } catch {
    // The details just won't be remembered.
  }
}
