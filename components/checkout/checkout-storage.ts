import { useSyncExternalStore } from "react";
import { z } from "zod";
import { isNigerianState } from "@/lib/vocabulary/nigerian-states";

// The checkout → payment handoff lives in sessionStorage (this tab, this visit); saved shipping
// details live in localStorage when the shopper ticks saveDetails. Neither is trusted: the server
// re-prices and re-validates everything.

export const CHECKOUT_DATA_KEY = "checkout_data";
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

const checkoutDataSchema = z.object({
  form: formSchema,
  items: z
    .array(
      z.object({
        _id: z.string(),
        brand: z.string(),
        name: z.string(),
        type: z.string(),
        price: z.number(),
        image: z.string(),
        quantity: z.number().int().min(1),
      }),
    )
    .min(1),
  // The delivery and the applied code the shopper chose; the payment page prices and places them.
  choice: z.object({ shippingMethodId: z.string().min(1), promoCode: z.string().optional() }),
  totals: z.object({
    subtotal: z.number(),
    bundleDiscount: z.number(),
    promoDiscount: z.number(),
    tax: z.number(),
    shipping: z.number(),
    total: z.number(),
    shippingMethod: z.object({ name: z.string() }).nullable(),
    promo: z.object({ code: z.string(), applied: z.boolean() }).nullable(),
  }),
});

export type CheckoutData = z.infer<typeof checkoutDataSchema>;

function parse<T>(schema: z.ZodType<T>, raw: string | null): T | null {
  if (!raw) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function readCheckoutDataRaw(): string | null {
  try {
    return window.sessionStorage.getItem(CHECKOUT_DATA_KEY);
  } catch {
    return null;
  }
}

const subscribeNothing = () => () => {};

// Parsed again only when the stored handoff changes, so React sees a stable snapshot.
let checkoutSnapshot: { raw: string | null; value: CheckoutData | null } | null = null;
function readCheckoutSnapshot(): CheckoutData | null {
  const raw = readCheckoutDataRaw();
  if (!checkoutSnapshot || checkoutSnapshot.raw !== raw) checkoutSnapshot = { raw, value: parse(checkoutDataSchema, raw) };
  return checkoutSnapshot.value;
}

/** The checkout handoff: undefined while rendering on the server, null when missing or invalid. */
export function useCheckoutData(): CheckoutData | null | undefined {
  return useSyncExternalStore(subscribeNothing, readCheckoutSnapshot, () => undefined);
}

export function writeCheckoutData(data: CheckoutData): void {
  try {
    window.sessionStorage.setItem(CHECKOUT_DATA_KEY, JSON.stringify(data));
  } catch {
    // Storage refused (private mode): the payment page will ask the shopper to start again.
  }
}

export function clearCheckoutData(): void {
  try {
    window.sessionStorage.removeItem(CHECKOUT_DATA_KEY);
  } catch {
    // Nothing to clear.
  }
}

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
