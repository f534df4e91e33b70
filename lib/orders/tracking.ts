import "server-only";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { pendingMail } from "@/lib/mail/pending-mail";
import { relayOrderMail } from "@/lib/mail/relay";
import { clientLimitKey, enforceRateLimit, giveBackAllowance } from "@/lib/rate-limit/rate-limit";
import { isAwaitingBankTransfer } from "@/lib/vocabulary/order-actions";
import { ORDER_STATUS, PAYMENT_STATE, SHIPPING_EDITABLE_STATUSES } from "@/lib/vocabulary/order-statuses";
import { addressShown, DEFAULT_COUNTRY } from "@/lib/vocabulary/shipping-address";
import { Order, type OrderRecord } from "@/models/order";
import { orderAmounts } from "@/lib/pricing/order-amounts";
import { deliveryCharge, deliveryKoboFor, offerFor, zoneOfState } from "@/lib/pricing/delivery";
import { formatKobo, toKobo, toNaira } from "@/lib/money/naira";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { SpentLink } from "@/models/spent-link";
import { issueShippingLink, maskedEmail, readShippingLink, SHIPPING_CONFIRMATION_MESSAGES } from "./shipping-confirmation";
import { isNigerianState, STATE_LABELS } from "@/lib/vocabulary/nigerian-states";
import type { ShippingEditRequest } from "./schemas";
import { ORDER_NOT_FOUND, type TrackedOrder, type TrackedProgress, type TrackingAnswer } from "./tracked-order";
import { refundLabel } from "@/lib/vocabulary/refunds";

function refundOf(order: OrderRecord): TrackedOrder["refund"] {
  const label = refundLabel(order.refundedKobo ?? 0, order.payment.paidAmountKobo ?? toKobo(order.totalPrice));
  return label ? { label, amount: toNaira(order.refundedKobo ?? 0) } : null;
}

/** The whole order, for its buyer: someone who gave its e-mail or is signed in to its account. */
export function toTrackedOrder(order: OrderRecord): TrackedOrder {
  const account = order.payment.bankAccount;
  const awaitingTransfer = isAwaitingBankTransfer(order);
  return {
    orderNumber: order.orderNumber,
    createdAt: new Date(order.createdAt).toISOString(),
    status: order.status,
    ...orderAmounts(order),
    paymentMethod: order.payment.method,
    paid: order.payment.state === PAYMENT_STATE.paid,
    refund: refundOf(order),
    bankAccount: awaitingTransfer && account ? { bankName: account.bankName, accountNumber: account.accountNumber, accountName: account.accountName } : null,
    payBy: awaitingTransfer && order.expiresAt ? new Date(order.expiresAt).toISOString() : null,
    orderItems: order.orderItems.map((item) => ({
      _id: String(item._id),
      name: item.name,
      sizeLabel: item.sizeLabel ?? "",
      type: item.type,
      brand: item.brand,
      quantity: item.quantity,
      price: item.price,
      image: item.image ?? "",
    })),
    shipping: {
      ...addressShown(order.shipping),
      country: order.shipping.country ?? DEFAULT_COUNTRY,
      estimatedDelivery: new Date(order.shipping.estimatedDelivery).toISOString(),
    },
    ownerVerified: true,
    // A pickup has no address to change; its shopper collects it.
    canEditShipping: SHIPPING_EDITABLE_STATUSES.includes(order.status) && order.delivery?.kind !== "pickup",
  };
}

/** The order as anyone with its number sees it: status and dates, no name, place, items or money. */
function toTrackedProgress(order: OrderRecord): TrackedProgress {
  return {
    orderNumber: order.orderNumber,
    createdAt: new Date(order.createdAt).toISOString(),
    status: order.status,
    estimatedDelivery: new Date(order.shipping.estimatedDelivery).toISOString(),
    ownerVerified: false,
  };
}

const ownedBy = (order: OrderRecord, customerId: string | null) => customerId !== null && order.customer !== undefined && order.customer !== null && String(order.customer) === customerId;

/**
 * Lookups (tracking and shipping edits alike) allowed per order number and per client. An order
 * number with a wrong e-mail answers Not found, so without these limits either could be guessed
 * by volume; a shopper checking on an order stays far below them.
 */
