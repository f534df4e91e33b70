import "server-only";
import type { Types } from "mongoose";
import { findPage } from "@/lib/db/find-page";
import { toKobo, toNaira } from "@/lib/money/naira";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import type { OrderStatus, PaymentState } from "@/lib/vocabulary/order-statuses";
import { refundLabel, type RefundLabel } from "@/lib/vocabulary/refunds";
import { Customer, type CustomerRecord } from "@/models/customer";
import { Order } from "@/models/order";
import { User } from "@/models/user";
import { refreshCustomers } from "./customer-index";
import { keywordPrefix } from "./keywords";
import type { CustomerQuery } from "./schemas";

/** A customer as a row of the list shows them; money in naira. */
export interface CustomerRow {
  _id: string;
  email: string;
  name: string;
  phone: string;
  hasAccount: boolean;
  orders: number;
  spent: number;
  lastOrderAt: string | null;
}

export interface CustomerPage {
  customers: CustomerRow[];
  total: number;
  page: number;
  limit: number;
}

export interface CustomerOrderRow {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  paymentState: PaymentState;
  totalPrice: number;
  refundLabel: RefundLabel | null;
}

export interface CustomerAddressRow {
  id: string;
  fullName: string;
  address: string;
  city: string;
  state: string;
  phoneNumber: string;
}

export interface CustomerDetail extends CustomerRow {
  orderList: CustomerOrderRow[];
  /** Shown newest first; a customer with more has a note saying so. */
  ordersShown: number;
  addresses: CustomerAddressRow[];
}

// A page that reads the list gives the catch-up this long; the sweep finishes any larger backlog.
const PAGE_CATCH_UP_MS = 300;
const ORDERS_SHOWN = 50;

const toRow = (customer: CustomerRecord): CustomerRow => ({
  _id: customer._id.toString(),
  email: customer.email,
  name: customer.name ?? "",
  phone: customer.phone ?? "",
  hasAccount: Boolean(customer.account),
  orders: customer.orders,
  spent: toNaira(customer.spentKobo),
  lastOrderAt: customer.lastOrderAt ? new Date(customer.lastOrderAt).toISOString() : null,
});

const ROW_FIELDS = ["email", "name", "phone", "account", "orders", "spentKobo", "lastOrderAt"] as const;

/** The owner's customer list: newest buyers first, searched from the start of an e-mail, a name's word or a phone number. */
export async function listCustomers(query: CustomerQuery): Promise<CustomerPage> {
  await refreshCustomers({ budgetMs: PAGE_CATCH_UP_MS }).catch((error: unknown) => console.error("Catching the customer list up failed; the sweep will", error));
  const prefix = query.q ? keywordPrefix(query.q) : "";
  const filter = prefix ? { keywords: { $regex: `^${prefix}` } } : {};
  const { records, total } = await findPage<CustomerRecord>(Customer, { filter, sort: { lastOrderAt: -1, _id: -1 }, page: query.page, limit: query.limit, fields: ROW_FIELDS });
  return { customers: records.map(toRow), total, page: query.page, limit: query.limit };
}

/** One customer with their newest orders and, for an account, its saved addresses; null when there is none. */
export async function findCustomer(id: string): Promise<CustomerDetail | null> {
  if (!isObjectId(id)) return null;
  const customer = await Customer.findById(id).lean<CustomerRecord>();
  if (!customer) return null;
  const [orders, account] = await Promise.all([
    Order.find({ email: customer.email }, { orderNumber: 1, createdAt: 1, status: 1, totalPrice: 1, refundedKobo: 1, "payment.state": 1, "payment.paidAmountKobo": 1 })
      .sort({ createdAt: -1 })
      .limit(ORDERS_SHOWN)
      .lean<{ orderNumber: string; createdAt: Date; status: OrderStatus; totalPrice: number; refundedKobo?: number | null; payment: { state: PaymentState; paidAmountKobo?: number | null } }[]>(),
    customer.account
      ? User.findById(customer.account, { addresses: 1 }).lean<{ addresses?: { _id: Types.ObjectId; fullName: string; address: string; city: string; state: string; phoneNumber?: string | null }[] }>()
      : null,
  ]);
  return {
    ...toRow(customer),
    orderList: orders.map((order) => ({
      orderNumber: order.orderNumber,
      createdAt: new Date(order.createdAt).toISOString(),
      status: order.status,
      paymentState: order.payment.state,
      totalPrice: order.totalPrice,
      refundLabel: refundLabel(order.refundedKobo ?? 0, order.payment.paidAmountKobo ?? toKobo(order.totalPrice)),
    })),
    ordersShown: orders.length,
    addresses: (account?.addresses ?? []).map((address) => ({
      id: address._id.toString(),
      fullName: address.fullName,
      address: address.address,
      city: address.city,
      state: address.state,
      phoneNumber: address.phoneNumber ?? "",
    })),
  };
}

/**
 * The e-mails of the customers a search term names by the start of a name's word, an e-mail or a
 * phone number (either Nigerian form), at most `limit`: the orders list finds their orders by its
 * e-mail index, so a search by phone reads a few keys, not every order's address.
 */
export async function customerEmailsMatching(term: string, limit = 200): Promise<string[]> {
  const prefix = keywordPrefix(term);
  if (!prefix) return [];
  await refreshCustomers({ budgetMs: PAGE_CATCH_UP_MS }).catch((error: unknown) => console.error("Catching the customer list up failed; the sweep will", error));
  const customers = await Customer.find({ keywords: { $regex: `^${prefix}` } }, { email: 1 }).limit(limit).lean<{ email: string }[]>();
  return customers.map((customer) => customer.email);
}
