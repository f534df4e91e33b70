"use client";

import { useState } from "react";
import type { AdminOrderView } from "@/lib/orders/admin-orders";
import { FULFILMENT_STATUSES, type OrderStatus } from "@/lib/vocabulary/order-statuses";
import formStyles from "../form.module.css";
import { ConfirmDialog } from "../confirm-dialog";

interface Props {
  order: AdminOrderView | null;
  busy: boolean;
  onSubmit: (status: OrderStatus) => void;
  onCancel: () => void;
}

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
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="new-status">
          New status for {order?.orderNumber} (now {order?.status})
        </label>
        <select
          id="new-status"
          className={formStyles.select}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "new-status-error" : undefined}
          data-testid="status-select"
        >
          <option value="">Select a status</option>
          {FULFILMENT_STATUSES.map((option) => (
            <option key={option} disabled={option === order?.status}>
              {option}
            </option>
          ))}
        </select>
        {error ? (
          <p id="new-status-error" className={formStyles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