export const TRACKING_LIMITS = {
  perOrder: { limit: 10, windowMs: 15 * 60 * 1000 },
  // Generous: many shoppers on one mobile network share a carrier address.
  perClient: { limit: 120, windowMs: 15 * 60 * 1000 },
};

const TOO_MANY_LOOKUPS = "Too many order lookups. Please wait a few minutes and try again.";

/**
 * Counts a lookup, and refuses while the client or the order is over its limit. The order's count
 * is of wrong e-mails only: a lookup that gave the right e-mail, or none, is given back, so the
 * buyer checking often never locks their own order, while a guesser is refused even a right guess.
 */
async function countLookup(orderNumber: string, clientAddress: string, now: Date): Promise<{ notAGuess: () => Promise<void> }> {
  const orderKey = `track-order:${orderNumber}`;
  await enforceRateLimit({ [clientLimitKey("track-client", clientAddress)]: TRACKING_LIMITS.perClient, [orderKey]: TRACKING_LIMITS.perOrder }, TOO_MANY_LOOKUPS, now);
  return { notAGuess: () => giveBackAllowance(orderKey, 1, now) };
}

/** The order with this number; when an e-mail is given it must be the order's, else Not found. */
// No order with that number, or not with that e-mail: the answer never tells the two apart.
const orderNotFound = () => new DomainError(ORDER_NOT_FOUND, "not-found", "Not found");

/** Who asks: the client's address, for the limits, and the signed-in customer's id, if any. */
export interface Asker {
  clientAddress: string;
  customerId: string | null;
}

export async function trackOrder(orderNumber: string, email: string | undefined, asker: Asker, now = new Date()): Promise<TrackingAnswer> {
  const lookup = await countLookup(orderNumber, asker.clientAddress, now);
  const order = await Order.findOne({ orderNumber }).lean<OrderRecord>();
  if (email === undefined) await lookup.notAGuess();
  if (!order || (email !== undefined && order.email !== email.toLowerCase())) throw orderNotFound();
  if (email !== undefined) await lookup.notAGuess();
  return email !== undefined || ownedBy(order, asker.customerId) ? toTrackedOrder(order) : toTrackedProgress(order);
}

const SHIPPING_FIELDS = ["fullName", "address", "city", "state", "country", "postalCode", "phoneNumber"] as const;
type ShippingFields = Record<(typeof SHIPPING_FIELDS)[number], string>;

function shippingFieldsOf(shipping: OrderRecord["shipping"]): ShippingFields {
  return Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, shipping[field] ?? ""])) as ShippingFields;
}

function editRefusal(status: OrderRecord["status"]) {
  return new DomainError(
    "shipping-edit-closed",
    "conflict",
    status === ORDER_STATUS.cancelled
      ? "This order was cancelled, so its shipping details can no longer be changed."
      : "This order has shipped, so its shipping details can no longer be changed.",
  );
}

const EDIT_ATTEMPTS = 3;

const stateName = (state: string) => (isNigerianState(state) ? STATE_LABELS[state] : state);

const otherDeliveryPrice = (message: string) => new DomainError("other-delivery-zone", "conflict", `${message} Please contact us to send it there.`, "state");

type DeliveryMove = { zoneId: string; zone: string; minDays: number; maxDays: number } | null;

/**
 * The order's delivery was priced for its state's zone when it was placed. A move to a state
 * where the same method would cost another price (or is not offered) is refused, and the shopper
 * asks the shop, rather than the order silently travelling for the old price. A move that costs
 * the same is taken, with the new zone's estimate. Orders from before zones were priced for the
 * zone their state is in now. Answers the order's new zone and estimate, or null when they stay.
 */
