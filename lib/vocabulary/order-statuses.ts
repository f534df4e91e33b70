/** The spec's timeline, in order, plus Cancelled for orders that released their stock. */
export const ORDER_STATUS = {
  pending: "Pending",
  placed: "Order Placed",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
} as const;
export const ORDER_STATUSES = [
  ORDER_STATUS.pending,
  ORDER_STATUS.placed,
  ORDER_STATUS.processing,
  ORDER_STATUS.shipped,
  ORDER_STATUS.delivered,
  ORDER_STATUS.cancelled,
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses a paid order moves among; the owner may step back as well as forward. */
export const FULFILMENT_STATUSES = [ORDER_STATUS.placed, ORDER_STATUS.processing, ORDER_STATUS.shipped, ORDER_STATUS.delivered] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

export function isOrderStatus(status: string | undefined): status is OrderStatus {
  return (ORDER_STATUSES as readonly (string | undefined)[]).includes(status);
}

export function isFulfilmentStatus(status: string): status is FulfilmentStatus {
  return (FULFILMENT_STATUSES as readonly string[]).includes(status);
}

/** Shipping may change until the parcel leaves. */
export const SHIPPING_EDITABLE_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.pending, ORDER_STATUS.placed, ORDER_STATUS.processing];

export const PAYMENT_METHOD = { card: "card", bank: "bank", onDelivery: "pay_on_delivery" } as const;
export const PAYMENT_METHODS = [PAYMENT_METHOD.card, PAYMENT_METHOD.bank, PAYMENT_METHOD.onDelivery] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { card: "Card", bank: "Bank Transfer", pay_on_delivery: "Pay on delivery" };
/** The methods the settings' list switches on and off; pay on delivery is switched on per delivery zone instead. */
export const LISTED_PAYMENT_METHODS = [PAYMENT_METHOD.card, PAYMENT_METHOD.bank] as const;
export type ListedPaymentMethod = (typeof LISTED_PAYMENT_METHODS)[number];

/** How a pay-on-delivery order's money was handed over at the door. */
export const DOOR_PAYMENTS = ["cash", "pos", "transfer"] as const;
export type DoorPayment = (typeof DOOR_PAYMENTS)[number];
export const DOOR_PAYMENT_LABELS: Record<DoorPayment, string> = { cash: "Cash", pos: "POS terminal", transfer: "Bank transfer" };

/**
 * How an order may be paid: a shopper's ways, and a payment the owner took off the website (cash,
 * POS, a direct transfer) and recorded on a draft order. No shopper can choose that one.
 */
export const OUTSIDE_PAYMENT = "outside";
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, OUTSIDE_PAYMENT] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
export const ORDER_PAYMENT_METHOD_LABELS: Record<OrderPaymentMethod, string> = { ...PAYMENT_METHOD_LABELS, outside: "Paid to the shop" };

export const PAYMENT_STATE = { unpaid: "unpaid", paid: "paid", failed: "failed" } as const;
export const PAYMENT_STATES = [PAYMENT_STATE.unpaid, PAYMENT_STATE.paid, PAYMENT_STATE.failed] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * A paid order's place in the sales ledger (lib/analytics/sales-ledger.ts): `due` is written by the
 * same update that marks it paid, `counted` once its shop day's running totals include it.
 */
export const LEDGER_STATE = { due: "due", counted: "counted" } as const;
export const LEDGER_STATES = [LEDGER_STATE.due, LEDGER_STATE.counted] as const;
