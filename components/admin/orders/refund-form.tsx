"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { FormFooter } from "@/components/ui/form-footer";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { formatNaira } from "@/lib/money/naira";
import formStyles from "../form.module.css";
import styles from "./orders.module.css";
import { Alert } from "@/components/ui/alert";

interface Line {
  _id: string;
  label: string;
  quantity: number;
  /** Units that may still go back to stock: a line with none is not offered. */
  restockable: number;
}

interface Props {
  orderNumber: string;
  /** What may still be refunded, in naira. */
  refundable: number;
  bank: boolean;
  lines: Line[];
}

// One key per press of Refund: a double click or a retried request refunds once.
const newKey = () => crypto.randomUUID();

/** The owner's refund: amount, reason, units back to stock per line, and for a transfer its reference and date. */
export function RefundForm({ orderNumber, refundable, bank, lines }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState(newKey);
  const [amount, setAmount] = useState(String(refundable));
  const [reason, setReason] = useState("");
  const [restock, setRestock] = useState<Record<string, string>>({});
  const [reference, setReference] = useState("");
  const [date, setDate] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await apiRequest(`/orders/refunds/${orderNumber}`, {
        method: "POST",
        timeoutMs: 15_000,
        body: {
          key,
          amount: Number(amount),
          reason,
          restock: Object.entries(restock).map(([item, units]) => ({ item, quantity: Number(units || 0) })),
          ...(bank ? { transfer: { reference, date } } : {}),
        },
      });
      setMessage({ tone: "success", text: bank ? "Refund recorded." : "Refund sent to Paystack; the order follows its answer." });
      setKey(newKey());
      setOpen(false);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      setMessage({ tone: "error", text: error instanceof Error ? error.message : "Fetch error" });
      // A refusal was recorded as a failed refund: the list shows it.
      if (error instanceof ApiError && error.status === 409) router.refresh();
    } finally {
      setBusy(false);
    }
  }

  const first = (field: string) => errors[field]?.[0] ?? null;
  return (
    <div data-testid="refund-panel">
      {message?.tone === "success" ? (
        <p className={formStyles.success} role="status" data-testid="refund-message">
          {message.text}
        </p>
      ) : null}
      {!open ? (
        <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => setOpen(true)} data-testid="refund-open">
          Refund…
        </button>
      ) : (
        <form className={formStyles.form} onSubmit={submit} aria-label={`Refund ${orderNumber}`} data-testid="refund-form" noValidate>
          <p className={styles.meta}>Up to {formatNaira(refundable)} can still be refunded.</p>
          <FormField id="refund-amount" label="Amount (₦)" error={first("amount")} look="compact">
            {(control) => <input {...control} type="number" inputMode="decimal" min="0.01" step="0.01" value={amount} onChange={(event) => setAmount(event.target.value)} data-testid="refund-amount" />}
          </FormField>
          <FormField id="refund-reason" label="Reason" optional hint="The shopper reads it in the refund e-mail." error={first("reason")} look="compact">
            {(control) => <textarea {...control} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} data-testid="refund-reason" />}
          </FormField>
          {lines.length === 0 ? (
            <p className={styles.meta} data-testid="refund-no-restock">
              Every unit of this order is already back in stock (a cancelled order&apos;s went back when it was cancelled).
            </p>
          ) : (
            <fieldset className={styles.restock}>
              <legend>Back to stock</legend>
              <Alert message={first("restock")} />
              {lines.map((line) => (
                <FormField key={line._id} id={`refund-restock-${line._id}`} label={`${line.label} (of ${line.quantity})`} look="compact">
                  {(control) => (
                    <input
                      {...control}
                      type="number"
                      min="0"
                      max={line.restockable}
                      step="1"
                      value={restock[line._id] ?? "0"}
                      onChange={(event) => setRestock({ ...restock, [line._id]: event.target.value })}
                      data-testid="refund-restock"
                    />
                  )}
                </FormField>
              ))}
            </fieldset>
          )}
          {bank ? (
            <>
              <FormField id="refund-reference" label="Transfer reference" hint="The reference of the transfer you made back to the shopper." error={first("transfer.reference")} look="compact">
                {(control) => <input {...control} value={reference} maxLength={100} onChange={(event) => setReference(event.target.value)} data-testid="refund-reference" />}
              </FormField>
              <FormField id="refund-date" label="Transfer date" error={first("transfer.date") ?? first("transfer")} look="compact">
                {(control) => <input {...control} type="date" value={date} onChange={(event) => setDate(event.target.value)} data-testid="refund-date" />}
              </FormField>
            </>
          ) : null}
          <FormFooter
            submit={bank ? "Record refund" : "Refund through Paystack"}
            pending="Refunding..."
            busy={busy}
            small
            submitTestId="refund-submit"
            error={message?.tone === "error" ? message.text : null}
            errorTestId="refund-message"
          >
            <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </button>
          </FormFooter>
        </form>
      )}
    </div>
  );
}
