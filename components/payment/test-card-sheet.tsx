"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { fieldError, firstErrors } from "@/components/ui/field-errors";
import { FormField } from "@/components/ui/form-field";
import { useFormFields } from "@/components/ui/use-form-fields";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { cardNumberSchema, cvvSchema, expirySchema } from "@/lib/payments/card-rules";
import { formatNaira } from "@/lib/money/naira";
import styles from "./payment.module.css";
import { SubmitButton } from "@/components/ui/submit-button";

type CardField = "cardNumber" | "expiry" | "cvv";
const FIELDS: readonly CardField[] = ["cardNumber", "expiry", "cvv"];
const SCHEMAS = { cardNumber: cardNumberSchema, expiry: expirySchema(), cvv: cvvSchema };
const LABELS: Record<CardField, string> = { cardNumber: "Card number", expiry: "Expiry (MM/YY)", cvv: "CVV" };
const PLACEHOLDERS: Record<CardField, string> = { cardNumber: "0000 0000 0000 0000", expiry: "MM/YY", cvv: "123" };
const idFor = (field: CardField) => `test-card-${field}`;

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
  const { values, errors, setErrors, edit, validate } = useFormFields<CardField>({
    initial: { cardNumber: "", expiry: "", cvv: "" },
    fields: FIELDS,
    idFor,
    check: (field, next) => fieldError(SCHEMAS[field], next[field]),
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function type(field: CardField, raw: string) {
    edit(field, field === "cardNumber" ? formatCardNumber(raw) : field === "expiry" ? formatExpiry(raw, values.expiry) : raw.replace(/\D/g, "").slice(0, 4));
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validate()) return;
    setBusy(true);
    setFailure(null);
    try {
      await apiRequest("/payment/test-charge", { method: "POST", body: { reference, ...values }, timeoutMs: 10_000 });
      onPaid(reference);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        setErrors(firstErrors<CardField>(error.fieldErrors));
      } else {
        setFailure(error instanceof ApiError ? error.message : "The test payment could not be completed.");
      }
      setBusy(false);
    }
  }

  const field = (name: CardField) => (
    <FormField id={idFor(name)} label={LABELS[name]} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          value={values[name]}
          onChange={(event) => type(name, event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          placeholder={PLACEHOLDERS[name]}
          data-testid={idFor(name)}
        />
      )}
    </FormField>
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
        {field("cardNumber")}
        <div className={styles.fieldRow}>
          {field("expiry")}
          {field("cvv")}
        </div>
        {failure ? (
          <p className={styles.danger} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.sheetActions}>
          <SubmitButton busy={busy} busyLabel="Processing..." testId="test-card-pay">
            {`Pay ${formatNaira(amount)}`}
          </SubmitButton>
          <button type="button" className={buttonClass("ghost")} onClick={onClose} disabled={busy} data-testid="test-card-close">
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
