import type { AdminOrderSummary } from "@/lib/orders/admin-orders";
import { allowedStatusMoves } from "@/lib/vocabulary/order-actions";
import { isOrderStatus, type OrderStatus } from "@/lib/vocabulary/order-statuses";

/** What an order's buttons carry for the dialogs: the rest of the order never reaches the browser. */
export type ActionableOrder = Pick<AdminOrderSummary, "_id" | "orderNumber" | "status" | "totalPrice" | "actions" | "paymentMethod" | "paymentState">;
/** The clicked order as its dialogs know it, with the statuses it may move to. */
export type ClickedOrder = Pick<ActionableOrder, "_id" | "orderNumber" | "status" | "totalPrice"> & { moves: OrderStatus[] };

/** What an order's action dialog is given: the order it asks about (none: closed), whether a send is under way, and where the owner's answer goes. */
export interface OrderDialogProps<Shown extends keyof ClickedOrder, Answer> {
  order: Pick<ClickedOrder, Shown> | null;
  busy: boolean;
  onSubmit: (answer: Answer) => void;
  onCancel: () => void;
}

export const ORDER_ACTION = { confirmPayment: "confirm-payment", cancel: "cancel", changeStatus: "update-status", doorOutcome: "door-outcome" } as const;
export type OrderAction = (typeof ORDER_ACTION)[keyof typeof ORDER_ACTION];
const ACTIONS: readonly (string | undefined)[] = Object.values(ORDER_ACTION);
const isOrderAction = (action: string | undefined): action is OrderAction => ACTIONS.includes(action);

/** The data attributes a server-rendered order button carries. */
export function orderActionData(order: ActionableOrder, action: OrderAction) {
  return {
    "data-order-action": action,
    "data-order-id": order._id,
    "data-order-number": order.orderNumber,
    "data-order-status": order.status,
    "data-order-total": String(order.totalPrice),
    "data-order-moves": allowedStatusMoves({ status: order.status, payment: { method: order.paymentMethod, state: order.paymentState } }).join(","),
  };
}

/** The order and action of a click inside an order list, if it was on one of the order buttons. */
export function clickedOrderAction(target: EventTarget | null): { action: OrderAction; order: ClickedOrder } | null {
  const button = target instanceof Element ? target.closest<HTMLElement>("[data-order-action]") : null;
  const data = button?.dataset;
  if (!data || !isOrderAction(data.orderAction) || !data.orderId || !data.orderNumber || !isOrderStatus(data.orderStatus)) return null;
  return {
    action: data.orderAction,
    order: { _id: data.orderId, orderNumber: data.orderNumber, status: data.orderStatus, totalPrice: Number(data.orderTotal), moves: (data.orderMoves ?? "").split(",").filter(isOrderStatus) },
  };
}
