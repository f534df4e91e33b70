import { z } from "zod";
import { isNairaAmount } from "@/lib/money/naira";
import { MAX_CART_LINES, CART_LINES_MESSAGE } from "@/lib/vocabulary/cart-limits";
import { OUTSIDE_PAYMENT_WAYS, PAYMENT_LINK_HOURS, RESERVATION_MAX_DAYS } from "@/lib/vocabulary/draft-orders";
import { emailSchema, objectIdSchema } from "@/lib/vocabulary/identifiers";
import { isNigerianState } from "@/lib/vocabulary/nigerian-states";
import { OWNER_SALES_CHANNELS } from "@/lib/vocabulary/sales-channels";
import { PHONE_PATTERN } from "@/lib/vocabulary/shipping-address";
import { productIdSchema, quantitySchema, sizeIdSchema } from "./quote-schemas";

// The owner's draft order as the screen sends it: products by id and size, never a price; the
// owner's own prices are only those that are theirs to set (custom lines, a discount, a delivery
// price of their own).

const naira = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be an amount in naira` })
    .min(0, `${label} cannot be below ₦0`)
    .max(max, `${label} is too large`)
    .refine(isNairaAmount, `${label} must be whole kobo`);

const blankIsNone = (value: unknown) => (value === "" || value === null ? undefined : value);

export const draftCustomerSchema = z.object({
  id: z.preprocess(blankIsNone, z.string().pipe(objectIdSchema("Unknown customer")).optional()),
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(120, "Name is too long"),
  phone: z
    .string({ error: "Phone number is required" })
    .trim()
    .transform((phone) => phone.replace(/[\s-]/g, ""))
    .pipe(z.string().min(1, "Phone number is required").regex(PHONE_PATTERN, "Enter a phone number of 10 to 15 digits")),
  email: z.preprocess(blankIsNone, emailSchema().optional()),
});

const addressFields = {
  state: z.preprocess(blankIsNone, z.string().trim().refine(isNigerianState, "Choose a state of Nigeria or the FCT").optional()),
  city: z.string().trim().max(100, "City is too long").default(""),
  address: z.string().trim().max(300, "Address is too long").default(""),
};

export const draftDeliverySchema = z.discriminatedUnion(
  "kind",
  [
    // One of the shop's shipping methods, priced for the state's zone (a pickup method anywhere).
    z.object({ kind: z.literal("method"), methodId: z.string({ error: "Choose a shipping method" }).trim().min(1, "Choose a shipping method").max(40), ...addressFields }),
    // A price the owner sets: a dispatch rider they booked, a delivery they make themselves.
    z.object({ kind: z.literal("owner"), price: naira("Delivery price", 1_000_000), ...addressFields }),
  ],
  { error: "Choose how the order travels" },
);

export const draftDiscountSchema = z
  .object({
    kind: z.enum(["amount", "percent"], { error: "Choose an amount or a percentage" }),
    value: z.coerce.number({ error: "Enter the discount" }).positive("Enter a discount above 0"),
    reason: z.string({ error: "Say why the discount is given" }).trim().min(1, "Say why the discount is given").max(200, "Keep the reason under 200 characters"),
  })
  .refine((discount) => discount.kind !== "percent" || discount.value <= 100, { message: "A percentage is at most 100", path: ["value"] });

export const draftOrderSchema = z
  .object({
    channel: z.enum(OWNER_SALES_CHANNELS, { error: "Choose where the sale was made" }),
    customer: draftCustomerSchema,
    lines: z.array(z.object({ productId: productIdSchema, sizeId: sizeIdSchema, quantity: quantitySchema })).max(MAX_CART_LINES, CART_LINES_MESSAGE).default([]),
    customLines: z
      .array(
        z.object({
          label: z.string({ error: "Name the line" }).trim().min(1, "Name the line").max(80, "Keep the name under 80 characters"),
          price: naira("Price", 1_000_000),
          quantity: quantitySchema,
        }),
      )
      .max(10, "At most 10 custom lines")
      .default([]),
    discount: z.preprocess(blankIsNone, draftDiscountSchema.optional()),
    delivery: draftDeliverySchema,
    note: z.string().trim().max(1000, "Keep the note under 1,000 characters").default(""),
  })
  .refine((draft) => draft.lines.length + draft.customLines.length > 0, { message: "Add a product or a custom line", path: ["lines"] });
export type DraftOrderInput = z.infer<typeof draftOrderSchema>;

/** POST /api/admin/draft-orders/[id]/link: how long the link may be paid. */
export const paymentLinkSchema = z.object({
  hours: z.coerce
    .number({ error: "Say how many hours the link lasts" })
    .int("Whole hours")
    .min(PAYMENT_LINK_HOURS.min, `At least ${PAYMENT_LINK_HOURS.min} hour`)
    .max(PAYMENT_LINK_HOURS.max, `At most ${PAYMENT_LINK_HOURS.max / 24} days`)
    .default(PAYMENT_LINK_HOURS.default),
});

/** POST /api/admin/draft-orders/[id]/paid: a payment the owner took off the website. */
export const outsidePaymentSchema = z.object({
  how: z.enum(OUTSIDE_PAYMENT_WAYS, { error: "Choose cash, POS or transfer" }),
  amount: naira("Amount", 100_000_000).refine((amount) => amount > 0, "Enter the amount paid"),
});

export const draftOrderIdParams = z.object({ id: z.string().pipe(objectIdSchema("Draft order not found")) });

/** Until when the draft's stock is held for its buyer: later than now, at most a week ahead. */
export const reservationSchema = z.object({
  until: z.coerce
    .date({ error: "Choose the date and time the reservation ends" })
    .refine((until) => until.getTime() > Date.now(), "Choose a time in the future")
    .refine((until) => until.getTime() <= Date.now() + RESERVATION_MAX_DAYS * 24 * 60 * 60 * 1000, `At most ${RESERVATION_MAX_DAYS} days ahead`),
});
export type ReservationInput = z.infer<typeof reservationSchema>;
