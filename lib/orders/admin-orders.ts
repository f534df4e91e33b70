import "server-only";
import { findPage } from "@/lib/db/find-page";
import { addressShown } from "@/lib/vocabulary/shipping-address";
import type { QueryFilter } from "mongoose";
import { isAwaitingPayment, orderActions, type OrderActions } from "@/lib/vocabulary/order-actions";
import { PAYMENT_METHOD, PAYMENT_STATE, type DoorPayment, type OrderStatus, type OrderPaymentMethod, type PaymentState } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import type { AdminOrderQuery } from "./admin-order-schemas";
import { findOrderByIdOrNumber } from "./find-order";
import { orderAmounts, type OrderAmounts } from "@/lib/pricing/order-amounts";
import { toKobo, toNaira } from "@/lib/money/naira";
import { startOfNextShopDay, startOfShopDay } from "@/lib/calendar/shop-calendar";
import { customerEmailsMatching } from "@/lib/customers/customers";
import { isEmailAddress } from "@/lib/vocabulary/identifiers";
import { isOrderNumber, ORDER_NUMBER_PREFIX } from "@/lib/vocabulary/order-number";
import { channelFilter, channelOf, type SalesChannel } from "@/lib/vocabulary/sales-channels";
import { refundLabel, unitsLeftToRestock, type RefundLabel, type RefundMethod, type RefundState } from "@/lib/vocabulary/refunds";

/** An order as a row of the admin list shows it: plain and serialisable. */
export interface AdminOrderSummary {
  _id: string;
  orderNumber: string;
  email: string;
  createdAt: string;
  status: OrderStatus;
  channel: SalesChannel;
  paymentMethod: OrderPaymentMethod;
  paymentState: PaymentState;
  totalPrice: number;
  /** The owner's buttons for this order, from the vocabulary's status rules. */
  actions: OrderActions;
  /** An unpaid order's deadline: past it, the expiry sweep cancels the order and returns its stock. */
  expiresAt: string | null;
  /** "Refunded" or "Partially refunded" once a refund is processed, and how much went back (naira). */
  refundLabel: RefundLabel | null;
  refundedTotal: number;
}

/** One refund as the order's page lists it; amounts in naira. */
export interface AdminRefundView {
  _id: string;
  amount: number;
  state: RefundState;
  method: RefundMethod;
  reason: string;
  restock: { item: string; quantity: number }[];
  requestedBy: string;
  requestedAt: string;
  settledAt: string | null;
  reference: string | null;
  failure: string | null;
}

/** An order with everything its admin page shows: items, amounts, shipping and its history. */
export interface AdminOrderView extends AdminOrderSummary, OrderAmounts {
  paidAt: string | null;
  bankAccount: { accountNumber: string; bankName: string; accountName: string } | null;
  /** A pay-on-delivery order: how the money was handed over, or why it was refused at the door. */
  atTheDoor: { paidBy: DoorPayment | null; refusal: { at: string; reason: string } | null } | null;
  shipping: { fullName: string; address: string; city: string; state: string; postalCode: string; phoneNumber: string; estimatedDelivery: string | null };
  /** `restockable`: the units of the line a refund may still send back to stock. */
  orderItems: { _id: string; brand: string; name: string; sizeLabel: string; sku: string; type: string; quantity: number; restockable: number; price: number }[];
  /** The shopper's changes of the shipping address, oldest first. */
  shippingChanges: { at: string; clientAddress: string; before: ShippingAddressView; after: ShippingAddressView }[];
  /** The owner's refunds, oldest first, and what may still be refunded (naira; 0 for an unpaid order). */
  refunds: AdminRefundView[];
  refundable: number;
}

export interface ShippingAddressView {
  fullName: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  phoneNumber: string;
}

function shippingAddressView(address: Partial<Record<keyof ShippingAddressView, string | null>> | null | undefined): ShippingAddressView {
  return {
    fullName: address?.fullName ?? "",
    address: address?.address ?? "",
    city: address?.city ?? "",
    state: address?.state ?? "",
    country: address?.country ?? "",
    postalCode: address?.postalCode ?? "",
    phoneNumber: address?.phoneNumber ?? "",
  };
}

export interface AdminOrderPage<Row> {
  orders: Row[];
  total: number;
  page: number;
  limit: number;
}

/** The stored paths a summary row is made from. */
const SUMMARY_FIELDS = ["orderNumber", "email", "createdAt", "status", "channel", "payment.method", "payment.state", "payment.paidAmountKobo", "totalPrice", "expiresAt", "refundedKobo"] as const;
type SummaryRecord = Pick<OrderRecord, "_id" | "orderNumber" | "email" | "status" | "channel" | "totalPrice" | "expiresAt" | "refundedKobo"> & {
  payment: Pick<OrderRecord["payment"], "method" | "state" | "paidAmountKobo">;
  createdAt?: Date;
};

const paidKobo = (order: SummaryRecord) => order.payment.paidAmountKobo ?? toKobo(order.totalPrice);

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);

function toAdminOrderSummary(order: SummaryRecord): AdminOrderSummary {
  return {
    _id: order._id.toString(),
    orderNumber: order.orderNumber,
    email: order.email,
    createdAt: iso(order.createdAt) ?? "",
    status: order.status,
    channel: channelOf(order),
    paymentMethod: order.payment.method,
    paymentState: order.payment.state,
    totalPrice: order.totalPrice,
    actions: orderActions(order),
    expiresAt: isAwaitingPayment(order) ? iso(order.expiresAt) : null,
    refundLabel: refundLabel(order.refundedKobo ?? 0, paidKobo(order)),
    refundedTotal: toNaira(order.refundedKobo ?? 0),
  };
}

