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
import { FormFooter } from "@/components/ui/form-footer";
import { TestTransferPanel } from "./test-transfer-panel";

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

/** The channels the sheet can play: a card, and Paystack's Pay with Transfer. */
type SheetChannel = "card" | "bank_transfer";

/** Of the owner's Paystack channels, the ones the sheet plays; a card when it plays none of them. */
function sheetChannels(channels: readonly string[]): SheetChannel[] {
  const played = (["card", "bank_transfer"] as const).filter((channel) => channels.includes(channel));
  return played.length > 0 ? played : ["card"];
}

interface TestCardSheetProps {
  reference: string;
  amount: number;
  /** The Paystack channels the owner offers (store settings). */
  channels?: readonly string[];
  onPaid(reference: string): void;
  onClose(): void;
}

/**
 * Test mode's stand-in for the card provider's pop-up: clearly labelled, applying the spec's card
 * rules, and charging nothing. The server checks the same rules and records the test payment.
 */
export function TestCardSheet({ reference, amount, channels = ["card"], onPaid, onClose }: TestCardSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const offered = sheetChannels(channels);
  const [channel, setChannel] = useState<SheetChannel>(offered[0] ?? "card");
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
      <div className={`${styles.sheetForm} ${styles.sheetHead}`}>
        <p className={styles.testBadge} data-testid="test-mode-label">
          Test mode — no real card is charged
        </p>
        <h2 id="test-card-title" className={styles.sheetTitle}>
          Pay {formatNaira(amount)}
        </h2>
        {offered.length > 1 ? (
          <fieldset className={styles.channelTabs} data-testid="test-sheet-channels">
            <legend className="visually-hidden">Pay with</legend>
            {offered.map((option) => (
              <label key={option}>
                <input type="radio" name="test-sheet-channel" value={option} checked={channel === option} disabled={busy} onChange={() => setChannel(option)} data-testid={`test-sheet-channel-${option}`} />
                {option === "card" ? "Card" : "Pay with Transfer"}
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
      {channel === "bank_transfer" ? (
        <TestTransferPanel reference={reference} amount={amount} onPaid={onPaid} onClose={onClose} />
      ) : (
        <form onSubmit={pay} noValidate className={styles.sheetForm}>
          <p className={styles.note}>
            This shop has no card provider configured, so this practice card form stands in for it. Use a Visa, Mastercard or Verve number such
            as 4084 0840 8408 4081, any future expiry and any 3-digit CVV.
          </p>
          {field("cardNumber")}
          <div className={styles.fieldRow}>
            {field("expiry")}
            {field("cvv")}
          </div>
          <FormFooter submit={`Pay ${formatNaira(amount)}`} pending="Processing..." busy={busy} submitTestId="test-card-pay" error={failure}>
            <button type="button" className={buttonClass("ghost")} onClick={onClose} disabled={busy} data-testid="test-card-close">
              Close
            </button>
          </FormFooter>
        </form>
      )}
    </dialog>
  );
}
