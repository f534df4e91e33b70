"use client";

import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { FULFILMENT_STATUSES, type OrderStatus } from "@/lib/vocabulary/order-statuses";
import { ConfirmDialog } from "../confirm-dialog";
import type { OrderDialogProps } from "./order-action-data";

type Props = OrderDialogProps<"orderNumber" | "status" | "moves", OrderStatus>;

export function StatusDialog({ order, busy, onSubmit, onCancel }: Props) {
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setStatus("");
    setError(null);
    onCancel();
  };
  return (
    <ConfirmDialog
      open={order !== null}
      title="Update Order Status"
      confirmLabel={busy ? "Updating..." : "Update"}
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={() => {
        const chosen = FULFILMENT_STATUSES.find((candidate) => candidate === status);
        if (!chosen) {
          setError("Please select a status");
          return;
        }
        setStatus("");
        onSubmit(chosen);
      }}
      onCancel={close}
      testId="status-dialog"
    >
      <FormField id="new-status" label={
          <>
            New status for {order?.orderNumber} (now {order?.status})
          </>
        } error={error} errorRole="alert" look="compact">
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setError(null);
            }}
            data-testid="status-select"
          >
            <option value="">Select a status</option>
            {/* Every fulfilment status, those the order may not move to (its own, or Delivered before the door's payment) shown but not offered. */}
            {FULFILMENT_STATUSES.map((option) => (
              <option key={option} disabled={!order?.moves.includes(option)}>
                {option}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </ConfirmDialog>
  );
}
