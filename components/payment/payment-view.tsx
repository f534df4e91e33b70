"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, useSyncExternalStore } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { OrderTotals } from "@/components/checkout/order-totals";
import { useQuote } from "@/components/checkout/use-quote";
import checkoutStyles from "@/components/checkout/checkout.module.css";
import { buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import { clearCheckoutData, parseCheckoutData, readCheckoutDataRaw, type CheckoutData } from "@/lib/checkout/checkout-storage";
import { STATE_LABELS, isNigerianState } from "@/lib/checkout/nigerian-states";
import type { InitializePaymentInput } from "@/lib/checkout/schemas";
import { formatNaira } from "@/lib/money/naira";
import type { PlacedOrder } from "@/lib/orders/place-order";
import type { BankAccount } from "@/lib/settings/schemas";
import { TestCardSheet } from "./test-card-sheet";
import styles from "./payment.module.css";

export type CardAvailability = { mode: "paystack"; publicKey: string } | { mode: "test" } | { mode: "unavailable"; reason: string };

interface PaymentViewProps {
  bankAccounts: BankAccount[];
  card: CardAvailability;
}

const subscribeNothing = () => () => {};
// Parsed again only when the stored handoff changes, so React sees a stable snapshot.
let checkoutSnapshot: { raw: string | null; value: CheckoutData | null } | null = null;
function readCheckoutSnapshot(): CheckoutData | null {
  const raw = readCheckoutDataRaw();
  if (!checkoutSnapshot || checkoutSnapshot.raw !== raw) checkoutSnapshot = { raw, value: parseCheckoutData(raw) };
  return checkoutSnapshot.value;
}

function initializeBody(data: CheckoutData, method: "card" | "bank", total: number, bankAccount: string | null): InitializePaymentInput {
  return {
    email: data.form.email,
    method,
    orderDetails: {
      orderItems: data.items.map((item) => ({ product: item._id, quantity: item.quantity })),
      shipping: {
        fullName: data.form.fullName,
        address: data.form.address,
        city: data.form.city,
        state: data.form.state,
        postalCode: data.form.postalCode,
        phoneNumber: data.form.phoneNumber,
      },
      ...(bankAccount ? { bankAccount } : {}),
    },
    amount: Math.round(total),
  };
}

export function PaymentView({ bankAccounts, card }: PaymentViewProps) {
  const router = useRouter();
  const methodId = useId();
  const data = useSyncExternalStore(subscribeNothing, readCheckoutSnapshot, () => undefined);
  const { clearCart } = useCart();
  const { quote, loading } = useQuote(data?.items ?? []);
  const [method, setMethod] = useState<"card" | "bank">(card.mode === "unavailable" ? "bank" : "card");
  const [account, setAccount] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cardOrder, setCardOrder] = useState<PlacedOrder | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (leaving) {
    return (
      <p role="status" className={styles.note} data-testid="payment-leaving">
        Taking you to your order…
      </p>
    );
  }
  if (data === undefined) {
    return (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">Loading payment</span>
        <Skeleton className={checkoutStyles.skeleton} />
      </div>
    );
  }
  if (data === null) {
    return (
      <div className={styles.invalid} data-testid="payment-invalid">
        <p className={styles.invalidTitle}>Invalid checkout data.</p>
        <Link href="/cart" className={buttonClass("primary")}>
          Back to cart
        </Link>
      </div>
    );
  }
  const checkout = data;
  const totals = quote ?? checkout.totals;

  function finish() {
    setLeaving(true);
    clearCart();
    clearCheckoutData();
  }

  function paidByCard(reference: string) {
    finish();
    router.push(`/payment-success?ref=${encodeURIComponent(reference)}`);
  }

  function closedPopup() {
    setSheetOpen(false);
    setBusy(false);
    window.alert("Payment modal closed");
  }

  async function openCardPopup(order: PlacedOrder) {
    if (order.provider === "paystack" && order.accessCode) {
      const { default: PaystackPop } = await import("@paystack/inline-js");
      new PaystackPop().resumeTransaction(order.accessCode, {
        onSuccess: () => paidByCard(order.reference),
        onCancel: closedPopup,
        onError: (error) => {
          console.error("Payment pop-up failed", error);
          setFailure("The secure payment window could not open. Please check your connection and try again.");
          setBusy(false);
        },
      });
      return;
    }
    setSheetOpen(true);
  }

  async function place(chosen: "card" | "bank") {
    setBusy(true);
    setFailure(null);
    try {
      // A card order already placed in this visit is paid, not placed again.
      if (chosen === "card" && cardOrder) {
        await openCardPopup(cardOrder);
        return;
      }
      const answer = await apiRequest<{ success: boolean; data: PlacedOrder }>("/payment/initialize", {
        method: "POST",
        body: initializeBody(checkout, chosen, totals.total, chosen === "bank" ? account : null),
        timeoutMs: 20_000,
      });
      if (!answer.success) throw new Error("Payment initialization failed");
      if (chosen === "bank") {
        finish();
        const query = new URLSearchParams({ id: answer.data.orderId, fullName: answer.data.fullName, method: "bank" });
        router.push(`/order-confirmation?${query}`);
        return;
      }
      setCardOrder(answer.data);
      await openCardPopup(answer.data);
    } catch (error) {
      console.error("Payment initialization failed", error);
      setFailure(error instanceof ApiError ? error.message : "We could not start the payment. Please try again.");
      setBusy(false);
    }
  }

  const stateLabel = isNigerianState(checkout.form.state) ? STATE_LABELS[checkout.form.state] : checkout.form.state;

  return (
    <div className={checkoutStyles.layout}>
      <section className={checkoutStyles.panel} aria-labelledby="payment-method-title">
        <h2 id="payment-method-title" className={checkoutStyles.panelTitle}>
          Payment
        </h2>
        <div className={styles.field}>
          <label htmlFor={methodId} className={styles.label}>
            Payment method
          </label>
          <select
            id={methodId}
            className={styles.input}
            value={method}
            disabled={busy}
            onChange={(event) => {
              setMethod(event.target.value === "bank" ? "bank" : "card");
              setFailure(null);
            }}
            data-testid="payment-method"
          >
            <option value="card" disabled={card.mode === "unavailable"}>
              Card
            </option>
            <option value="bank">Bank transfer</option>
          </select>
        </div>

        {method === "card" ? (
          <div className={styles.method}>
            {card.mode === "unavailable" ? (
              <p className={styles.danger} role="alert">
                {card.reason}
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
            <button
              type="button"
              className={buttonClass("primary", { block: true })}
              disabled={busy || card.mode === "unavailable" || loading}
              onClick={() => place("card")}
              data-testid="pay-button"
            >
              {busy ? "Processing..." : `Pay ${formatNaira(totals.total)}`}
            </button>
          </div>
        ) : (
          <div className={styles.method}>
            <fieldset className={styles.accounts}>
              <legend className={styles.label}>Transfer to one of our accounts</legend>
              {bankAccounts.map((option) => (
                <label key={option.id} className={styles.account} data-testid="bank-account-option">
                  <input
                    type="radio"
                    name="bank-account"
                    value={option.id}
                    checked={account === option.id}
                    onChange={() => setAccount(option.id)}
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
              <p className={styles.note}>After placing the order, transfer {formatNaira(totals.total)} using your order ID as the reference.</p>
            ) : (
              <p className={styles.error} data-testid="bank-account-required">
                Please select a bank account
              </p>
            )}
            <button
              type="button"
              className={buttonClass("primary", { block: true })}
              disabled={!account || busy || loading}
              onClick={() => place("bank")}
              data-testid="bank-done"
            >
              {busy ? "Processing..." : "Done"}
            </button>
          </div>
        )}
        {failure ? (
          <div role="alert" className={styles.danger} data-testid="payment-error">
            <p>{failure}</p>
            <Link href="/checkout">Back to checkout</Link>
          </div>
        ) : null}
      </section>

      <aside className={`${checkoutStyles.panel} ${checkoutStyles.sticky}`} aria-labelledby="payment-summary-title" data-testid="payment-summary">
        <h2 id="payment-summary-title" className={checkoutStyles.panelTitle}>
          Order summary
        </h2>
        <ul className={checkoutStyles.lines} aria-label="Items in your order">
          {checkout.items.map((item) => {
            const line = quote?.lines.find((candidate) => candidate.productId === item._id);
            return (
              <li key={item._id} className={checkoutStyles.line} data-testid="payment-line">
                <div className={checkoutStyles.lineInfo} style={{ gridColumn: "1 / 3" }}>
                  <p className="eyebrow">{item.brand}</p>
                  <p className={checkoutStyles.lineName}>{item.name}</p>
                  <p className={checkoutStyles.meta}>
                    {formatNaira(line?.unitPrice ?? item.price)} × {item.quantity}
                  </p>
                  {line?.stockWarning ? <p className={checkoutStyles.warning}>{line.stockWarning}</p> : null}
                </div>
                <p className={checkoutStyles.lineTotal}>{formatNaira(line?.lineTotal ?? item.price * item.quantity)}</p>
              </li>
            );
          })}
        </ul>
        <OrderTotals quote={totals} loading={loading} />
        <div className={styles.shipTo}>
          <p className={styles.label}>Ship to</p>
          <strong>{checkout.form.fullName}</strong>
          <span>{checkout.form.address}</span>
          <span>
            {checkout.form.city}, {stateLabel}
            {checkout.form.postalCode ? ` ${checkout.form.postalCode}` : ""}
          </span>
          <span>{checkout.form.email}</span>
          {checkout.form.phoneNumber ? <span>{checkout.form.phoneNumber}</span> : null}
          <Link href="/checkout">Change details</Link>
        </div>
      </aside>

      {sheetOpen && cardOrder ? <TestCardSheet reference={cardOrder.reference} amount={cardOrder.amount} onPaid={paidByCard} onClose={closedPopup} /> : null}
    </div>
  );
}
