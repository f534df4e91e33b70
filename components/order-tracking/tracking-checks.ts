import { fieldError } from "@/components/ui/field-errors";
import { orderNumberSchema, trackingQuerySchema } from "@/lib/orders/schemas";
import { shippingAddressSchema, type ShippingAddressValues } from "@/lib/vocabulary/shipping-address";

// The tracking page's checks as a shopper types, loaded after the page: the validator (zod) is
// most of their weight, and the page shows before anyone types.

const TRACKING_FIELDS = { orderNumber: orderNumberSchema, email: trackingQuerySchema.shape.email };
export type TrackingField = keyof typeof TRACKING_FIELDS;

export function trackingFieldError(field: TrackingField, values: Record<TrackingField, string>): string | undefined {
  return fieldError(TRACKING_FIELDS[field], values[field]);
}

export function shippingFieldError(field: keyof ShippingAddressValues, values: ShippingAddressValues): string | undefined {
  return fieldError(shippingAddressSchema.shape[field], values[field]);
}
