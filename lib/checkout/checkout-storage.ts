import { z } from "zod";
import { NIGERIAN_STATES } from "./nigerian-states";

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
  totals: z.object({ subtotal: z.number(), bundleDiscount: z.number(), tax: z.number(), total: z.number() }),
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

export function readCheckoutDataRaw(): string | null {
  try {
    return window.sessionStorage.getItem(CHECKOUT_DATA_KEY);
  } catch {
    return null;
  }
}

export function parseCheckoutData(raw: string | null): CheckoutData | null {
  return parse(checkoutDataSchema, raw);
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

export function readSavedShipping(): ShippingFormValues | null {
  try {
    const saved = parse(formSchema, window.localStorage.getItem(SAVED_SHIPPING_KEY));
    if (saved && saved.state && !(NIGERIAN_STATES as readonly string[]).includes(saved.state)) saved.state = "";
    return saved;
  } catch {
    return null;
  }
}

export function saveShipping(values: ShippingFormValues | null): void {
  try {
    if (values) window.localStorage.setItem(SAVED_SHIPPING_KEY, JSON.stringify(values));
    else window.localStorage.removeItem(SAVED_SHIPPING_KEY);
  } catch {
    // The details just won't be remembered.
  }
}
