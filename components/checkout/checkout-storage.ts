import { useSyncExternalStore } from "react";
import { z } from "zod";
import { isNigerianState } from "@/lib/vocabulary/nigerian-states";

// Saved shipping details live in localStorage when the shopper ticks saveDetails; the checkout
// itself lives on the server (lib/checkout/draft.ts). Nothing here is trusted: the server
// re-prices and re-validates everything.

export const SAVED_SHIPPING_KEY = "saved_shipping";

const formSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

export type ShippingFormValues = z.infer<typeof formSchema>;

export const EMPTY_SHIPPING_FORM: ShippingFormValues = {
  fullName: "",
  email: "",
  address: "",
  phoneNumber: "",
  city: "",
  state: "",
  postalCode: "",
};

function parse<T>(schema: z.ZodType<T>, raw: string | null): T | null {
  if (!raw) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

const subscribeNothing = () => () => {};

function readSavedShipping(): ShippingFormValues | null {
  try {
    const saved = parse(formSchema, window.localStorage.getItem(SAVED_SHIPPING_KEY));
    if (saved && saved.state && !isNigerianState(saved.state)) saved.state = "";
    return saved;
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
