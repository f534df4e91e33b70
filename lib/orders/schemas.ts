import { z } from "zod";
import { EMAIL_MESSAGES, emailSchema, isEmailAddress } from "@/lib/vocabulary/identifiers";
import { ORDER_NUMBER_EXAMPLE, ORDER_NUMBER_PATTERN, sanitiseText } from "@/lib/vocabulary/order-number";
import { shippingAddressSchema } from "@/lib/vocabulary/shipping-address";

// Shapes for tracking and the shipping edit, shared by the tracking page and the handlers.
// Messages are the spec's (storefront §5).

/** An order number as a shopper types it, with the spec's messages. */
export const orderNumberSchema = z
  .string({ error: "Order ID is required" })
  .transform(sanitiseText)
  .pipe(
    z
      .string()
      .min(1, { error: "Order ID is required", abort: true })
      .regex(ORDER_NUMBER_PATTERN, `Order ID must be in format ORD-xxx (e.g., ${ORDER_NUMBER_EXAMPLE})`),
  );

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

/** POST /api/orders/shipping/confirm: the token of the link e-mailed for a shipping change. */
export const shippingConfirmSchema = z.object({ token: z.string({ error: "The link is incomplete" }).trim().min(1, "The link is incomplete").max(1000, "The link is incomplete") });
