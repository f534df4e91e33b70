import { labelledValues } from "./labelled-values";

/**
 * Why a size's stock moved, in the owner's words. Paying settles a hold (the units it took stay
 * sold) and moves nothing, but it is a line of the story of those units, so it is kept too.
 */
export const STOCK_MOVE_KIND = { held: "held", paid: "paid", released: "released", refunded: "refunded", edited: "edited" } as const;
const stockMoveKinds = labelledValues({ held: "Order held", paid: "Order paid", released: "Order expired or cancelled", refunded: "Refund, units back", edited: "Admin edit" });
export const STOCK_MOVE_KINDS = stockMoveKinds.values;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];
export const STOCK_MOVE_REASONS = stockMoveKinds.labels;

/**
 * Lines whose reason depends on the order behind the move: a pay-on-delivery order refused at the
 * door gives its units back as any cancellation does, and a draft order's reservation holds and
 * gives back units before the draft becomes an order.
 */
export const ORDER_MOVE_REASONS = { refusedAtTheDoor: "Refused at the door", reservedForDraft: "Reserved for a draft order", reservationEnded: "Draft order's reservation ended" } as const;

/** A size at or below this many units is low, unless the store or the product says another figure. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_LOW_STOCK_THRESHOLD = 10_000;

/**
 * How long a step of an order's stock (its placement, a hold's give-back or settling) may seem stalled
 * before the recovery pass takes it over; a step still running on another server gets ample room.
 * A hold's marker stays on its product this long after its record is finished (lib/checkout/stock-holds.ts).
 */
export const PLACEMENT_GRACE_MS = 10_000;
