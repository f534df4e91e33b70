import { privatePageMetadata } from "@/lib/content/private-page";
import Link from "next/link";
import checkoutStyles from "@/components/checkout/checkout.module.css";
import styles from "@/components/checkout/confirmation.module.css";
import { buttonClass } from "@/components/ui/button";
import { OrderTotals, orderSummaryTotals } from "@/components/checkout/order-totals";
import { formatNaira } from "@/lib/money/naira";
import { orderConfirmation } from "@/lib/orders/confirmation";
import { formatPaymentDeadline } from "@/lib/calendar/payment-deadline";
import { trackingPath } from "@/lib/vocabulary/order-number";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { orderQuestion, whatsappLink } from "@/lib/content/whatsapp-link";
import { getWhatsappNumber } from "@/lib/settings/whatsapp-number";

export const metadata = privatePageMetadata("Thank you");

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const single = (value: string | string[] | undefined) => (typeof value === "string" ? value.trim() : "");

export default async function OrderConfirmationPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const id = single(params.id);
  // The spec's link still carries fullName; the page greets the buyer by the order's own name.
  const fullName = single(params.fullName);
  const method = single(params.method);

  if (!id || !fullName) {
    return (
      <div className={`container ${checkoutStyles.page}`}>
        <div className={styles.card} data-testid="confirmation-invalid">
          <h1 className={styles.invalid}>Invalid order data.</h1>
          <Link href="/shop" className={buttonClass("primary")}>
            Continue shopping
          </Link>
        </div>
      </div>
    );
  }

  const [confirmation, whatsapp] = await Promise.all([orderConfirmation(id), getWhatsappNumber()]);
  const transfer = method === "bank" ? (confirmation?.transfer ?? null) : null;
  const trackingHref = trackingPath(id);

  return (
    <div className={`container ${checkoutStyles.page}`}>
      <article className={styles.card} data-testid="order-confirmation">
        <p className="eyebrow">Order received</p>
        <h1 className={styles.title} data-testid="confirmation-thanks">
          {confirmation?.firstName ? `Thank you, ${confirmation.firstName}!` : "Thank you!"}
        </h1>
        <div className={styles.orderId}>
          <span className="eyebrow">Order ID</span>
          <span className={styles.orderIdValue} data-testid="confirmation-order-id">
            {id}
          </span>
        </div>
        {method === "bank" ? (
          <>
            <p className={styles.pending} data-testid="confirmation-message">
              Your order is pending confirmation. We will confirm it as soon as your bank transfer arrives.
            </p>
            {transfer ? (
              <>
                <p className={styles.lede}>Please transfer the amount below, using your order ID as the transfer reference.</p>
                <dl className={styles.transfer} data-testid="transfer-details">
                  <dt>Amount</dt>
                  <dd data-testid="transfer-amount">{formatNaira(transfer.amount)}</dd>
                  <dt>Bank</dt>
                  <dd data-testid="transfer-bank">{transfer.bankName}</dd>
                  <dt>Account number</dt>
                  <dd data-testid="transfer-account-number">{transfer.accountNumber}</dd>
                  <dt>Account name</dt>
                  <dd>{transfer.accountName}</dd>
                  <dt>Reference</dt>
                  <dd data-testid="transfer-reference">{transfer.orderNumber}</dd>
                </dl>
                {transfer.payBy ? (
                  <p className={styles.lede} data-testid="transfer-deadline">
                    Please pay by <strong>{formatPaymentDeadline(transfer.payBy)}</strong>. If your transfer has not reached us by then, the order is cancelled and its items go back on sale.
                  </p>
                ) : null}
              </>
            ) : null}
          </>
        ) : method === PAYMENT_METHOD.onDelivery ? (
          <p className={styles.placed} data-testid="confirmation-message">
            Your order has been placed. You pay {confirmation ? formatNaira(confirmation.totals.totalPrice) : "its total"} when it arrives, in cash, by POS or by transfer. Keep your phone
            on: we call before we deliver.
          </p>
        ) : (
          <p className={styles.placed} data-testid="confirmation-message">
            Your order has been placed successfully. We are getting it ready.
          </p>
        )}
        {confirmation ? (
          <section aria-labelledby="confirmation-totals-title" data-testid="confirmation-totals">
            <h2 id="confirmation-totals-title" className="visually-hidden">
              Order total
            </h2>
            <OrderTotals totals={orderSummaryTotals(confirmation.totals)} loading={false} />
          </section>
        ) : null}
        <div className={styles.actions}>
          <Link href={trackingHref} className={buttonClass("primary")} data-testid="confirmation-track">
            Track your order
          </Link>
          <Link href="/shop" className={buttonClass("ghost")}>
            Continue shopping
          </Link>
          {whatsapp ? (
            <a href={whatsappLink(whatsapp, orderQuestion(id))} className={buttonClass("ghost")} target="_blank" rel="noopener noreferrer" data-testid="order-whatsapp">
              Questions about this order
            </a>
          ) : null}
        </div>
      </article>
    </div>
  );
}
