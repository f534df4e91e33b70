import type { ShippingFormValues } from "./checkout-storage";

export type ShippingField = keyof ShippingFormValues;

/** What a pickup does not need: it is collected, so only a name, e-mail and phone number are asked. */
export const DELIVERY_ONLY: readonly ShippingField[] = ["address", "city", "state", "postalCode"];