async function deliveryAfterMove(order: OrderRecord, state: string): Promise<DeliveryMove> {
  if (order.delivery?.kind === "pickup") throw new DomainError("pickup-order", "conflict", "This order is collected in person, so it has no delivery address to change.");
  if (state === order.shipping.state) return null;
  const settings = await getStoreSettings();
  const next = zoneOfState(settings.deliveryZones, state);
  if (next && next.id === (order.delivery?.zoneId ?? zoneOfState(settings.deliveryZones, order.shipping.state)?.id)) return null;
  const method = settings.shippingMethods.find((candidate) => (order.delivery ? candidate.id === order.delivery.method : candidate.name === order.shippingMethod));
  const offer = method && offerFor(settings, method, state);
  if (!offer || !next) throw otherDeliveryPrice(`${order.shippingMethod || "This order's delivery"} is not offered in ${stateName(state)}.`);
  const charge = deliveryCharge(offer);
  const goodsKobo = toKobo(order.itemsPrice) - toKobo(order.bundleDiscount ?? 0) - toKobo(order.promoDiscount ?? 0);
  const costKobo = deliveryKoboFor(charge.deliveryKobo, charge.freeDeliveryFromKobo, goodsKobo);
  if (costKobo !== toKobo(order.shippingPrice)) {
    throw otherDeliveryPrice(`Delivery to ${stateName(state)} costs ${formatKobo(costKobo)}, not the ${formatKobo(toKobo(order.shippingPrice))} this order paid for ${stateName(order.shipping.state)}.`);
  }
  return { zoneId: next.id, zone: next.name, minDays: offer.minDays, maxDays: offer.maxDays };
}

type ChangeRequest = { after: ShippingFields; clientAddress: string };

/**
 * Applies a shipping change to the order matching `filter`, refused once it has shipped. The
 * order's history keeps every change (old and new address, when, from which client address) for
 * the owner, and a security notice goes to the order's e-mail: a change must never pass unseen.
 * `settle` is written with the change (the pending change it confirms, cleared).
 */
async function applyShippingChange(filter: Record<string, unknown>, { after, clientAddress }: ChangeRequest, now: Date, settle: { $unset?: Record<string, 1> } = {}): Promise<TrackedOrder | null> {
  for (let attempt = 1; attempt <= EDIT_ATTEMPTS; attempt += 1) {
    const order = await Order.findOne(filter).lean<OrderRecord>();
    if (!order) return null;
    if (!SHIPPING_EDITABLE_STATUSES.includes(order.status)) throw editRefusal(order.status);
    const before = shippingFieldsOf(order.shipping);
    if (SHIPPING_FIELDS.every((field) => before[field] === after[field])) {
      if (settle.$unset) await Order.updateOne({ _id: order._id, ...filter }, settle);
      return toTrackedOrder(order);
    }
    const moved = await deliveryAfterMove(order, after.state);
    // Conditional on the address read, so the change recorded is exactly the one made.
    const unchanged = Object.fromEntries(SHIPPING_FIELDS.map((field) => [`shipping.${field}`, order.shipping[field] ?? null]));
    // The security notice is written with the change, keyed by the change's place in the history.
    const changes = order.shippingChanges?.length ?? 0;
    const notice = pendingMail(`shipping-change:${changes + 1}`, "shipping-changed", "customer", { changedAt: now.toISOString(), before, after });
    const updated = await Order.findOneAndUpdate(
      { ...filter, _id: order._id, status: { $in: SHIPPING_EDITABLE_STATUSES }, shippingChanges: { $size: changes }, ...unchanged },
      {
        $set: {
          ...Object.fromEntries(SHIPPING_FIELDS.map((field) => [`shipping.${field}`, after[field]])),
          // Orders from before zones keep no delivery to update.
          ...(moved && order.delivery ? Object.fromEntries(Object.entries(moved).map(([field, value]) => [`delivery.${field}`, value])) : {}),
        },
        $push: { shippingChanges: { at: now, clientAddress, before, after }, mail: notice },
        ...settle,
      },
      { returnDocument: "after" },
    ).lean<OrderRecord>();
    if (updated) {
      await relayOrderMail(updated._id, now);
      return toTrackedOrder(updated);
    }
  }
  throw new DomainError("shipping-changed", "conflict", "This order's shipping details changed while you were editing them. Please reload and try again.");
}

/** What a shipping edit did: applied at once (the buyer signed in), or waiting for the link sent to the order's e-mail. */
export interface ShippingEditOutcome {
  order: TrackedOrder;
  message: string;
  confirmationSentTo: string | null;
}

/**
 * Records the change as pending and mails the order's e-mail a link that applies it: an order
 * number and e-mail (printed on a receipt, seen in a screenshot) are not enough to redirect a
 * parcel. A newer request replaces the pending one, so only the latest link works.
 */
