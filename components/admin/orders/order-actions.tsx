"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { apiRequest } from "@/lib/api-client/api-client";
import { formatNaira } from "@/lib/money/naira";
import { ORDER_STATUS, type OrderStatus } from "@/lib/vocabulary/order-statuses";
import { ConfirmDialog } from "../confirm-dialog";
import { useNotify } from "@/components/ui/notifications";
import { clickedOrderAction, ORDER_ACTION, type ClickedOrder } from "./order-action-data";
import { StatusDialog } from "./status-dialog";
import { DoorDialog } from "./door-dialog";
import type { DoorOutcome } from "@/lib/orders/admin-order-schemas";

type Confirming = { order: ClickedOrder; target: typeof ORDER_STATUS.placed | typeof ORDER_STATUS.cancelled };

/**
 * The dialogs and toasts behind every order button inside it. The buttons are server-rendered
 * (OrderActionButtons) and their clicks bubble here, so a page of orders hydrates this one client
 * component. After a change the server renders the screen again.
 */
export function OrderActionsProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [updating, setUpdating] = useState<ClickedOrder | null>(null);
  const [atTheDoor, setAtTheDoor] = useState<ClickedOrder | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  async function changeStatus(order: ClickedOrder, status: OrderStatus): Promise<boolean> {
    setBusy(true);
    try {
      await apiRequest(`/orders/update/${order._id}`, { method: "PUT", body: { status } });
      notify("success", "Order status updated successfully!");
      router.refresh();
      return true;
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "Fetch error");
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function recordDoor(order: ClickedOrder, outcome: DoorOutcome): Promise<void> {
    setBusy(true);
    try {
      const answer = await apiRequest<{ message: string }>(`/orders/door/${order._id}`, { method: "POST", body: outcome });
      notify("success", answer.message);
      setAtTheDoor(null);
      router.refresh();
    } catch (error) {
      notify("error", error instanceof Error ? error.message : "Fetch error");
    } finally {
      setBusy(false);
    }
  }

  const cancelling = confirming?.target === ORDER_STATUS.cancelled;
  return (
    <>
      {/* Clicks bubble here from the real, focusable <button>s inside: keyboard use is theirs. */}
      <div
        onClick={(event) => {
          const clicked = clickedOrderAction(event.target);
          if (!clicked) return;
          if (clicked.action === ORDER_ACTION.changeStatus) setUpdating(clicked.order);
          else if (clicked.action === ORDER_ACTION.doorOutcome) setAtTheDoor(clicked.order);
          else setConfirming({ order: clicked.order, target: clicked.action === ORDER_ACTION.cancel ? ORDER_STATUS.cancelled : ORDER_STATUS.placed });
        }}
      >
        {children}
      </div>
      <StatusDialog
        order={updating}
        busy={busy}
        onSubmit={async (status) => {
          if (updating && (await changeStatus(updating, status))) setUpdating(null);
        }}
        onCancel={() => setUpdating(null)}
      />
      <DoorDialog order={atTheDoor} busy={busy} onSubmit={(outcome) => atTheDoor && recordDoor(atTheDoor, outcome)} onCancel={() => setAtTheDoor(null)} />
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
    </>
  );
}
