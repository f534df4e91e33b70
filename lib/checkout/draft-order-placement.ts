import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import type { Types } from "mongoose";
import { recordActivity } from "@/lib/activity/record-activity";
import { countDueSalesQuietly } from "@/lib/analytics/sales-ledger";
import { pendingMail } from "@/lib/mail/pending-mail";
import { relayOrderMail } from "@/lib/mail/relay";
import { formatKobo, toKobo } from "@/lib/money/naira";
import { providerForOrder } from "@/lib/payments/config";
import { PaymentProviderError, type VerifiedTransaction } from "@/lib/payments/provider";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { OUTSIDE_PAYMENT_LABELS, type OutsidePaymentWay } from "@/lib/vocabulary/draft-orders";
import { LEDGER_STATE, ORDER_STATUS, OUTSIDE_PAYMENT, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { SALES_CHANNEL_LABELS } from "@/lib/vocabulary/sales-channels";
import { DraftOrder, type DraftOrderRecord } from "@/models/draft-order";
import { Order, type OrderRecord } from "@/models/order";
import { OrderIntent } from "@/models/order-intent";
import { countPaymentCheck, providerCheckDue } from "./checkout-limits";
import { confirmCardPayment, paidOrderMail, verifyCardPayment, type ConfirmOutcome } from "./confirm-payment";
import { draftOrderRecord, priceDraftOrder, type DraftToPrice } from "./draft-order-pricing";
import { releaseExpiredOrders } from "./expiry";
import { settleStock } from "./holds";
import { generateOrderNumber } from "./order-number";
import { CARD_PAYMENT_WINDOW_MS } from "./place-order";
import { finishIntent, runPlacement } from "./placement";
import { checkoutRefusal, isCheckoutRefusal } from "./refusals";

/**
 * A draft becomes an order here, once. Whoever turns it (the owner recording a payment, the link's
 * verify, its webhook) first claims it with one conditional update (open → placing); the others
 * wait for the order. The order is placed under the draft's own `orderId` through checkout's
 * placement (intent, stock, order), then confirmed by checkout's confirmation. A claim left by a
 * process that died is taken over after CLAIM_STALE_MS, and the work it left is finished: an
 * intent is rolled forward or back, an order found is only confirmed.
 */

const CLAIM_STALE_MS = 2 * 60 * 1000;
const WAIT_FOR_PLACEMENT_MS = 15_000;

export const draftRefusal = {
  notFound: () => new DomainError("draft-order-not-found", "not-found", "Draft order not found"),
  placed: () => new DomainError("draft-order-placed", "conflict", "This draft is already an order."),
  busy: () => new DomainError("draft-order-busy", "conflict", "This draft is being turned into an order; try again in a minute."),
  reserved: () => new DomainError("draft-order-reserved", "conflict", "Stock is reserved for this draft: release the reservation to edit it."),
  alreadyReserved: () => new DomainError("draft-order-already-reserved", "conflict", "Stock is already reserved for this draft: release it first to choose another time."),
  linkSent: () => new DomainError("draft-order-link-sent", "conflict", "A payment link was sent for this draft: it is paid through the link, or not at all."),
  amountDiffers: (totalKobo: number) => new DomainError("amount-differs", "invalid", `The order comes to ${formatKobo(totalKobo)}: record that amount.`, "amount"),
};

/** The stored draft in pricing's words. */
export function draftToPrice(draft: DraftOrderRecord): DraftToPrice & { _id: Types.ObjectId } {
  const delivery = draft.delivery;
  const where = { state: delivery.state || null, city: delivery.city ?? "", address: delivery.address ?? "" };
  return {
    _id: draft._id,
    channel: draft.channel,
    customer: { id: draft.customer.user ? String(draft.customer.user) : null, name: draft.customer.name, phone: draft.customer.phone, email: draft.customer.email || null },
    lines: draft.lines.map((line) => ({ productId: String(line.product), sizeId: line.size ? String(line.size) : null, quantity: line.quantity })),
    customLines: draft.customLines.map((line) => ({ label: line.label, price: line.price, quantity: line.quantity })),
    discount: draft.discount ? { kind: draft.discount.kind, value: draft.discount.value, reason: draft.discount.reason } : null,
    delivery: delivery.kind === "owner" ? { kind: "owner", price: delivery.price ?? 0, ...where } : { kind: "method", methodId: delivery.methodId ?? "", ...where },
    note: draft.note,
  };
}

async function claim(draftId: Types.ObjectId | string, now: Date): Promise<DraftOrderRecord | null> {
  return DraftOrder.findOneAndUpdate(
    { _id: draftId, $or: [{ state: "open" }, { state: "placing", placingSince: { $lt: new Date(now.getTime() - CLAIM_STALE_MS) } }] },
    { $set: { state: "placing", placingSince: now } },
    { returnDocument: "after" },
  ).lean<DraftOrderRecord>();
}

async function unclaim(draft: DraftOrderRecord): Promise<void> {
  await DraftOrder.updateOne({ _id: draft._id, state: "placing", placingSince: draft.placingSince }, { $set: { state: "open" }, $unset: { placingSince: 1 } });
}

async function markPlaced(draft: DraftOrderRecord, order: OrderRecord, outcome: "paid" | "out-of-stock", extra: Record<string, unknown> = {}): Promise<void> {
  await DraftOrder.updateOne({ _id: draft._id, state: "placing" }, { $set: { state: "placed", orderNumber: order.orderNumber, outcome, ...extra }, $unset: { placingSince: 1 } });
}

/** Another caller holds the claim: waits for the order it is placing. */
async function orderOnceClaimed(draftId: Types.ObjectId | string): Promise<{ draft: DraftOrderRecord | null; order: OrderRecord | null }> {
  const deadline = Date.now() + WAIT_FOR_PLACEMENT_MS;
  for (;;) {
    const draft = await DraftOrder.findById(draftId).lean<DraftOrderRecord>();
    if (!draft || draft.state !== "placing" || Date.now() > deadline) {
      const order = draft ? await Order.findById(draft.orderId).lean<OrderRecord>() : null;
      return { draft, order };
    }
    await sleep(100);
  }
}

/**
 * Takes the draft's stock and stores its order, under the draft's orderId: the order found if a
 * previous attempt stored it, the intent it left finished first. Unpaid orders whose time is up
 * give their stock back before a shortfall is final, as at checkout.
 */
async function placeDraft(draft: DraftOrderRecord, order: ReturnType<typeof draftOrderRecord>, now: Date): Promise<OrderRecord> {
  const stored = await Order.findById(draft.orderId).lean<OrderRecord>();
  if (stored) return stored;
  if (await OrderIntent.exists({ _id: draft.orderId })) {
    await finishIntent(draft.orderId);
    const finished = await Order.findById(draft.orderId).lean<OrderRecord>();
    if (finished) return finished;
  }
  const plan = {
    orderId: draft.orderId,
    email: draft.customer.email ?? "",
    lines: (order.orderItems as { product: string; size: string; quantity: number; brand: string; name: string }[]).map((item) => ({
      productId: String(item.product),
      sizeId: String(item.size),
      quantity: item.quantity,
      brand: item.brand,
      name: item.name,
    })),
    promotionId: null,
    order,
    now,
  };
  try {
    return await runPlacement(plan);
  } catch (error) {
    if (!isCheckoutRefusal(error, "out-of-stock") || (await releaseExpiredOrders(now)).length === 0) throw error;
    return runPlacement(plan);
  }
}

/**
 * The owner was paid off the website (cash, POS, a direct transfer): the draft becomes a paid
 * order at once, its stock taken, its receipt mailed when the buyer gave an e-mail. The amount must
 * be the draft's total as priced now. Out of stock: nothing changes and the owner is told which.
 */
export async function recordOutsideSale(draftId: string, payment: { how: OutsidePaymentWay; amount: number }, options: { by?: string; now?: Date } = {}): Promise<OrderRecord> {
  const now = options.now ?? new Date();
  const draft = await claim(draftId, now);
  if (!draft) {
    const current = await DraftOrder.findById(draftId, { state: 1 }).lean();
    if (!current) throw draftRefusal.notFound();
    throw current.state === "placed" ? draftRefusal.placed() : draftRefusal.busy();
  }
  try {
    if (draft.link && (await Order.exists({ _id: draft.orderId })) === null && draft.link.expiresAt > now) throw draftRefusal.linkSent();
    const priced = await priceDraftOrder(draftToPrice(draft), now);
    if (priced.unavailable.length > 0) throw checkoutRefusal.productGone();
    const amountKobo = toKobo(payment.amount);
    if (amountKobo !== priced.totals.totalKobo) throw draftRefusal.amountDiffers(priced.totals.totalKobo);
    const record = draftOrderRecord(
      draftToPrice(draft),
      priced,
      { method: OUTSIDE_PAYMENT, provider: "owner", reference: `OUT-${draft.orderId.toHexString().toUpperCase()}` },
      { orderNumber: generateOrderNumber(), expiresAt: new Date(now.getTime() + CARD_PAYMENT_WINDOW_MS), now },
    );
    const order = await placeDraft(draft, record, now);
    const paid = await confirmOutsidePayment(order, payment.how, amountKobo, now);
    await markPlaced(draft, paid, "paid", { outsidePayment: { how: payment.how, amountKobo } });
    return paid;
  } catch (error) {
    await unclaim(draft);
    throw error;
  }
}

/** Marks a placed outside sale paid, once: the same update as a card's confirmation, by the owner's word. */
async function confirmOutsidePayment(order: OrderRecord, how: OutsidePaymentWay, amountKobo: number, now: Date): Promise<OrderRecord> {
  const confirmed = await Order.findOneAndUpdate(
    { _id: order._id, status: ORDER_STATUS.pending, "payment.state": PAYMENT_STATE.unpaid },
    {
      $set: { status: ORDER_STATUS.placed, "payment.state": PAYMENT_STATE.paid, "payment.paidAt": now, "payment.paidAmountKobo": amountKobo, "payment.how": how, "payment.ledger": LEDGER_STATE.due },
      $unset: { expiresAt: 1 },
      // The buyer's receipt when there is an address to send it to; the owner made the sale and needs no alert.
      $push: { statusHistory: { status: ORDER_STATUS.placed, at: now }, mail: { $each: order.email ? paidOrderMail(now, false) : [] } },
    },
    { returnDocument: "after" },
  ).lean<OrderRecord>();
  const current = confirmed ?? (await Order.findById(order._id).lean<OrderRecord>());
  if (!current || current.payment.state !== PAYMENT_STATE.paid) throw draftRefusal.busy();
  if (confirmed) {
    await settleStock(confirmed._id);
    await countDueSalesQuietly();
    await relayOrderMail(confirmed._id, now);
    await recordActivity(
      "payment-confirmed",
      `${OUTSIDE_PAYMENT_LABELS[how]} payment of ${formatKobo(amountKobo)} recorded for ${confirmed.orderNumber} (${SALES_CHANNEL_LABELS[confirmed.channel ?? "website"]})`,
      confirmed.orderNumber,
    );
  }
  return current;
}

/**
 * The buyer paid the draft's link: the draft becomes an order, placed from the link's snapshot
 * (the total the buyer was asked for) and confirmed by checkout's card confirmation. If the stock
 * is gone by then, the money is kept on record on a Cancelled order, as a late card payment is,
 * and the owner is told to contact the buyer (restock and fulfil by hand, or refund it from the
 * order's page). However many confirmations race, one order is made.
 */
export async function confirmLinkPayment(reference: string, transaction: VerifiedTransaction, now: Date = new Date()): Promise<ConfirmOutcome> {
  if (await Order.exists({ "payment.reference": reference })) return confirmCardPayment(reference, transaction, now);
  const found = await DraftOrder.findOne({ "link.reference": reference }).lean<DraftOrderRecord>();
  if (!found?.link) throw checkoutRefusal.orderNotFound();
  const successful = transaction.status === "success" && transaction.reference === reference && transaction.amountKobo === found.link.amountKobo && transaction.currency === "NGN";
  if (!successful) throw new DomainError("payment-not-successful", "conflict", "Payment not successful");

  const draft = await claim(found._id, now);
  if (!draft) {
    const { order } = await orderOnceClaimed(found._id);
    if (!order) throw draftRefusal.busy();
    return confirmCardPayment(reference, transaction, now);
  }
  const snapshot = { ...(draft.link?.order as ReturnType<typeof draftOrderRecord>), expiresAt: new Date(now.getTime() + CARD_PAYMENT_WINDOW_MS), statusHistory: [{ status: ORDER_STATUS.pending, at: now }] };
  let order: OrderRecord;
  try {
    order = await placeDraft(draft, snapshot, now);
  } catch (error) {
    if (!isCheckoutRefusal(error, "out-of-stock")) {
      await unclaim(draft);
      throw error;
    }
    order = await keepPaymentWithoutStock(draft, snapshot, transaction, now, error instanceof Error ? error.message : "");
    await markPlaced(draft, order, "out-of-stock");
    return { confirmed: false, order, reason: "order-cancelled" };
  }
  const outcome = await confirmCardPayment(reference, transaction, now);
  await markPlaced(draft, outcome.order, outcome.confirmed ? "paid" : "out-of-stock");
  return outcome;
}

/** The link was paid after its stock sold: the payment is recorded on a Cancelled order holding nothing, and the owner told at once by e-mail (and in the activity log). */
async function keepPaymentWithoutStock(draft: DraftOrderRecord, snapshot: ReturnType<typeof draftOrderRecord>, transaction: VerifiedTransaction, now: Date, shortfall: string): Promise<OrderRecord> {
  const paidAt = transaction.paidAt ?? now;
  try {
    await Order.create({
      ...snapshot,
      _id: draft.orderId,
      status: ORDER_STATUS.cancelled,
      stockHeld: false,
      expiresAt: undefined,
      statusHistory: [
        { status: ORDER_STATUS.pending, at: now },
        { status: ORDER_STATUS.cancelled, at: now },
      ],
      payment: { ...(snapshot.payment as object), state: PAYMENT_STATE.paid, paidAt, paidAmountKobo: transaction.amountKobo, ledger: LEDGER_STATE.due, ...(transaction.channel ? { channel: transaction.channel } : {}) },
      // Written with the order, so the owner's alert survives a crash before the relay below.
      mail: [pendingMail("owner:link-paid-without-stock", "owner-link-paid-without-stock", "owner", { phone: draft.customer.phone, shortfall })],
    });
  } catch (error) {
    if (!isDuplicateKeyError(error, "_id")) throw error;
  }
  const order = await Order.findById(draft.orderId).lean<OrderRecord>();
  if (!order) throw new Error(`Order for draft ${String(draft._id)} cannot be read`);
  await countDueSalesQuietly();
  await relayOrderMail(order._id, now);
  await recordActivity(
    "payment-confirmed",
    `Payment link paid ${formatKobo(transaction.amountKobo)} for ${order.orderNumber}, but the stock is gone (${shortfall}): contact ${order.shipping.fullName} on ${order.shipping.phoneNumber}, then restock and fulfil, or refund from the order's page`,
    order.orderNumber,
  );
  return order;
}


/**
 * The buyer's page after paying a link asks here: the link's provider is asked about the
 * reference, and a success is confirmed by confirmLinkPayment. Null while nothing is paid.
 */
export async function verifyLinkPayment(reference: string, options: { client?: string; now?: Date } = {}): Promise<ConfirmOutcome | null> {
  const now = options.now ?? new Date();
  if (await Order.exists({ "payment.reference": reference })) return verifyCardPayment(reference, options);
  if (options.client !== undefined) await countPaymentCheck(reference, options.client, now);
  const draft = await DraftOrder.findOne({ "link.reference": reference }, { link: 1 }).lean<DraftOrderRecord>();
  if (!draft?.link) throw checkoutRefusal.orderNotFound();
  const provider = providerForOrder((draft.link.order as { payment: { provider: string } }).payment.provider);
  if (!provider) return null;
  if (options.client !== undefined && provider.name === "paystack" && !(await providerCheckDue(reference, now))) return null;
  let transaction: VerifiedTransaction;
  try {
    transaction = await provider.verify(reference);
  } catch (error) {
    if (error instanceof PaymentProviderError) return null;
    throw error;
  }
  if (transaction.status !== "success") return null;
  return confirmLinkPayment(reference, transaction, now);
}
