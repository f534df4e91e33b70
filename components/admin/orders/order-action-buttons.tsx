import { buttonClass } from "@/components/ui/button";
import { ORDER_ACTION, orderActionData, type ActionableOrder } from "./order-action-data";
import styles from "./orders.module.css";

/**
 * The owner's buttons for one order, as its status allows (derived on the server). Rendered on the
 * server as plain buttons: the one OrderActionsProvider around them answers their clicks, so a
 * page of orders hydrates one client component, not one per row.
 */
export function OrderActionButtons({ order }: { order: ActionableOrder }) {
  const { actions } = order;
  return (
    <div className={styles.actions}>
      {actions.confirmPayment ? (
        <button type="button" className={buttonClass("primary", { small: true })} {...orderActionData(order, ORDER_ACTION.confirmPayment)} data-testid="confirm-payment">
          Confirm Payment
        </button>
      ) : actions.recordDoorOutcome ? (
        <button type="button" className={buttonClass("primary", { small: true })} {...orderActionData(order, ORDER_ACTION.doorOutcome)} data-testid="door-outcome">
          Paid or refused
        </button>
      ) : actions.cancel ? (
        <span className={styles.meta}>Awaiting card payment</span>
      ) : null}
      {actions.cancel ? (
        <button type="button" className={buttonClass("ghost", { small: true })} {...orderActionData(order, ORDER_ACTION.cancel)} data-testid="cancel-order">
          Cancel Order
        </button>
      ) : null}
      {actions.changeStatus ? (
        <button type="button" className={buttonClass("secondary", { small: true })} {...orderActionData(order, ORDER_ACTION.changeStatus)} data-testid="update-status">
          Update Status
        </button>
      ) : null}
    </div>
  );
}
