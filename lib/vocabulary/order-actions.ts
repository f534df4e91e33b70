import {
  FULFILMENT_STATUSES,
  isFulfilmentStatus,
  ORDER_STATUS,
  PAYMENT_METHOD,
  PAYMENT_STATE,
  type OrderStatus,
  type OrderPaymentMethod,
  type PaymentState,
} from "./order-statuses";

/** What decides where an order may go next: its status and how far its payment has got. */
export interface OrderStanding {
  status: OrderStatus;
  payment: { method: OrderPaymentMethod; state: PaymentState };
}

/** An order still waiting for its money: the expiry sweep cancels it at its deadline. */
export function isAwaitingPayment(order: OrderStanding): boolean {
  return order.status === ORDER_STATUS.pending && order.payment.state === PAYMENT_STATE.unpaid;
}

/** A bank-transfer order whose money has not been seen yet: it shows the account and waits for the owner. */
export function isAwaitingBankTransfer(order: OrderStanding): boolean {
  return isAwaitingPayment(order) && order.payment.method === PAYMENT_METHOD.bank;
}

/**
 * The statuses a pay-on-delivery order goes through unpaid: it is packed and sent before its money
 * is seen, which is collected (or refused) at the door.
 */
export const DOOR_PAYMENT_STATUSES = [ORDER_STATUS.pending, ORDER_STATUS.processing, ORDER_STATUS.shipped] as const satisfies readonly OrderStatus[];
const isDoorPaymentStatus = (status: OrderStatus) => (DOOR_PAYMENT_STATUSES as readonly OrderStatus[]).includes(status);

/** A pay-on-delivery order on its way, unpaid: the owner records the money collected or the refusal at the door. */
export function isAwaitingDoorPayment(order: OrderStanding): boolean {
  return order.payment.method === PAYMENT_METHOD.onDelivery && order.payment.state === PAYMENT_STATE.unpaid && isDoorPaymentStatus(order.status);
}

/**
 * Every status the owner may move this order to:
 * - a Pending order may be cancelled (its stock goes back); a Pending bank transfer may also be
 *   confirmed (Order Placed), which marks it paid; a card order is confirmed by its payment only;
 * - an unpaid pay-on-delivery order moves on to Processing and Shipped (and back) before its money
 *   is seen; only the door makes it Delivered (paid) or Cancelled (refused), and only a Pending one
 *   may be cancelled by hand;
 * - a paid order moves among the fulfilment statuses, both ways;
 * - nothing else moves (Cancelled is final).
 */
export function allowedStatusMoves(order: OrderStanding): OrderStatus[] {
  if (isAwaitingDoorPayment(order)) {
    const onward = [ORDER_STATUS.processing, ORDER_STATUS.shipped].filter((status) => status !== order.status);
    return order.status === ORDER_STATUS.pending ? [...onward, ORDER_STATUS.cancelled] : onward;
  }
  if (order.status === ORDER_STATUS.pending) {
    return isAwaitingBankTransfer(order) ? [ORDER_STATUS.placed, ORDER_STATUS.cancelled] : [ORDER_STATUS.cancelled];
  }
  if (order.payment.state === PAYMENT_STATE.paid && isFulfilmentStatus(order.status)) {
    return FULFILMENT_STATUSES.filter((status) => status !== order.status);
  }
  return [];
}

/** The owner's buttons for an order, derived from the moves it allows. */
export interface OrderActions {
  /** Confirm Payment: the awaited transfer arrived (moves it to Order Placed). */
  confirmPayment: boolean;
  cancel: boolean;
  /** Update Status: a move among the fulfilment statuses. */
  changeStatus: boolean;
  /** "Paid on delivery" or "Refused at the door", for a pay-on-delivery order. */
  recordDoorOutcome: boolean;
}

export function orderActions(order: OrderStanding): OrderActions {
  const moves = allowedStatusMoves(order);
  const pending = order.status === ORDER_STATUS.pending;
  return {
    confirmPayment: pending && moves.includes(ORDER_STATUS.placed),
    cancel: moves.includes(ORDER_STATUS.cancelled),
    changeStatus: !isAwaitingBankTransfer(order) && moves.some(isFulfilmentStatus),
    recordDoorOutcome: isAwaitingDoorPayment(order),
  };
}
