import "server-only";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { pendingMail } from "@/lib/mail/pending-mail";
import { relayOrderMail } from "@/lib/mail/relay";
import { clientLimitKey, enforceRateLimit, giveBackAllowance } from "@/lib/rate-limit/rate-limit";
import { isAwaitingBankTransfer } from "@/lib/vocabulary/order-actions";
import { ORDER_STATUS, PAYMENT_STATE, SHIPPING_EDITABLE_STATUSES } from "@/lib/vocabulary/order-statuses";
import { DEFAULT_COUNTRY } from "@/lib/vocabulary/shipping-address";
import { Order, type OrderRecord } from "@/models/order";
import { orderAmounts } from "@/lib/pricing/order-amounts";
import { deliveryCharge, deliveryKoboFor, offerFor, zoneOfState } from "@/lib/pricing/delivery";
import { formatKobo, toKobo, toNaira } from "@/lib/money/naira";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { isNigerianState, STATE_LABELS } from "@/lib/vocabulary/nigerian-states";
import type { ShippingEditRequest } from "./schemas";
import { ORDER_NOT_FOUND, type TrackedOrder } from "./tracked-order";
import { refundLabel } from "@/lib/vocabulary/refunds";

function refundOf(order: OrderRecord): TrackedOrder["refund"] {
  const label = refundLabel(order.refundedKobo ?? 0, order.payment.paidAmountKobo ?? toKobo(order.totalPrice));
  return label ? { label, amount: toNaira(order.refundedKobo ?? 0) } : null;
}

export function toTrackedOrder(order: OrderRecord, ownerVerified: boolean): TrackedOrder {
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
      fullName: order.shipping.fullName,
      // Street address and phone show only to someone who also knows the order's e-mail.
      address: ownerVerified ? order.shipping.address : null,
      city: order.shipping.city,
      state: order.shipping.state,
      postalCode: ownerVerified ? (order.shipping.postalCode ?? "") : null,
      country: order.shipping.country ?? DEFAULT_COUNTRY,
      phoneNumber: ownerVerified ? (order.shipping.phoneNumber ?? "") : null,
      estimatedDelivery: new Date(order.shipping.estimatedDelivery).toISOString(),
    },
    ownerVerified,
    // A pickup has no address to change; its shopper collects it.
    canEditShipping: ownerVerified && SHIPPING_EDITABLE_STATUSES.includes(order.status) && order.delivery?.kind !== "pickup",
  };
}

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

export async function trackOrder(orderNumber: string, email: string | undefined, clientAddress: string, now = new Date()): Promise<TrackedOrder> {
  const lookup = await countLookup(orderNumber, clientAddress, now);
  const order = await Order.findOne({ orderNumber }).lean<OrderRecord>();
  if (email === undefined) await lookup.notAGuess();
  if (!order || (email !== undefined && order.email !== email.toLowerCase())) throw orderNotFound();
  if (email !== undefined) await lookup.notAGuess();
  return toTrackedOrder(order, email !== undefined);
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

/**
 * The shopper's own edit of where the order goes, refused once it has shipped. The order's history
 * keeps every change (old and new address, when, from which client address) for the owner: an
 * order number and e-mail are all it takes, so a change must never pass unseen.
 */
export async function editShipping(request: ShippingEditRequest, clientAddress: string, now = new Date()): Promise<TrackedOrder> {
  const lookup = await countLookup(request.orderNumber, clientAddress, now);
  const after: ShippingFields = { ...request.shipping };
  for (let attempt = 1; attempt <= EDIT_ATTEMPTS; attempt += 1) {
    const order = await Order.findOne({ orderNumber: request.orderNumber, email: request.email }).lean<OrderRecord>();
    if (!order) throw orderNotFound();
    if (attempt === 1) await lookup.notAGuess();
    if (!SHIPPING_EDITABLE_STATUSES.includes(order.status)) throw editRefusal(order.status);
    const before = shippingFieldsOf(order.shipping);
    if (SHIPPING_FIELDS.every((field) => before[field] === after[field])) return toTrackedOrder(order, true);
    const moved = await deliveryAfterMove(order, after.state);
    // Conditional on the address read, so the change recorded is exactly the one made.
    const unchanged = Object.fromEntries(SHIPPING_FIELDS.map((field) => [`shipping.${field}`, order.shipping[field] ?? null]));
    // The security notice is written with the change, keyed by the change's place in the history.
    const changes = order.shippingChanges?.length ?? 0;
    const notice = pendingMail(`shipping-change:${changes + 1}`, "shipping-changed", "customer", { changedAt: now.toISOString(), before, after });
    const updated = await Order.findOneAndUpdate(
      { _id: order._id, email: request.email, status: { $in: SHIPPING_EDITABLE_STATUSES }, shippingChanges: { $size: changes }, ...unchanged },
      {
        $set: {
          ...Object.fromEntries(SHIPPING_FIELDS.map((field) => [`shipping.${field}`, after[field]])),
          // Orders from before zones keep no delivery to update.
          ...(moved && order.delivery ? Object.fromEntries(Object.entries(moved).map(([field, value]) => [`delivery.${field}`, value])) : {}),
        },
        $push: { shippingChanges: { at: now, clientAddress, before, after }, mail: notice },
      },
      { returnDocument: "after" },
    ).lean<OrderRecord>();
    if (updated) {
      await relayOrderMail(updated._id, now);
      return toTrackedOrder(updated, true);
    }
  }
  throw new DomainError("shipping-changed", "conflict", "This order's shipping details changed while you were editing them. Please reload and try again.");
}
