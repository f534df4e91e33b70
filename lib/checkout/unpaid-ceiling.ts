import "server-only";
import type { Types } from "mongoose";
import { clientLimitKey, giveBackTaken, hitAndTake, limitFromEnv, type RateLimit } from "@/lib/rate-limit/rate-limit";
import { PAYMENT_METHOD, type PaymentMethod } from "@/lib/vocabulary/order-statuses";
import { DomainError } from "@/lib/vocabulary/domain-error";

/**
 * Unpaid orders cannot hold the shop. An order paid later (a bank transfer, pay on delivery) holds its units for
 * hours without costing its placer anything, so a script with fresh e-mails could once hold every
 * size "out of stock" while real buyers left. Two ceilings bound it, whatever the kind of unpaid
 * order (every method in PAID_LATER_METHODS counts through this module):
 *
 * - per size: orders paid later may hold at most the owner's share (default a quarter) of the
 *   size's unsold units (on the shelf plus held), checked in the same single-document update that
 *   takes the units (lib/checkout/holds.ts), so concurrent orders cannot pass it together, and a
 *   buyer by card always finds the rest;
 * - per client (an address, an IPv6 client by its /64): a few such orders and units an hour, taken
 *   from an allowance before any stock moves (with the count of the client's orders, in one update
 *   of its window) and given back when the order is not placed. A crash between the two leaves the
 *   allowance spent, never units held: it errs on refusing.
 */
export const PAID_LATER_METHODS: readonly PaymentMethod[] = [PAYMENT_METHOD.bank, PAYMENT_METHOD.onDelivery];

export function isPaidLater(method: PaymentMethod): boolean {
  return PAID_LATER_METHODS.includes(method);
}

/**
 * Unpaid orders and units one client may place an hour: 10 and 30 unless UNPAID_ORDERS_PER_CLIENT
 * and UNPAID_UNITS_PER_CLIENT say otherwise (the browser journeys, all from one address, raise them).
 */
export function unpaidPerClient(env: Record<string, string | undefined> = process.env) {
  return { orders: limitFromEnv(env.UNPAID_ORDERS_PER_CLIENT, 10), units: limitFromEnv(env.UNPAID_UNITS_PER_CLIENT, 30), windowMs: 60 * 60 * 1000 };
}

export const UNPAID_CLIENT_MESSAGE =
  "Several orders awaiting payment have been placed from your connection in the last hour. Please pay by card to order now, or try again later.";

export const unpaidCeilingMessage = (item: string) =>
  `Many ${item} are already held by orders awaiting payment. Please pay by card to buy it now, or try again later.`;

/** The most units of a size that orders paid later may hold together: the share of its unsold units, rounded down. */
export function unpaidCeiling(unsold: number, percent: number): number {
  return Math.floor((Math.max(0, unsold) * percent) / 100);
}

const heldOnProduct = (size: Types.ObjectId, paidLaterOnly: boolean) => ({
  $reduce: {
    input: {
      $filter: {
        input: { $ifNull: ["$holds", []] },
        as: "hold",
        cond: paidLaterOnly ? { $and: [{ $eq: ["$$hold.size", size] }, { $eq: ["$$hold.paidLater", true] }] } : { $eq: ["$$hold.size", size] },
      },
    },
    initialValue: 0,
    in: { $add: ["$$value", "$$this.quantity"] },
  },
});

/** Units of the size held by orders (or only by orders paid later): the product's count of them, and the holds written on it before the count was kept. */
const heldOf = (size: Types.ObjectId, paidLaterOnly: boolean) => ({
  $add: [{ $ifNull: [`$held.${size.toString()}.${paidLaterOnly ? "paidLater" : "all"}`, 0] }, heldOnProduct(size, paidLaterOnly)],
});

const onShelf = (size: Types.ObjectId) => ({
  $reduce: { input: { $filter: { input: "$sizes", as: "size", cond: { $eq: ["$$size._id", size] } } }, initialValue: 0, in: { $add: ["$$value", "$$this.stock"] } },
});

/** The product-document condition under which an order paid later may hold `quantity` more of `size`: unpaidCeiling, in the update's words. */
export function paidLaterRoom(size: Types.ObjectId, quantity: number, percent: number): Record<string, unknown> {
  const unsold = { $add: [onShelf(size), heldOf(size, false)] };
  return { $expr: { $lte: [{ $add: [heldOf(size, true), quantity] }, { $floor: { $divide: [{ $multiply: [unsold, percent] }, 100] } }] } };
}

/** One window per client holds its orders placed and, beside them, its unpaid orders and their units. */
const clientKey = (client: string) => clientLimitKey("orders", client);

/** What countClientOrder did with the client's unpaid allowance: took the order, refused it (and when to try again), or was not asked (a card order). */
export type UnpaidAllowance = { taken: true } | { taken: false; retryAfterSeconds: number } | null;

/**
 * Counts an order from `client` under `orders` and refuses it (429, `tooMany`) past that limit,
 * taking nothing; for an order paid later, with `units` units, it also takes the order and its
 * units from the client's hourly allowance if they fit: all in one conditional update of the
 * client's window. A refused allowance is the caller's to refuse once the order's own checks have
 * spoken (unpaidAllowanceRefusal); a taken one, to give back if the order is not placed.
 */
export async function countClientOrder(client: string, orders: RateLimit, tooMany: string, units: number | null, now: Date): Promise<UnpaidAllowance> {
  const rule = unpaidPerClient();
  const { hit, allowance } = await hitAndTake(clientKey(client), orders, units === null ? null : { amount: 1, limit: rule.orders, windowMs: rule.windowMs, units: { amount: units, limit: rule.units } }, now);
  if (!hit.allowed) throw new DomainError("rate-limited", "too-many", tooMany, undefined, { retryAfterSeconds: hit.retryAfterSeconds });
  if (!allowance) return null;
  return allowance.allowed ? { taken: true } : { taken: false, retryAfterSeconds: allowance.retryAfterSeconds };
}

/** The refusal of an order paid later that the client's allowance had no room for. */
export function unpaidAllowanceRefusal(retryAfterSeconds: number): DomainError {
  return new DomainError("too-many-unpaid-orders", "too-many", UNPAID_CLIENT_MESSAGE, undefined, { retryAfterSeconds });
}

/** The order the allowance was taken for was not placed. */
export async function giveBackUnpaidAllowance(client: string, units: number, now: Date): Promise<void> {
  await giveBackTaken(clientKey(client), 1, units, now);
}
