import "server-only";
import { draftTotals, type CustomLine, type DraftTotals, type OwnerDiscount } from "@/lib/pricing/draft-pricing";
import { addWorkingDays, deliveryCharge, offerFor } from "@/lib/pricing/delivery";
import { toNaira } from "@/lib/money/naira";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { invalidFields } from "@/lib/vocabulary/domain-error";
import type { PricedLine, UnavailableLine } from "@/lib/pricing/pricing";
import { DEFAULT_COUNTRY } from "@/lib/vocabulary/shipping-address";
import { ORDER_STATUS, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import type { SalesChannel } from "@/lib/vocabulary/sales-channels";
import type { Types } from "mongoose";
import { orderDeliveryOf, orderItemsOf } from "./order-record";
import { priceGoods } from "./quote";
import { checkoutRefusal } from "./refusals";

/** A draft as pricing reads it, whether from the owner's screen or from the database. */
export interface DraftToPrice {
  channel: Exclude<SalesChannel, "website">;
  customer: { id?: string | null; name: string; phone: string; email?: string | null };
  lines: { productId: string; sizeId?: string | null; quantity: number }[];
  customLines: CustomLine[];
  discount?: OwnerDiscount | null;
  delivery: { kind: "method"; methodId: string; state?: string | null; city?: string; address?: string } | { kind: "owner"; price: number; state?: string | null; city?: string; address?: string };
  note: string;
}

/** How the draft travels, as an order keeps it. */
interface DraftDelivery {
  id: string;
  name: string;
  kind: "delivery" | "pickup";
  zone: { id: string; name: string } | null;
  minDays: number;
  maxDays: number;
  pickup: { address: string; hours: string } | null;
}

export interface PricedDraft {
  totals: DraftTotals;
  lines: PricedLine[];
  /** Products or sizes the shop no longer sells; a draft with any cannot be paid until they are removed. */
  unavailable: UnavailableLine[];
  delivery: DraftDelivery;
}

const OWNER_DELIVERY = "owner";

/**
 * Prices a draft from the database and the store settings by checkout's rules (lib/pricing): each
 * product at today's price or promo, bundles, 7.5% tax; delivery at the chosen method's price for
 * the state's zone (a pickup at ₦0), or the owner's own price; then the custom lines and the
 * owner's discount (draftTotals).
 */
export async function priceDraftOrder(draft: DraftToPrice, now: Date = new Date()): Promise<PricedDraft> {
  let delivery: DraftDelivery;
  let charges;
  if (draft.delivery.kind === "method") {
    const settings = await getStoreSettings();
    const method = settings.shippingMethods.find((candidate) => candidate.id === (draft.delivery as { methodId: string }).methodId);
    if (!method) throw checkoutRefusal.shippingMethodGone();
    if (method.kind !== "pickup" && !draft.delivery.state) throw invalidFields("state-required", { state: ["Choose the state it goes to"] });
    const offer = offerFor(settings, method, draft.delivery.state);
    if (!offer) throw checkoutRefusal.shippingMethodNotOffered(method.name, draft.delivery.state ?? undefined);
    charges = { ...deliveryCharge(offer), promoPercent: 0 };
    delivery = { id: method.id, name: method.name, kind: offer.kind, zone: offer.zone, minDays: offer.minDays, maxDays: offer.maxDays, pickup: offer.pickup };
  } else {
    charges = { deliveryKobo: Math.round(draft.delivery.price * 100), freeDeliveryFromKobo: null, promoPercent: 0 };
    delivery = { id: OWNER_DELIVERY, name: "Delivery arranged by the shop", kind: "delivery", zone: null, minDays: 0, maxDays: 0, pickup: null };
  }
  const { cart, unavailable } = await priceGoods(draft.lines, charges, now);
  return { totals: draftTotals(cart, draft.customLines, draft.discount ?? null), lines: cart.lines, unavailable, delivery };
}

/** How the order is paid, as it is stored when placed (still unpaid: confirmation marks it paid). */
export interface DraftOrderPayment {
  method: "card" | "outside";
  provider: "paystack" | "test" | "owner";
  reference: string;
}

/**
 * The order a draft becomes, as placement stores it: Pending and unpaid, holding its stock, until
 * its confirmation (the link's payment, or the owner's record of one) marks it paid.
 */
export function draftOrderRecord(
  draft: DraftToPrice & { _id: Types.ObjectId },
  priced: PricedDraft,
  payment: DraftOrderPayment,
  order: { orderNumber: string; expiresAt: Date; now: Date },
): Record<string, unknown> & { orderNumber: string; payment: { method: "card" | "outside"; reference: string } } {
  const { totals, delivery } = priced;
  const record = {
    orderNumber: order.orderNumber,
    email: draft.customer.email ?? "",
    channel: draft.channel,
    ...(draft.customer.id ? { customer: draft.customer.id } : {}),
    draft: draft._id,
    ...(draft.note ? { note: draft.note } : {}),
    orderItems: orderItemsOf(priced.lines),
    ...(draft.customLines.length > 0 ? { customLines: draft.customLines } : {}),
    ...(totals.discountKobo > 0 && draft.discount ? { ownerDiscount: { amount: toNaira(totals.discountKobo), reason: draft.discount.reason } } : {}),
    itemsPrice: toNaira(totals.subtotalKobo),
    bundleDiscount: toNaira(totals.bundleDiscountKobo),
    promoDiscount: 0,
    taxPrice: toNaira(totals.taxKobo),
    shippingPrice: toNaira(totals.deliveryKobo),
    shippingMethod: delivery.name,
    delivery: orderDeliveryOf(delivery),
    totalPrice: toNaira(totals.totalKobo),
    shipping: {
      fullName: draft.customer.name,
      phoneNumber: draft.customer.phone,
      address: draft.delivery.address ?? "",
      city: draft.delivery.city ?? "",
      state: draft.delivery.state ?? "",
      country: DEFAULT_COUNTRY,
      estimatedDelivery: addWorkingDays(order.now, delivery.maxDays),
    },
    status: ORDER_STATUS.pending,
    payment: { method: payment.method, provider: payment.provider, state: PAYMENT_STATE.unpaid, reference: payment.reference },
    stockHeld: true,
    expiresAt: order.expiresAt,
    statusHistory: [{ status: ORDER_STATUS.pending, at: order.now }],
    mail: [],
  };
  return record;
}
