import { z } from "zod";
import { searchTermSchema } from "@/lib/search/search-term";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { isOrderNumber } from "@/lib/vocabulary/order-number";
import { ORDER_STATUSES } from "@/lib/vocabulary/order-statuses";

/**
 * Orders on one page of the admin's list. Each row carries its buttons; 25 is a screen or two on a
 * laptop, as WooCommerce's 20, and keeps a large shop's list page as quick as a small shop's.
 */
export const ADMIN_ORDERS_PER_PAGE = 25;

/** GET /api/orders/all: newest first, optional status filter and search by order number or e-mail. */
export const adminOrderQuerySchema = z.object({
  status: z.preprocess((value) => (value === "" ? undefined : value), z.enum(ORDER_STATUSES, { error: "Unknown status" }).optional()),
  q: searchTermSchema.optional(),
  page: z.coerce.number({ error: "Page must be a whole number from 1" }).int("Page must be a whole number from 1").min(1, "Page must be a whole number from 1").default(1),
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
