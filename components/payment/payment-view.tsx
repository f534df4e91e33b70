"use client";

import Link from "next/link";
import { CheckoutLoading } from "@/components/checkout/checkout-loading";
import checkoutStyles from "@/components/checkout/checkout.module.css";
import { buttonClass } from "@/components/ui/button";
import type { BankAccount, PaymentMethodSetting } from "@/lib/settings/schemas";
import { PaymentMethodPanel, type CardAvailability } from "./payment-method-panel";
import { PaymentSummary } from "./payment-summary";
import { TestCardSheet } from "./test-card-sheet";
import { usePayment } from "./use-payment";
import styles from "./payment.module.css";

interface PaymentViewProps {
  methods: Pick<PaymentMethodSetting, "id" | "name">[];
  bankAccounts: BankAccount[];
  card: CardAvailability;
}

export function PaymentView({ methods, bankAccounts, card }: PaymentViewProps) {
  const payment = usePayment();
  const { checkout, totals, testCardOrder } = payment;

  if (payment.leaving) {
    return (
      <p role="status" className={styles.note} data-testid="payment-leaving">
        Taking you to your order…
      </p>
    );
  }
  if (checkout === undefined) return <CheckoutLoading label="Loading payment" />;
  if (checkout === null || totals === null) {
    return (
      <div className={styles.invalid} data-testid="payment-invalid">
        <p className={styles.invalidTitle}>Invalid checkout data.</p>
        <Link href="/cart" className={buttonClass("primary")}>
          Back to cart
        </Link>
      </div>
    );
  }

  return (
    <div className={checkoutStyles.layout}>
      <PaymentMethodPanel
        methods={methods}
        card={card}
        bankAccounts={bankAccounts}
        total={totals.total}
        busy={payment.busy}
        pricing={payment.pricing}
        failure={payment.failure}
        onMethodChange={payment.clearFailure}
        onPlace={payment.place}
      />
      <PaymentSummary checkout={checkout} quote={payment.quote} totals={totals} pricing={payment.pricing} />
      {testCardOrder ? <TestCardSheet reference={testCardOrder.reference} amount={testCardOrder.amount} onPaid={payment.paidByCard} onClose={payment.closedPopup} /> : null}
    </div>
  );
}
