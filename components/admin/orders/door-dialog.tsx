"use client";

import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Options } from "@/components/ui/options";
import { formatNaira } from "@/lib/money/naira";
import type { DoorOutcome } from "@/lib/orders/admin-order-schemas";
import { DOOR_PAYMENT_LABELS, DOOR_PAYMENTS, type DoorPayment } from "@/lib/vocabulary/order-statuses";
import { ConfirmDialog } from "../confirm-dialog";
import type { OrderDialogProps } from "./order-action-data";

type Props = OrderDialogProps<"orderNumber" | "totalPrice", DoorOutcome>;

/** What happened at the door of a pay-on-delivery order: paid (how much, how) or refused (why). */
export function DoorDialog({ order, busy, onSubmit, onCancel }: Props) {
  const [outcome, setOutcome] = useState<DoorOutcome["outcome"]>("paid");
  const [amount, setAmount] = useState("");
  const [how, setHow] = useState<DoorPayment>("cash");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOutcome("paid");
    setAmount("");
    setReason("");
    setError(null);
    onCancel();
  };
  const total = order ? String(order.totalPrice) : "";
  return (
    <ConfirmDialog
      open={order !== null}
      title="Paid or refused at the door"
      confirmLabel={busy ? "Saving..." : outcome === "paid" ? "Record the payment" : "Record the refusal"}
      cancelLabel="Go back"
      busy={busy}
      onConfirm={() => {
        if (outcome === "refused") {
          if (!reason.trim()) return setError("Say why the order was refused");
          return onSubmit({ outcome, reason: reason.trim() });
        }
        const collected = Number(amount || total);
        if (!Number.isFinite(collected) || collected <= 0) return setError("Enter the amount collected, in naira");
        onSubmit({ outcome, amount: collected, how });
      }}
      onCancel={close}
      testId="door-dialog"
    >
      <fieldset>
        <legend>
          {order?.orderNumber}: {order ? formatNaira(order.totalPrice) : ""} to collect
        </legend>
        <label>
          <input type="radio" name="door-outcome" checked={outcome === "paid"} onChange={() => setOutcome("paid")} data-testid="door-paid" /> Paid on delivery
        </label>{" "}
        <label>
          <input type="radio" name="door-outcome" checked={outcome === "refused"} onChange={() => setOutcome("refused")} data-testid="door-refused" /> Refused at the door
        </label>
      </fieldset>
      {outcome === "paid" ? (
        <>
          <FormField id="door-amount" label="Amount collected (₦)" look="compact" error={error} errorRole="alert">
            {(control) => <input {...control} inputMode="decimal" value={amount || total} onChange={(event) => setAmount(event.target.value)} data-testid="door-amount" />}
          </FormField>
          <FormField id="door-how" label="How it was paid" look="compact">
            {(control) => (
              <select {...control} value={how} onChange={(event) => setHow(DOOR_PAYMENTS.find((option) => option === event.target.value) ?? "cash")} data-testid="door-how">
                <Options values={DOOR_PAYMENTS} labels={DOOR_PAYMENT_LABELS} />
              </select>
            )}
          </FormField>
        </>
      ) : (
        <FormField id="door-reason" label="Why it was refused" look="compact" error={error} errorRole="alert">
          {(control) => <textarea {...control} rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-testid="door-reason" />}
        </FormField>
      )}
    </ConfirmDialog>
  );
}
