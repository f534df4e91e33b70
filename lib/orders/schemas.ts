import { z } from "zod";
import { EMAIL_PATTERN, emailSchema } from "@/lib/checkout/schemas";

// Shapes for tracking and the shipping edit, shared by the tracking page and the handlers.
// Messages are the spec's (storefront §5).

const ORDER_ID_FORMAT = /^ORD-[A-Z0-9]{10}$/;
const sanitise = (value: string) => value.replace(/[<>]/g, "").trim();

export const orderNumberSchema = z
  .string({ error: "Order ID is required" })
  .transform(sanitise)
  .pipe(
    z
      .string()
      .min(1, { error: "Order ID is required", abort: true })
      .regex(ORDER_ID_FORMAT, "Order ID must be in format ORD-xxx (e.g., ORD-HHGVV3TQRQ)"),
  );

const optionalEmailSchema = z
  .string()
  .optional()
  .transform((value) => (value === undefined ? "" : sanitise(value)))
  .pipe(z.string().max(254, "Invalid email format").refine((value) => value === "" || EMAIL_PATTERN.test(value), "Invalid email format"))
  .transform((value) => (value ? value.toLowerCase() : undefined));

export const trackingQuerySchema = z.object({ orderNumber: orderNumberSchema, email: optionalEmailSchema });
export type TrackingQuery = z.input<typeof trackingQuerySchema>;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform(sanitise)
    .pipe(z.string().min(1, { error: message, abort: true }).max(max, `Use at most ${max} characters`));

export const shippingEditFieldsSchema = z.object({
  fullName: required("Name is required", 120),
  address: required("Address is required", 300),
  city: required("City is required", 100),
  state: required("State is required", 60),
  country: required("Country is required", 60),
  // Nigerian postcodes have six digits; the spec's five-digit (+4) form is kept for old entries.
  postalCode: z
    .string({ error: "Postal code is required" })
    .transform(sanitise)
    .pipe(z.string().min(1, { error: "Postal code is required", abort: true }).regex(/^(\d{6}|\d{5}(-\d{4})?)$/, "Invalid postal code")),
  phoneNumber: z
    .string({ error: "Phone is required" })
    .transform((value) => sanitise(value).replace(/[\s-]/g, ""))
    .pipe(z.string().min(1, { error: "Phone is required", abort: true }).regex(/^\+?\d{10,15}$/, "Invalid phone number")),
});

export type ShippingEditFields = z.input<typeof shippingEditFieldsSchema>;

/** PUT /api/orders/shipping: the order's e-mail proves the shopper owns it. */
export const shippingEditSchema = z.object({
  orderNumber: orderNumberSchema,
  email: emailSchema,
  shipping: shippingEditFieldsSchema,
});

export type ShippingEditRequest = z.infer<typeof shippingEditSchema>;
