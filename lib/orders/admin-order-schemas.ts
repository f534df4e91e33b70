import { z } from "zod";
import { pageNumberSchema } from "@/lib/vocabulary/page-number";
import { searchTermSchema } from "@/lib/search/search-term";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { isOrderNumber } from "@/lib/vocabulary/order-number";
import { isShopDay } from "@/lib/calendar/shop-calendar";
import { DOOR_PAYMENTS, ORDER_STATUSES, PAYMENT_METHODS } from "@/lib/vocabulary/order-statuses";
import { SALES_CHANNELS } from "@/lib/vocabulary/sales-channels";
import { isNairaAmount } from "@/lib/money/naira";

/**
 * Orders on one page of the admin's list. Each row carries its buttons; 25 is a screen or two on a
 * laptop, as WooCommerce's 20, and keeps a large shop's list page as quick as a small shop's.
 */
export const ADMIN_ORDERS_PER_PAGE = 25;

const blankIsNone = (value: unknown) => (value === "" ? undefined : value);
const shopDayParam = (message: string) => z.preprocess(blankIsNone, z.string().refine(isShopDay, message).optional());

/**
 * GET /api/orders/all and /admin/orders: newest first; filters by status, payment method, sales channel and the
 * Lagos days it was placed on (from and to, both included); search by the start of an order number
 * or e-mail, or a customer's name or phone number.
 */
export const adminOrderQuerySchema = z.object({
  status: z.preprocess(blankIsNone, z.enum(ORDER_STATUSES, { error: "Unknown status" }).optional()),
  payment: z.preprocess(blankIsNone, z.enum(PAYMENT_METHODS, { error: "Unknown payment method" }).optional()),
  channel: z.preprocess(blankIsNone, z.enum(SALES_CHANNELS, { error: "Unknown sales channel" }).optional()),
  from: shopDayParam("From must be a date"),
  to: shopDayParam("To must be a date"),
  q: searchTermSchema.optional(),
  page: pageNumberSchema,
  limit: z.coerce.number({ error: "Limit must be from 1 to 100" }).int("Limit must be from 1 to 100").min(1, "Limit must be from 1 to 100").max(100, "Limit must be from 1 to 100").default(ADMIN_ORDERS_PER_PAGE),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

/**
 * PUT /api/orders/update/[id]: the spec's JSON {status}, one of its statuses or Cancelled. Which
 * moves are allowed from where is the vocabulary's `allowedStatusMoves`, not decided here.
 */
export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: "Please select a status" }),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

export const ORDER_NOT_FOUND = "Order not found";

/** The [id] of /api/orders/update/[id]: the order's _id or its order number. */
export const orderIdParams = z.object({
  id: z.string().refine((id) => isOrderNumber(id) || isObjectId(id), ORDER_NOT_FOUND),
});

/**
 * POST /api/orders/door/[id]: what happened when a pay-on-delivery order reached the buyer: paid
 * (the amount collected and how), or refused at the door (and why).
 */
export const doorOutcomeSchema = z.discriminatedUnion(
  "outcome",
  [
    z.object({
      outcome: z.literal("paid"),
      amount: z.coerce
        .number({ error: "Enter the amount collected, in naira" })
        .positive("Enter the amount collected, in naira")
        .refine(isNairaAmount, "Amounts can have at most 2 decimal places"),
      how: z.enum(DOOR_PAYMENTS, { error: "Choose cash, POS or transfer" }),
    }),
    z.object({
      outcome: z.literal("refused"),
      reason: z.string({ error: "Say why the order was refused" }).trim().min(1, "Say why the order was refused").max(500, "Use at most 500 characters"),
    }),
  ],
  { error: "Choose Paid on delivery or Refused at the door" },
);
export type DoorOutcome = z.infer<typeof doorOutcomeSchema>;
