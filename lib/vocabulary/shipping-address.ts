import { z } from "zod";
import { isNigerianState } from "@/lib/vocabulary/nigerian-states";
import { sanitiseText } from "./order-number";

export const DEFAULT_COUNTRY = "Nigeria";

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform(sanitiseText)
    .pipe(z.string().min(1, { error: message, abort: true }).max(max, `Use at most ${max} characters`));

/** A field the shopper may leave blank, checked against `pattern` when filled in. */
const optionalMatching = (pattern: RegExp, message: string, normalise: (value: string) => string = sanitiseText) =>
  z
    .string({ error: message })
    .default("")
    .transform(normalise)
    .pipe(z.string().refine((value) => value === "" || pattern.test(value), message));

// Nigerian postcodes have six digits; the spec's five-digit (+4) form stays valid for old entries.
export const POSTAL_CODE_PATTERN = /^(\d{6}|\d{5}(-\d{4})?)$/;
// 10 to 15 digits with an optional plus, once spaces and dashes are taken out.
export const PHONE_PATTERN = /^\+?\d{10,15}$/;

/**
 * Where an order goes, as checkout takes it and the tracking page's edit changes it: one set of
 * rules, so whatever checkout accepted can be saved again unchanged. Phone and postal code are
 * optional (spec: checkout) but must be well-formed when given (spec: the shipping edit).
 */
export const shippingAddressSchema = z.object({
  fullName: requiredText("Full Name is required", 120),
  address: requiredText("Address is required", 300),
  city: requiredText("City is required", 100),
  state: requiredText("State is required", 60).refine(isNigerianState, "Choose a state of Nigeria or the FCT"),
  country: requiredText("Country is required", 60).default(DEFAULT_COUNTRY),
  postalCode: optionalMatching(POSTAL_CODE_PATTERN, "Invalid postal code"),
  phoneNumber: optionalMatching(PHONE_PATTERN, "Invalid phone number", (value) => sanitiseText(value).replace(/[\s-]/g, "")),
});

export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
export type ShippingAddressField = keyof ShippingAddressInput;
/** Every field as a form holds it, typed in. */
export type ShippingAddressValues = Record<ShippingAddressField, string>;

const optionalText = (max: number) => z.string().default("").transform(sanitiseText).pipe(z.string().max(max, `Use at most ${max} characters`));

/**
 * Who an order is for and where it goes, before the shipping method is known: a pickup needs no
 * address (only a phone number), so the address, city and state may be blank here. Checkout then
 * holds a delivery to `shippingAddressSchema` and a pickup to a phone number (lib/checkout/contact.ts).
 */
export const contactAddressSchema = shippingAddressSchema.extend({
  address: optionalText(300),
  city: optionalText(100),
  state: optionalText(60).refine((state) => state === "" || isNigerianState(state), "Choose a state of Nigeria or the FCT"),
});

export type ContactAddress = z.infer<typeof contactAddressSchema>;

/** A stored address as the screens show it (an order's delivery, a saved address): a postal code or phone it lacks reads empty. */
export function addressShown(shipping: { fullName: string; address: string; city: string; state: string; postalCode?: string | null; phoneNumber?: string | null }) {
  return {
    fullName: shipping.fullName,
    address: shipping.address,
    city: shipping.city,
    state: shipping.state,
    postalCode: shipping.postalCode ?? "",
    phoneNumber: shipping.phoneNumber ?? "",
  };
}
