import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import { countDueSalesQuietly } from "@/lib/analytics/sales-ledger";
import { pendingMail } from "@/lib/mail/pending-mail";
import { relayOrderMail } from "@/lib/mail/relay";
import { formatKobo, toKobo } from "@/lib/money/naira";
import { providerForOrder } from "@/lib/payments/config";
import { PaymentProviderError, type VerifiedTransaction } from "@/lib/payments/provider";
import { LEDGER_STATE, ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import { settleStock } from "./holds";
import { checkoutRefusal } from "./refusals";
import { countPaymentCheck, providerCheckDue } from "./checkout-limits";

export type ConfirmOutcome =
  | { confirmed: true; order: OrderRecord }
  | { confirmed: false; order: OrderRecord; reason: "not-successful" | "amount-mismatch" | "currency-mismatch" | "order-cancelled" | "not-a-card-order" };

/**
 * What a payment's confirmation says, written by the update that marks the order paid: the receipt
 * to the shopper (a card order's first message: nothing is sent while it awaits payment) and, for
 * a card, the owner's new-order alert (a transfer's went out when it was placed).
 */
export function paidOrderMail(paidAt: Date, card: boolean) {
  return [
    pendingMail("payment-confirmed", "payment-confirmed", "customer", { paidAt: paidAt.toISOString() }),
    ...(card ? [pendingMail("owner:new-order", "owner-new-order", "owner", { paid: true, payBy: null })] : []),
  ];
}

function alreadyPaid(order: OrderRecord): ConfirmOutcome {
  return order.status === ORDER_STATUS.cancelled ? { confirmed: false, order, reason: "order-cancelled" } : { confirmed: true, order };
}

/**
 * The one path that marks a card order paid, used by verify, the webhook and the expiry sweep.
 * The provider's report must say success for exactly the order's amount in naira; the update is
 * conditional on the order still being unpaid, so a payment confirms an order once however many
 * verifies and webhooks arrive.
 */
export async function confirmCardPayment(reference: string, transaction: VerifiedTransaction, now: Date = new Date()): Promise<ConfirmOutcome> {
  const order = await Order.findOne({ "payment.reference": reference }).lean<OrderRecord>();
  if (!order) throw checkoutRefusal.orderNotFound();
  if (order.payment.method !== PAYMENT_METHOD.card) return { confirmed: false, order, reason: "not-a-card-order" };
  if (order.payment.state === PAYMENT_STATE.paid) return alreadyPaid(order);
  if (transaction.status !== "success" || transaction.reference !== reference) return { confirmed: false, order, reason: "not-successful" };
  const expectedKobo = toKobo(order.totalPrice);
  if (transaction.amountKobo !== expectedKobo) {
    console.warn(`Payment ${reference} paid ${transaction.amountKobo} kobo, order ${order.orderNumber} costs ${expectedKobo}`);
    return { confirmed: false, order, reason: "amount-mismatch" };
  }
  if (transaction.currency !== "NGN") return { confirmed: false, order, reason: "currency-mismatch" };

  const paidAt = transaction.paidAt ?? now;
  const confirmed = await Order.findOneAndUpdate(
    { _id: order._id, status: ORDER_STATUS.pending, "payment.state": PAYMENT_STATE.unpaid },
    {
      $set: {
        status: ORDER_STATUS.placed,
        "payment.state": PAYMENT_STATE.paid,
        "payment.paidAt": paidAt,
        "payment.paidAmountKobo": transaction.amountKobo,
        "payment.ledger": LEDGER_STATE.due,
        // A Paystack transfer confirms here like a card; the channel says which it was.
        ...(transaction.channel ? { "payment.channel": transaction.channel } : {}),
      },
      $unset: { expiresAt: 1 },
      $push: { statusHistory: { status: ORDER_STATUS.placed, at: now }, mail: { $each: paidOrderMail(paidAt, true) } },
    },
    { returnDocument: "after" },
  ).lean<OrderRecord>();
  if (confirmed) {
    // Now rather than at the next sweep, so the stock history says "paid" when it was.
    await settleStock(confirmed._id);
    await countDueSalesQuietly();
    await relayOrderMail(confirmed._id, now);
    const how = transaction.channel === "bank_transfer" ? "Paystack transfer" : transaction.channel && transaction.channel !== "card" ? `Paystack ${transaction.channel}` : "Card payment";
    await recordActivity("payment-confirmed", `${how} of ${formatKobo(transaction.amountKobo)} confirmed for ${order.orderNumber}`, order.orderNumber);
    return { confirmed: true, order: confirmed };
  }

  const current = await Order.findById(order._id).lean<OrderRecord>();
  if (!current) throw checkoutRefusal.orderNotFound();
  if (current.payment.state === PAYMENT_STATE.paid && current.status !== ORDER_STATUS.cancelled) return { confirmed: true, order: current };
  if (current.status === ORDER_STATUS.cancelled) {
    // The money arrived after the order expired and its stock went back: keep the payment on
    // record so the owner can refund it or restock and fulfil by hand.
    const recorded = await Order.findOneAndUpdate(
      { _id: order._id, status: ORDER_STATUS.cancelled, "payment.state": PAYMENT_STATE.unpaid },
      // Money received counts as sales, as it always has, until the owner refunds it by hand.
      {
        $set: {
          "payment.state": PAYMENT_STATE.paid,
          "payment.paidAt": paidAt,
          "payment.paidAmountKobo": transaction.amountKobo,
          "payment.ledger": LEDGER_STATE.due,
        },
      },
      { returnDocument: "after" },
    ).lean<OrderRecord>();
    if (recorded) {
      await countDueSalesQuietly();
      await recordActivity(
        "payment-confirmed",
        `Payment of ${formatKobo(transaction.amountKobo)} arrived for cancelled order ${order.orderNumber}: refund or fulfil by hand`,
        order.orderNumber,
      );
    }
    return { confirmed: false, order: recorded ?? current, reason: "order-cancelled" };
  }
  return { confirmed: false, order: current, reason: "not-successful" };
}

const RECENT_CHECK_WAIT_MS = 1500;
const RECENT_CHECK_POLL_MS = 250;

/**
 * The reference was asked of the provider seconds ago, perhaps by a check still waiting for its
 * answer (a shopper's second tab): what that check makes of the order, read from the order for a
 * few seconds, without asking the provider again.
 */
async function outcomeOfRecentCheck(order: OrderRecord): Promise<ConfirmOutcome> {
  for (let waited = 0; waited < RECENT_CHECK_WAIT_MS; waited += RECENT_CHECK_POLL_MS) {
    const current = await Order.findById(order._id).lean<OrderRecord>();
    if (current?.payment.state === PAYMENT_STATE.paid) return alreadyPaid(current);
    await new Promise((resolve) => setTimeout(resolve, RECENT_CHECK_POLL_MS));
  }
  return { confirmed: false, order, reason: "not-successful" };
}

/**
 * Asks the order's provider about a reference and confirms through the path above. A check a
 * client asks for (the payment page's) is counted against its limits, and asks Paystack only
 * when nobody did in the last seconds; the shop's own checks (test mode's transfer) are neither.
 */
export async function verifyCardPayment(reference: string, options: { client?: string; now?: Date } = {}): Promise<ConfirmOutcome> {
  const now = options.now ?? new Date();
  if (options.client !== undefined) await countPaymentCheck(reference, options.client, now);
  const order = await Order.findOne({ "payment.reference": reference }).lean<OrderRecord>();
  if (!order) throw checkoutRefusal.orderNotFound();
  if (order.payment.method !== PAYMENT_METHOD.card) return { confirmed: false, order, reason: "not-a-card-order" };
  if (order.payment.state === PAYMENT_STATE.paid) return alreadyPaid(order);
  const provider = providerForOrder(order.payment.provider);
  if (!provider) return { confirmed: false, order, reason: "not-successful" };
  // Only Paystack's checks cost anything; test mode's answer at once.
  if (options.client !== undefined && provider.name === "paystack" && !(await providerCheckDue(reference, now))) return outcomeOfRecentCheck(order);
  let transaction: VerifiedTransaction;
  try {
    transaction = await provider.verify(reference);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      console.error("Payment verification failed", reference, error);
      return { confirmed: false, order, reason: "not-successful" };
    }
    throw error;
  }
  return confirmCardPayment(reference, transaction, now);
}
