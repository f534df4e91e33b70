import { z } from "zod";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import { objectIdSchema } from "@/lib/vocabulary/identifiers";

/**
 * A drop: a product that goes on sale at a set time, and how many units each buyer may have of
 * it. The server's clock decides whether it is on sale; pages show the time in the shop's (Lagos).
 */
export interface DropSchedule {
  /** When it goes on sale; null: on sale now. */
  onSaleAt: Date | null;
  /** Units one buyer (by e-mail, and by account) may order of it in all; null: no limit. */
  perCustomerLimit: number | null;
}

export const MAX_PER_CUSTOMER_LIMIT = 100;

export const DROP_MESSAGES = {
  onSaleAt: "Enter the date and time it goes on sale",
  perCustomerLimit: `A limit per customer is a whole number from 1 to ${MAX_PER_CUSTOMER_LIMIT}, or empty for none`,
} as const;

const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** The owner's drop settings of a product, as the admin's drop form sends them (times with their offset). */
export const dropSettingsSchema = z.object({
  onSaleAt: z.preprocess(blankToNull, z.coerce.date({ error: DROP_MESSAGES.onSaleAt }).nullable()),
  perCustomerLimit: z.preprocess(
    blankToNull,
    z.coerce.number({ error: DROP_MESSAGES.perCustomerLimit }).int(DROP_MESSAGES.perCustomerLimit).min(1, DROP_MESSAGES.perCustomerLimit).max(MAX_PER_CUSTOMER_LIMIT, DROP_MESSAGES.perCustomerLimit).nullable(),
  ),
});
export type DropSettings = z.infer<typeof dropSettingsSchema>;

export const SIZE_DROP_MESSAGES = {
  size: "This size is no longer sold: reload the page",
  sizes: "Send each of the product's sizes at most once",
} as const;

/** The owner's drop times of a product's sizes: a time for each size that has its own drop, empty for none. */
export const sizeDropsSchema = z.object({
  sizes: z
    .array(z.object({ sizeId: objectIdSchema(SIZE_DROP_MESSAGES.size), onSaleAt: dropSettingsSchema.shape.onSaleAt }))
    .max(50, SIZE_DROP_MESSAGES.sizes)
    .refine((sizes) => new Set(sizes.map((size) => size.sizeId)).size === sizes.length, SIZE_DROP_MESSAGES.sizes),
});
export type SizeDrops = z.infer<typeof sizeDropsSchema>;

/** Whether the product may be bought at `now`: no time set, or the time has come. */
export function isOnSale(onSaleAt: Date | string | null | undefined, now: Date): boolean {
  return !onSaleAt || new Date(onSaleAt).getTime() <= now.getTime();
}

const timeOfDay = new Intl.DateTimeFormat("en-NG", { timeZone: SHOP_TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true });
const dayOfYear = new Intl.DateTimeFormat("en-NG", { timeZone: SHOP_TIME_ZONE, weekday: "short", day: "numeric", month: "short" });
const shopDate = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** "8 pm", "8:30 pm": the shop's way of saying a time of day. */
function shopTime(at: Date): string {
  return timeOfDay.format(at).replace(":00", "").replace(/\s*([ap])\.?m\.?/i, (_, half: string) => ` ${half.toLowerCase()}m`);
}

/** "On sale at 8 pm" (today in Lagos) or "On sale Sat 28 Nov at 8 pm" (another day). */
export function onSaleLabel(onSaleAt: Date, now: Date): string {
  const sameDay = shopDate.format(onSaleAt) === shopDate.format(now);
  return sameDay ? `On sale at ${shopTime(onSaleAt)}` : `On sale ${dayOfYear.format(onSaleAt).replace(",", "")} at ${shopTime(onSaleAt)}`;
}

/** A drop still to come, with its words, for a page to count down to; null when there is none or it has come. */
export function upcomingDrop(onSaleAt: string | null, now: Date): { onSaleAt: string; label: string } | null {
  return onSaleAt && !isOnSale(onSaleAt, now) ? { onSaleAt, label: onSaleLabel(new Date(onSaleAt), now) } : null;
}

/** The shopper's words for a line refused before its time: the product's, or one size's of it. */
export function notOnSaleMessage(product: { brand: string; name: string }, onSaleAt: Date, now: Date, sizeLabel?: string): string {
  const what = sizeLabel ? `${product.brand} ${product.name} in ${sizeLabel}` : `${product.brand} ${product.name}`;
  return `${what} is not on sale yet: ${onSaleLabel(onSaleAt, now).replace(/^On sale/, "it goes on sale")}.`;
}

/** The shopper's words for an order past the product's limit per customer. */
export function perCustomerLimitMessage(product: { brand: string; name: string }, limit: number, already: number): string {
  const left = Math.max(0, limit - already);
  return left === 0
    ? `${product.brand} ${product.name} is limited to ${limit} per customer, and your orders already have ${already}.`
    : `${product.brand} ${product.name} is limited to ${limit} per customer: you may order ${left} more.`;
}
