"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { cardNumberSchema, cvvSchema, expirySchema } from "@/lib/payments/card-rules";
import { formatNaira } from "@/lib/money/naira";
import styles from "./payment.module.css";

type CardField = "cardNumber" | "expiry" | "cvv";
const FIELDS: readonly CardField[] = ["cardNumber", "expiry", "cvv"];
const SCHEMAS = { cardNumber: cardNumberSchema, expiry: expirySchema(), cvv: cvvSchema };

function fieldError(field: CardField, value: string): string | undefined {
  const result = SCHEMAS[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Groups digits in fours as the shopper types, as a card shows them. */
function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  if (digits.length <= 2) return digits.length === 2 && value.length > previous.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

interface TestCardSheetProps {
  reference: string;
  amount: number;
  onPaid(reference: string): void;
  onClose(): void;
}

/**
 * Test mode's stand-in for the card provider's pop-up: clearly labelled, applying the spec's card
 * rules, and charging nothing. The server checks the same rules and records the test payment.
 */
export function TestCardSheet({ reference, amount, onPaid, onClose }: TestCardSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Record<CardField, string>>({ cardNumber: "", expiry: "", cvv: "" });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function edit(field: CardField, raw: string) {
    const value = field === "cardNumber" ? formatCardNumber(raw) : field === "expiry" ? formatExpiry(raw, values.expiry) : raw.replace(/\D/g, "").slice(0, 4);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: fieldError(field, value) }));
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<CardField, string>> = {};
    for (const field of FIELDS) found[field] = fieldError(field, values[field]);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(`test-card-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await apiRequest("/payment/test-charge", { method: "POST", body: { reference, ...values }, timeoutMs: 10_000 });
      onPaid(reference);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0]])));
      } else {
        setFailure(error instanceof ApiError ? error.message : "The test payment could not be completed.");
      }
      setBusy(false);
    }
  }

  const field = (name: CardField, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className={styles.field}>
      <label htmlFor={`test-card-${name}`} className={styles.label}>
        {label}
      </label>
      <input
        id={`test-card-${name}`}
        className={styles.input}
        value={values[name]}
        onChange={(event) => edit(name, event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `test-card-${name}-error` : undefined}
        data-testid={`test-card-${name}`}
        {...props}
      />
      {errors[name] ? (
        <p id={`test-card-${name}-error`} className={styles.error} data-testid={`test-card-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby="test-card-title"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      data-testid="test-card-sheet"
    >
      <form onSubmit={pay} noValidate className={styles.sheetForm}>
        <p className={styles.testBadge} data-testid="test-mode-label">
          Test mode — no real card is charged
        </p>
        <h2 id="test-card-title" className={styles.sheetTitle}>
          Pay {formatNaira(amount)}
        </h2>
        <p className={styles.note}>
          This shop has no card provider configured, so this practice card form stands in for it. Use a Visa, Mastercard or Verve number such
          as 4084 0840 8408 4081, any future expiry and any 3-digit CVV.
        </p>
        {field("cardNumber", "Card number", { inputMode: "numeric", autoComplete: "off", placeholder: "0000 0000 0000 0000" })}
        <div className={styles.fieldRow}>
          {field("expiry", "Expiry (MM/YY)", { inputMode: "numeric", autoComplete: "off", placeholder: "MM/YY" })}
          {field("cvv", "CVV", { inputMode: "numeric", autoComplete: "off", placeholder: "123" })}
        </div>
        {failure ? (
          <p className={styles.danger} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.sheetActions}>
          <button type="submit" className={buttonClass("primary")} disabled={busy} data-testid="test-card-pay">
            {busy ? "Processing..." : `Pay ${formatNaira(amount)}`}
          </button>
          <button type="button" className={buttonClass("ghost")} onClick={onClose} disabled={busy} data-testid="test-card-close">
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
