import { DOOR_PAYMENT_LABELS, DOOR_PAYMENTS, type DoorPayment } from "./order-statuses";

/** A draft order's life: written and edited, giving back its reserved stock, being turned into an order, or an order now. */
export const DRAFT_ORDER_STATES = ["open", "releasing", "placing", "placed"] as const;
export type DraftOrderState = (typeof DRAFT_ORDER_STATES)[number];

/** How a buyer paid the owner directly, off the website: the same ways as money handed over at the door. */
export const OUTSIDE_PAYMENT_WAYS = DOOR_PAYMENTS;
export type OutsidePaymentWay = DoorPayment;
export const OUTSIDE_PAYMENT_LABELS = DOOR_PAYMENT_LABELS;

/** The payment link's prefix: a reference that starts so names a draft's link, never a website order. */
export const PAYMENT_LINK_PREFIX = "LNK-";

/** How long the owner may make a payment link last: an hour to a fortnight. */
export const PAYMENT_LINK_HOURS = { min: 1, max: 14 * 24, default: 48 } as const;

/** How far ahead the owner may reserve a draft's stock: a week, so a forgotten reservation never hides bottles for long. */
export const RESERVATION_MAX_DAYS = 7;