async function askToConfirm(order: OrderRecord, { after, clientAddress }: ChangeRequest, now: Date): Promise<ShippingEditOutcome> {
  if (!SHIPPING_EDITABLE_STATUSES.includes(order.status)) throw editRefusal(order.status);
  const before = shippingFieldsOf(order.shipping);
  if (SHIPPING_FIELDS.every((field) => before[field] === after[field])) return { order: toTrackedOrder(order), message: SHIPPING_CONFIRMATION_MESSAGES.applied, confirmationSentTo: null };
  // Refused now rather than after the link is followed, when the shopper has left the page.
  await deliveryAfterMove(order, after.state);
  const { token, link } = issueShippingLink(order._id.toString(), now);
  const mail = pendingMail(`shipping-confirm:${link.nonce}`, "shipping-change-confirm", "customer", { token, expiresAt: link.expiresAt.toISOString(), after });
  const recorded = await Order.updateOne(
    { _id: order._id, status: { $in: SHIPPING_EDITABLE_STATUSES } },
    { $set: { pendingShippingChange: { at: now, clientAddress, after, nonce: link.nonce, expiresAt: link.expiresAt } }, $push: { mail } },
  );
  if (recorded.modifiedCount === 0) throw editRefusal(ORDER_STATUS.shipped);
  await relayOrderMail(order._id, now);
  const to = maskedEmail(order.email);
  return { order: toTrackedOrder(order), message: SHIPPING_CONFIRMATION_MESSAGES.sent(to), confirmationSentTo: to };
}

/**
 * The shopper's own edit of where the order goes, from the tracking page. A signed-in customer
 * whose account the order belongs to changes it at once; anyone else who knows the number and
 * e-mail gets a link sent to that e-mail (askToConfirm).
 */
export async function editShipping(request: ShippingEditRequest, asker: Asker, now = new Date()): Promise<ShippingEditOutcome> {
  const lookup = await countLookup(request.orderNumber, asker.clientAddress, now);
  const order = await Order.findOne({ orderNumber: request.orderNumber, email: request.email }).lean<OrderRecord>();
  if (!order) throw orderNotFound();
  await lookup.notAGuess();
  const change = { after: { ...request.shipping }, clientAddress: asker.clientAddress };
  if (!ownedBy(order, asker.customerId)) return askToConfirm(order, change, now);
  const applied = await applyShippingChange({ _id: order._id, email: request.email }, change, now);
  if (!applied) throw orderNotFound();
  return { order: applied, message: SHIPPING_CONFIRMATION_MESSAGES.applied, confirmationSentTo: null };
}

const linkRefused = (message: string) => new DomainError("shipping-link-refused", "invalid", message, "token");

/**
 * Follows a confirmation link: the pending change it was sent for is applied, if the order can
 * still be changed. The link is spent first (one insert under a unique id, so two clicks cannot
 * both pass); the change is conditional on the pending change still being this link's, and clears
 * it. Should the change fail for a reason of its own, the link is given back.
 */
export async function confirmShippingChange(token: string, now = new Date()): Promise<TrackedOrder> {
  const link = readShippingLink(token, now);
  if (link === "invalid") throw linkRefused(SHIPPING_CONFIRMATION_MESSAGES.invalid);
  if (link === "expired") throw linkRefused(SHIPPING_CONFIRMATION_MESSAGES.expired);
  const order = await Order.findById(link.orderId).lean<OrderRecord>();
  if (!order) throw linkRefused(SHIPPING_CONFIRMATION_MESSAGES.invalid);
  const spentId = `shipping-change:${link.nonce}`;
  try {
    await SpentLink.create({ _id: spentId, expiresAt: link.expiresAt });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new DomainError("shipping-link-used", "conflict", SHIPPING_CONFIRMATION_MESSAGES.used);
    throw error;
  }
  const pending = order.pendingShippingChange;
  if (!pending || pending.nonce !== link.nonce) throw new DomainError("shipping-link-replaced", "conflict", SHIPPING_CONFIRMATION_MESSAGES.replaced);
  try {
    const applied = await applyShippingChange(
      { _id: order._id, "pendingShippingChange.nonce": link.nonce },
      { after: shippingFieldsOf(pending.after as OrderRecord["shipping"]), clientAddress: pending.clientAddress },
      now,
      { $unset: { pendingShippingChange: 1 } },
    );
    if (!applied) throw new DomainError("shipping-link-replaced", "conflict", SHIPPING_CONFIRMATION_MESSAGES.replaced);
    return applied;
  } catch (error) {
    await SpentLink.deleteOne({ _id: spentId });
    throw error;
  }
}
