import { z } from "zod";
import { EMAIL_MESSAGES, emailSchema, isEmailAddress } from "@/lib/vocabulary/identifiers";
import { orderNumberSchema, sanitiseText } from "@/lib/vocabulary/order-number";
import { shippingAddressSchema } from "@/lib/vocabulary/shipping-address";

// Shapes for tracking and the shipping edit, shared by the tracking page and the handlers.
// Messages are the spec's (storefront §5).

const optionalEmailSchema = z
  .string()
  .optional()
  .transform((value) => (value === undefined ? "" : sanitiseText(value)))
  .pipe(z.string().refine((value) => value === "" || isEmailAddress(value), EMAIL_MESSAGES.invalid))
  .transform((value) => (value ? value.toLowerCase() : undefined));

export const trackingQuerySchema = z.object({ orderNumber: orderNumberSchema, email: optionalEmailSchema });
export type TrackingQuery = z.input<typeof trackingQuerySchema>;

/** PUT /api/orders/shipping: the order's e-mail proves the shopper owns it. */
export const shippingEditSchema = z.object({
  orderNumber: orderNumberSchema,
  email: emailSchema(),
  shipping: shippingAddressSchema,
});

export type ShippingEditRequest = z.infer<typeof shippingEditSchema>;
