"use client";

import Link from "next/link";
import { useId, useState } from "react";
import checkoutStyles from "@/components/checkout/checkout.module.css";
import { buttonClass } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { formatNaira } from "@/lib/money/naira";
import type { BankAccount } from "@/lib/settings/schemas";
import { PAYMENT_METHOD, type PaymentMethod } from "@/lib/vocabulary/order-statuses";
import styles from "./payment.module.css";
import { CARD_UNAVAILABLE_MESSAGE } from "@/lib/vocabulary/card-payment";

export type CardAvailability = { mode: "paystack"; publicKey: string } | { mode: "test" } | { mode: "unavailable" };
/** A way to pay as the page offers it, with the name shoppers see. */
export interface PaymentChoice {
  id: PaymentMethod;
  name: string;
}
/** Pay on delivery's fee for this order and the total then due at the door. */
export interface OnDeliveryTerms {
  fee: number;
  total: number;
}

interface PaymentMethodPanelProps {
  /** The methods the owner has switched on (and pay on delivery where allowed), with the names shoppers see. */
  methods: PaymentChoice[];
  card: CardAvailability;
  bankAccounts: BankAccount[];
  onDelivery?: OnDeliveryTerms | null;
  total: number;
  /** An order is being placed or paid: every choice waits. */
  busy: boolean;
  /** The server is still pricing the order: nothing can be placed yet. */
  pricing: boolean;
  failure: string | null;
  onMethodChange(): void;
  onPlace(method: PaymentMethod, bankAccount: string | null): void;
}

/** The shopper's choice of card or bank transfer, and the button that places the order. */
export function PaymentMethodPanel({ methods, card, bankAccounts, onDelivery = null, total, busy, pricing, failure, onMethodChange, onPlace }: PaymentMethodPanelProps) {
  const methodId = useId();
  const usable = (id: PaymentMethod) => id !== PAYMENT_METHOD.card || card.mode !== "unavailable";
  const [method, setMethod] = useState<PaymentMethod>(() => (methods.find((option) => usable(option.id)) ?? methods[0])?.id ?? "card");
  // Kept here so the chosen account survives switching to card and back.
  const [account, setAccount] = useState("");
  return (
    <section className={checkoutStyles.panel} aria-labelledby="payment-method-title">
      <h2 id="payment-method-title" className={checkoutStyles.panelTitle}>
        Payment
      </h2>
      <FormField id={methodId} label="Payment method">
        {(control) => (
          <select
            {...control}
            value={method}
            disabled={busy}
            onChange={(event) => {
              setMethod(methods.find((option) => option.id === event.target.value)?.id ?? "card");
              onMethodChange();
            }}
            data-testid="payment-method"
          >
            {methods.map((option) => (
              <option key={option.id} value={option.id} disabled={!usable(option.id)}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {method === PAYMENT_METHOD.onDelivery && onDelivery ? (
        <OnDeliveryMethod terms={onDelivery} total={onDelivery.total} disabled={busy || pricing} busy={busy} onPlace={() => onPlace(PAYMENT_METHOD.onDelivery, null)} />
      ) : method === "card" ? (
        <CardMethod card={card} total={total} disabled={busy || pricing} busy={busy} onPay={() => onPlace("card", null)} />
      ) : (
        <BankMethod
          accounts={bankAccounts}
          account={account}
          onChoose={setAccount}
          total={total}
          disabled={busy || pricing}
          busy={busy}
          onDone={() => onPlace("bank", account)}
        />
      )}
      {failure ? (
        <div role="alert" className={styles.danger} data-testid="payment-error">
          <p>{failure}</p>
          <Link href="/checkout">Back to checkout</Link>
        </div>
      ) : null}
    </section>
  );
}

interface MethodProps {
  total: number;
  disabled: boolean;
  busy: boolean;
}

function CardMethod({ card, total, disabled, busy, onPay }: MethodProps & { card: CardAvailability; onPay(): void }) {
  return (
    <div className={styles.method}>
      {card.mode === "unavailable" ? (
        <p className={styles.danger} role="alert">
          {CARD_UNAVAILABLE_MESSAGE}
        </p>
      ) : (
        <div className={styles.cardNote}>
          {card.mode === "test" ? (
            <p className={styles.testBadge} data-testid="test-mode-banner">
              Test mode — no real card is charged
            </p>
          ) : null}
          <p>
            {card.mode === "paystack"
              ? "You will enter your card number, expiry date and CVV in Paystack's secure window. We never see your card details."
              : "Pressing Pay opens a practice card form for your card number, expiry date and CVV."}
          </p>
          <p className={styles.note}>Visa, Mastercard and Verve cards are accepted.</p>
        </div>
      )}
      <button type="button" className={buttonClass("primary", { block: true })} disabled={disabled || card.mode === "unavailable"} onClick={onPay} data-testid="pay-button">
        {busy ? "Processing..." : `Pay ${formatNaira(total)}`}
      </button>
    </div>
  );
}

interface BankMethodProps extends MethodProps {
  accounts: BankAccount[];
  account: string;
  onChoose(account: string): void;
  onDone(): void;
}

function BankMethod({ accounts, account, onChoose, total, disabled, busy, onDone }: BankMethodProps) {
  return (
    <div className={styles.method}>
      <fieldset className={styles.accounts}>
        <legend className={styles.label}>Transfer to one of our accounts</legend>
        {accounts.map((option) => (
          <label key={option.id} className={styles.account} data-testid="bank-account-option">
            <input
              type="radio"
              name="bank-account"
              value={option.id}
              checked={account === option.id}
              onChange={() => onChoose(option.id)}
              disabled={busy}
              data-testid={`bank-account-${option.id}`}
            />
            <span>
              <span className={styles.accountBank}>{option.bankName}</span>
              <br />
              <span className={styles.accountDetail}>
                {option.accountNumber} · {option.accountName}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {account ? (
        <p className={styles.note}>After placing the order, transfer {formatNaira(total)} using your order ID as the reference.</p>
      ) : (
        <p className={styles.error} data-testid="bank-account-required">
          Please select a bank account
        </p>
      )}
      <button type="button" className={buttonClass("primary", { block: true })} disabled={!account || disabled} onClick={onDone} data-testid="bank-done">
        {busy ? "Processing..." : "Done"}
      </button>
    </div>
  );
}

function OnDeliveryMethod({ terms, total, disabled, busy, onPlace }: MethodProps & { terms: OnDeliveryTerms; onPlace(): void }) {
  return (
    <div className={styles.method} data-testid="pay-on-delivery">
      <p>
        Pay {formatNaira(total)} when your order arrives: in cash, by POS or by bank transfer to the courier.
        {terms.fee > 0 ? ` This includes a pay-on-delivery fee of ${formatNaira(terms.fee)}.` : ""}
      </p>
      <p className={styles.note}>Keep your phone on: we call before we deliver. Your items are kept for you until then.</p>
      <button type="button" className={buttonClass("primary", { block: true })} disabled={disabled} onClick={onPlace} data-testid="pay-on-delivery-place">
        {busy ? "Processing..." : "Place order"}
      </button>
    </div>
  );
}
