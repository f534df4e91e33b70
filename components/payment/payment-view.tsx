"use client";

import Link from "next/link";
import checkoutStyles from "@/components/checkout/checkout.module.css";
import { buttonClass } from "@/components/ui/button";
import type { PaymentDraft } from "@/lib/checkout/draft";
import type { BankAccount } from "@/lib/settings/schemas";
import { PaymentMethodPanel, type CardAvailability, type OnDeliveryTerms, type PaymentChoice } from "./payment-method-panel";
import { PaymentSummary } from "./payment-summary";
import { TestCardSheet } from "./test-card-sheet";
import { usePayment } from "./use-payment";
import styles from "./payment.module.css";

interface PaymentViewProps {
  /** The checkout the server kept for this shopper, or null when there is none to pay for. */
  draft: PaymentDraft | null;
  methods: PaymentChoice[];
  bankAccounts: BankAccount[];
  card: CardAvailability;
  /** Pay on delivery's fee and the total then due, where this order may be paid on delivery. */
  onDelivery?: OnDeliveryTerms | null;
}

export function PaymentView({ draft, ...props }: PaymentViewProps) {
  if (draft === null) {
    return (
      <div className={styles.invalid} data-testid="payment-invalid">
        <p className={styles.invalidTitle}>Invalid checkout data.</p>
        <Link href="/cart" className={buttonClass("primary")}>
          Back to cart
        </Link>
      </div>
    );
  }
  return <DraftPayment draft={draft} {...props} />;
}

function DraftPayment({ draft, methods, bankAccounts, card, onDelivery = null }: PaymentViewProps & { draft: PaymentDraft }) {
  const payment = usePayment(draft);
  const { testCardOrder } = payment;

  if (payment.leaving) {
    return (
      <p role="status" className={styles.note} data-testid="payment-leaving">
        Taking you to your order…
      </p>
    );
  }
  return (
    <div className={checkoutStyles.layout}>
      <PaymentMethodPanel
        methods={methods}
        card={card}
        bankAccounts={bankAccounts}
        onDelivery={onDelivery}
        total={draft.quote.total}
        busy={payment.busy}
        pricing={false}
        failure={payment.failure}
        onMethodChange={payment.clearFailure}
        onPlace={payment.place}
      />
      <PaymentSummary draft={draft} />
      {testCardOrder ? <TestCardSheet reference={testCardOrder.reference} amount={testCardOrder.amount} channels={testCardOrder.channels} onPaid={payment.paidByCard} onClose={payment.closedPopup} /> : null}
    </div>
  );
}
