import { fieldError } from "@/components/ui/field-errors";
import { PICKUP_PHONE_REQUIRED } from "@/lib/checkout/contact";
import { checkoutFormSchema } from "@/lib/checkout/schemas";
import type { ShippingFormValues } from "./checkout-storage";
import { DELIVERY_ONLY, type ShippingField } from "./pickup-fields";

// The checkout form's checks as the shopper types, loaded once the form is on screen: the
// validator (zod) is most of their weight, and the page shows before anyone types.

/** A field's first problem; for a pickup, the address is not asked and the phone is required. */
export function checkoutFieldError(field: ShippingField, values: ShippingFormValues, pickup: boolean): string | undefined {
  if (pickup && DELIVERY_ONLY.includes(field)) return undefined;
  if (pickup && field === "phoneNumber" && !values.phoneNumber.trim()) return PICKUP_PHONE_REQUIRED;
  return fieldError(checkoutFormSchema.shape[field], values[field]);
}
