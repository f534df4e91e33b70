"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/button";
import { FormFooter } from "@/components/ui/form-footer";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { formatNaira } from "@/lib/money/naira";
import styles from "./payment.module.css";

/** A made-up account number for the practice transfer, the same for one payment every time it is shown. */
function practiceAccountNumber(reference: string): string {
  let hash = 7;
  for (const char of reference) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return `99${String(hash).padStart(8, "0")}`;
}

interface TestTransferPanelProps {
  reference: string;
  amount: number;
  onPaid(reference: string): void;
  onClose(): void;
}

/**
 * Test mode's stand-in for Paystack's Pay with Transfer: a one-time account for this payment and a
 * button that plays the bank's part. The server then confirms the order itself, as Paystack's
 * webhook does for a real transfer: nobody at the shop has to confirm it.
 */
export function TestTransferPanel({ reference, amount, onPaid, onClose }: TestTransferPanelProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function sent(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await apiRequest("/payment/test-charge", { method: "POST", body: { reference, channel: "bank_transfer" }, timeoutMs: 10_000 });
      onPaid(reference);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : "The test transfer could not be completed.");
      setBusy(false);
    }
  }

  return (
    <form className={styles.sheetForm} onSubmit={sent} noValidate data-testid="test-transfer-panel">
      <p className={styles.note}>
        Transfer exactly {formatNaira(amount)} to this one-time account. It is confirmed automatically as soon as the money arrives, so you do not need to
        send us a receipt.
      </p>
      <dl className={styles.transferAccount}>
        <div>
          <dt>Bank</dt>
          <dd>Paystack-Titan (practice)</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd data-testid="test-transfer-account">{practiceAccountNumber(reference)}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatNaira(amount)}</dd>
        </div>
      </dl>
      <p className={styles.note}>In test mode no money moves: the button below plays the part of your bank.</p>
      <FormFooter submit="I've sent the money" pending="Waiting for the transfer..." busy={busy} submitTestId="test-transfer-sent" error={failure}>
        <button type="button" className={buttonClass("ghost")} onClick={onClose} disabled={busy} data-testid="test-transfer-close">
          Close
        </button>
      </FormFooter>
    </form>
  );
}
