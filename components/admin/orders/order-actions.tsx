"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client/api-client";
import type { AdminOrderSummary } from "@/lib/orders/admin-orders";
import { formatNaira } from "@/lib/money/naira";
import { ORDER_STATUS, type OrderStatus } from "@/lib/vocabulary/order-statuses";
import { ConfirmDialog } from "../confirm-dialog";
import { Toasts, useToasts } from "../toasts";
import { StatusDialog } from "./status-dialog";
import styles from "./orders.module.css";

/** What a row's buttons need of their order: the rest of the order never reaches the browser. */
export type ActionableOrder = Pick<AdminOrderSummary, "_id" | "orderNumber" | "status" | "totalPrice" | "actions">;
type Confirming = { order: ActionableOrder; target: typeof ORDER_STATUS.placed | typeof ORDER_STATUS.cancelled };

interface OrderActionsContext {
  confirm: (confirming: Confirming) => void;
  update: (order: ActionableOrder) => void;
}

const Actions = createContext<OrderActionsContext | null>(null);

/**
 * One set of dialogs and toasts for every order on a screen, so the server renders the rows and
 * only their buttons hydrate. After a change the server renders the screen again.
 */
export function OrderActionsProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [updating, setUpdating] = useState<ActionableOrder | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const { toasts, show, dismiss } = useToasts();

  async function changeStatus(order: ActionableOrder, status: OrderStatus): Promise<boolean> {
    setBusy(true);
    try {
      await apiRequest(`/orders/update/${order._id}`, { method: "PUT", body: { status } });
      show("success", "Order status updated successfully!");
      router.refresh();
      return true;
    } catch (error) {
      show("error", error instanceof Error ? error.message : "Fetch error");
      return false;
    } finally {
      setBusy(false);
    }
  }

  const cancelling = confirming?.target === ORDER_STATUS.cancelled;
  return (
    <Actions.Provider value={{ confirm: setConfirming, update: setUpdating }}>
      {children}
      <StatusDialog
        order={updating}
        busy={busy}
        onSubmit={async (status) => {
          if (updating && (await changeStatus(updating, status))) setUpdating(null);
        }}
        onCancel={() => setUpdating(null)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={cancelling ? "Cancel order" : "Confirm Payment"}
        confirmLabel={cancelling ? "Yes, cancel it" : "Payment received"}
        cancelLabel="Go back"
        busy={busy}
        onConfirm={async () => {
          if (confirming && (await changeStatus(confirming.order, confirming.target))) setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
        testId="order-confirm-dialog"
      >
        {cancelling ? (
          <p>Cancel {confirming.order.orderNumber}? Its items go back into stock.</p>
        ) : confirming ? (
          <p>
            Confirm that the transfer of {formatNaira(confirming.order.totalPrice)} for {confirming.order.orderNumber} has arrived? The order moves to Order Placed.
          </p>
        ) : null}
      </ConfirmDialog>
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </Actions.Provider>
  );
}

/** The owner's buttons for one order, as its status allows (derived on the server). */
export function OrderActionButtons({ order }: { order: ActionableOrder }) {
  const context = useContext(Actions);
  if (!context) throw new Error("OrderActionButtons needs an OrderActionsProvider");
  const { actions } = order;
  return (
    <div className={styles.actions}>
      {actions.confirmPayment ? (
        <button type="button" className={buttonClass("primary", { small: true })} onClick={() => context.confirm({ order, target: ORDER_STATUS.placed })} data-testid="confirm-payment">
          Confirm Payment
        </button>
      ) : actions.cancel ? (
        <span className={styles.meta}>Awaiting card payment</span>
      ) : null}
      {actions.cancel ? (
        <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => context.confirm({ order, target: ORDER_STATUS.cancelled })} data-testid="cancel-order">
          Cancel Order
        </button>
      ) : null}
      {actions.changeStatus ? (
        <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => context.update(order)} data-testid="update-status">
          Update Status
        </button>
      ) : null}
    </div>
  );
}