function refundViews(order: OrderRecord): AdminRefundView[] {
  return (order.refunds ?? []).map((refund) => ({
    _id: refund._id.toString(),
    amount: toNaira(refund.amountKobo),
    state: refund.state,
    method: refund.method,
    reason: refund.reason ?? "",
    restock: (refund.restock ?? []).map((line) => ({ item: line.item.toString(), quantity: line.quantity })),
    requestedBy: refund.requestedBy,
    requestedAt: iso(refund.requestedAt) ?? "",
    settledAt: iso(refund.settledAt),
    reference: refund.reference ?? null,
    failure: refund.failure ?? null,
  }));
}

export function toAdminOrderView(order: OrderRecord & { createdAt?: Date }): AdminOrderView {
  const bank = order.payment.bankAccount;
  const restockable = unitsLeftToRestock(order);
  return {
    ...toAdminOrderSummary(order),
    ...orderAmounts(order),
    paidAt: iso(order.payment.paidAt),
    bankAccount: bank ? { accountNumber: bank.accountNumber, bankName: bank.bankName, accountName: bank.accountName } : null,
    atTheDoor:
      order.payment.method === PAYMENT_METHOD.onDelivery
        ? { paidBy: order.payment.doorPayment ?? null, refusal: order.payment.refusal ? { at: order.payment.refusal.at.toISOString(), reason: order.payment.refusal.reason } : null }
        : null,
    shipping: { ...addressShown(order.shipping), estimatedDelivery: iso(order.shipping.estimatedDelivery) },
    orderItems: order.orderItems.map((item) => ({
      restockable: restockable.get(item._id.toString()) ?? 0,
      _id: item._id.toString(),
      brand: item.brand,
      name: item.name,
      sizeLabel: item.sizeLabel ?? "",
      sku: item.sku ?? "",
      type: item.type,
      quantity: item.quantity,
      price: item.price,
    })),
    shippingChanges: (order.shippingChanges ?? []).map((change) => ({
      at: iso(change.at) ?? "",
      clientAddress: change.clientAddress,
      before: shippingAddressView(change.before),
      after: shippingAddressView(change.after),
    })),
    refunds: refundViews(order),
    refundable: order.payment.state === PAYMENT_STATE.paid ? toNaira(Math.max(0, paidKobo(order) - (order.refundReservedKobo ?? 0))) : 0,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The list's filter. A search reads indexes only: a whole order number by equality, a started one
 * by the start of the number; anything else names customers (the start of an e-mail, a name's word
 * or a phone number, through the customer list's keywords), whose orders the e-mail index finds.
 * A top-level $or of patterns would read every order instead (2.9 s at 100,000 orders).
 */
export async function adminOrderFilter(query: Omit<AdminOrderQuery, "page" | "limit">): Promise<QueryFilter<OrderRecord>> {
  const filter: QueryFilter<OrderRecord> = {};
  if (query.status) filter.status = query.status;
  if (query.payment) filter["payment.method"] = query.payment;
  if (query.channel) Object.assign(filter, channelFilter(query.channel));
  if (query.from || query.to) {
    filter.createdAt = { ...(query.from ? { $gte: startOfShopDay(query.from) } : {}), ...(query.to ? { $lt: startOfNextShopDay(query.to) } : {}) };
  }
  if (query.q) {
    const term = query.q.trim();
    const upper = term.toUpperCase();
    if (isOrderNumber(upper)) filter.orderNumber = upper;
    else if (upper.startsWith(ORDER_NUMBER_PREFIX)) filter.orderNumber = new RegExp(`^${escapeRegExp(upper)}`);
    else {
      const emails = await customerEmailsMatching(term);
      // A whole e-mail finds its orders even before the customer list has caught up with them.
      if (isEmailAddress(term)) emails.push(term.toLowerCase());
      filter.email = { $in: emails };
    }
  }
  return filter;
}

export const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** The admin order list (GET /api/orders/all): newest first, by status, searching order number or e-mail; whole orders. */
export async function listOrdersForAdmin(query: AdminOrderQuery): Promise<AdminOrderPage<AdminOrderView>> {
  const { records, total } = await findPage<OrderRecord & { createdAt: Date }>(Order, { filter: await adminOrderFilter(query), sort: NEWEST_FIRST, page: query.page, limit: query.limit });
  return { orders: records.map(toAdminOrderView), total, page: query.page, limit: query.limit };
}

/** The same list as the admin's orders screen shows it: one summary row per order, its details on its own page. */
export async function listOrderSummariesForAdmin(query: AdminOrderQuery): Promise<AdminOrderPage<AdminOrderSummary>> {
  const { records, total } = await findPage<SummaryRecord>(Order, { filter: await adminOrderFilter(query), sort: NEWEST_FIRST, page: query.page, limit: query.limit, fields: SUMMARY_FIELDS });
  return { orders: records.map(toAdminOrderSummary), total, page: query.page, limit: query.limit };
}

/** One order for its admin page, by order number or _id; null when there is none. */
export async function findOrderForAdmin(orderId: string): Promise<AdminOrderView | null> {
  const order = await findOrderByIdOrNumber(orderId);
  return order ? toAdminOrderView(order) : null;
}
