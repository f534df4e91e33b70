import "server-only";
import type { Types } from "mongoose";
import { toKobo } from "@/lib/money/naira";
import { ORDER_STATUS, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { Customer } from "@/models/customer";
import { CustomerIndexMark } from "@/models/customer-index-mark";
import { Order } from "@/models/order";
import { User } from "@/models/user";
import { customerKeywords } from "./keywords";

/**
 * Keeps the customer list (models/customer.ts) in step with the orders and accounts without
 * touching the paths that write them: each pass reads what changed since its mark (by the
 * updatedAt index), works out each e-mail it saw again from that e-mail's orders and account (by
 * their e-mail indexes), then moves the mark on. Working a customer out is idempotent, so passes
 * may overlap or repeat, and a crash only means the next pass does the work again.
 */

// A write is stamped before it lands: the mark stays this far behind now, so a pass never steps
// past a write still on its way, and the next pass reads those seconds again.
const SETTLE_MS = 30_000;
const BATCH = 1_000;

interface OrderFacts {
  createdAt: Date;
  status: string;
  totalPrice: number;
  refundedKobo?: number | null;
  payment: { state: string; paidAmountKobo?: number | null };
  shipping?: { fullName?: string | null; phoneNumber?: string | null };
}

/** Works one customer out again from their orders and account; removes them when neither exists. */
export async function refreshCustomer(email: string): Promise<void> {
  const [orders, account] = await Promise.all([
    Order.find({ email }, { createdAt: 1, status: 1, totalPrice: 1, refundedKobo: 1, "payment.state": 1, "payment.paidAmountKobo": 1, "shipping.fullName": 1, "shipping.phoneNumber": 1 })
      .sort({ createdAt: -1 })
      .lean<OrderFacts[]>(),
    User.findOne({ email, role: "customer" }, { name: 1, addresses: 1 }).lean<{ _id: Types.ObjectId; name: string; addresses?: { phoneNumber?: string | null }[] }>(),
  ]);
  const counted = orders.filter((order) => !(order.status === ORDER_STATUS.cancelled && order.payment.state !== PAYMENT_STATE.paid));
  if (counted.length === 0 && !account) {
    await Customer.deleteOne({ email });
    return;
  }
  const spentKobo = counted.reduce(
    (sum, order) => sum + (order.payment.state === PAYMENT_STATE.paid ? (order.payment.paidAmountKobo ?? toKobo(order.totalPrice)) - (order.refundedKobo ?? 0) : 0),
    0,
  );
  const newest = counted[0];
  const name = account?.name || newest?.shipping?.fullName || "";
  const phone = newest?.shipping?.phoneNumber || account?.addresses?.find((address) => address.phoneNumber)?.phoneNumber || "";
  await Customer.updateOne(
    { email },
    {
      $set: { name, phone, orders: counted.length, spentKobo, lastOrderAt: newest?.createdAt ?? null, keywords: customerKeywords({ email, name, phone }), account: account?._id ?? null },
    },
    { upsert: true },
  ).catch((error: unknown) => {
    // Two passes creating one customer at once: the other's insert stands, and holds the same facts.
    if (!(typeof error === "object" && error !== null && "code" in error && error.code === 11000)) throw error;
  });
}

async function markOf(source: string): Promise<Date> {
  return (await CustomerIndexMark.findOne({ source }).lean())?.at ?? new Date(0);
}

type Changed = { _id: Types.ObjectId; email: string; updatedAt: Date }[];

/**
 * What changed from `at` on, in (updatedAt, _id) order, past the first `skip` of them. A plain
 * range on the single-field updatedAt index, which the built-in engine reads without a scan.
 */
function changedSince(source: "orders" | "users", at: Date, until: Date, skip: number): Promise<Changed> {
  // Never past now: a document stamped ahead of the clock (an import's made-up dates) would
  // otherwise be read again by every pass until its time came.
  const since = { updatedAt: { $gte: at, $lte: until } };
  const fields = { email: 1, updatedAt: 1 };
  return source === "orders"
    ? Order.find(since, fields).sort({ updatedAt: 1, _id: 1 }).skip(skip).limit(BATCH).lean<Changed>()
    : User.find({ ...since, role: "customer" }, fields).sort({ updatedAt: 1, _id: 1 }).skip(skip).limit(BATCH).lean<Changed>();
}

const moveMark = (source: string, at: Date) => CustomerIndexMark.updateOne({ source }, { $max: { at } }, { upsert: true });

/** Reads one source's changes since its mark, a batch at a time, until done or out of time; true when done. */
async function catchUp(source: "orders" | "users", deadline: number, now: Date): Promise<boolean> {
  const settled = new Date(now.getTime() - SETTLE_MS);
  let at = await markOf(source);
  // Within one pass the reading goes on past what it read at the last instant: a bulk import stamps
  // thousands of orders with one instant, and a batch must never stop inside them and skip the rest.
  let skip = 0;
  for (;;) {
    const changed = await changedSince(source, at, now, skip);
    for (const email of new Set(changed.map((entry) => entry.email))) await refreshCustomer(email);
    const last = changed.at(-1);
    if (!last || changed.length < BATCH) {
      await moveMark(source, settled);
      return true;
    }
    // The mark itself is a time, read again with $gte next pass: a few orders worked out twice.
    await moveMark(source, last.updatedAt < settled ? last.updatedAt : settled);
    const atLast = changed.filter((entry) => entry.updatedAt.getTime() === last.updatedAt.getTime()).length;
    skip = last.updatedAt.getTime() === at.getTime() ? skip + atLast : atLast;
    at = last.updatedAt;
    if (Date.now() > deadline) return false;
  }
}

interface EmailTotals {
  _id: string;
  orders: number;
  spentKobo: number;
  lastOrderAt: Date | null;
  name: string | null;
  phone: string | null;
}

const BUILD_BATCH = 1_000;

/**
 * The list's first build on a shop that already has orders (a large shop's first start, a restore):
 * one pass grouping every order by e-mail, then the accounts, written a thousand customers at a
 * time, instead of working out tens of thousands of customers one by one. Its marks are set to
 * before it began, so whatever changed meanwhile is read again by the next pass.
 */
async function firstBuild(now: Date): Promise<void> {
  const began = new Date(now.getTime() - SETTLE_MS);
  const paid = { $eq: ["$payment.state", PAYMENT_STATE.paid] };
  const counts = { $not: [{ $and: [{ $eq: ["$status", ORDER_STATUS.cancelled] }, { $ne: ["$payment.state", PAYMENT_STATE.paid] }] }] };
  const totals = Order.aggregate<EmailTotals>([
    { $project: { email: 1, createdAt: 1, status: 1, totalPrice: 1, refundedKobo: 1, "payment.state": 1, "payment.paidAmountKobo": 1, "shipping.fullName": 1, "shipping.phoneNumber": 1 } },
    { $match: { $expr: counts } },
    { $sort: { createdAt: -1 } },
    {
      $group: {
        _id: "$email",
        orders: { $sum: 1 },
        spentKobo: {
          $sum: { $cond: [paid, { $subtract: [{ $ifNull: ["$payment.paidAmountKobo", { $round: [{ $multiply: ["$totalPrice", 100] }, 0] }] }, { $ifNull: ["$refundedKobo", 0] }] }, 0] },
        },
        lastOrderAt: { $first: "$createdAt" },
        name: { $first: "$shipping.fullName" },
        phone: { $first: "$shipping.phoneNumber" },
      },
    },
  ]).allowDiskUse(true);
  const accounts = new Map(
    (await User.find({ role: "customer" }, { email: 1, name: 1, addresses: 1 }).lean<{ _id: Types.ObjectId; email: string; name: string; addresses?: { phoneNumber?: string | null }[] }[]>()).map((account) => [account.email, account]),
  );
  let batch: Parameters<typeof Customer.bulkWrite>[0] = [];
  const write = async () => {
    if (batch.length > 0) await Customer.bulkWrite(batch, { ordered: false });
    batch = [];
  };
  const upsert = (email: string, fields: Record<string, unknown>) => batch.push({ updateOne: { filter: { email }, update: { $set: fields }, upsert: true } });
  for (const entry of await totals) {
    const account = accounts.get(entry._id);
    accounts.delete(entry._id);
    const name = account?.name || entry.name || "";
    const phone = entry.phone || account?.addresses?.find((address) => address.phoneNumber)?.phoneNumber || "";
    upsert(entry._id, { name, phone, orders: entry.orders, spentKobo: entry.spentKobo, lastOrderAt: entry.lastOrderAt, keywords: customerKeywords({ email: entry._id, name, phone }), account: account?._id ?? null });
    if (batch.length >= BUILD_BATCH) await write();
  }
  for (const account of accounts.values()) {
    const phone = account.addresses?.find((address) => address.phoneNumber)?.phoneNumber || "";
    upsert(account.email, { name: account.name, phone, orders: 0, spentKobo: 0, lastOrderAt: null, keywords: customerKeywords({ email: account.email, name: account.name, phone }), account: account._id });
    if (batch.length >= BUILD_BATCH) await write();
  }
  await write();
  await Promise.all([moveMark("orders", began), moveMark("users", began)]);
}

/**
 * Brings the customer list up to date, within `budgetMs` (the sweep gives it longer; a page that
 * reads the list gives it a moment, and the sweep finishes a large backlog). True when up to date.
 * `firstBuild` (the sweep) builds a list never built before in one grouped pass.
 */
export async function refreshCustomers(options: { budgetMs?: number; now?: Date; firstBuild?: boolean } = {}): Promise<boolean> {
  const deadline = Date.now() + (options.budgetMs ?? 30_000);
  const now = options.now ?? new Date();
  // Never built, and orders to build from: the sweep builds it in one grouped pass; a page's short
  // catch-up reads on from the start meanwhile, within its budget.
  if (options.firstBuild && !(await CustomerIndexMark.exists({ source: "orders" })) && (await Order.exists({}))) {
    await firstBuild(now);
    return false;
  }
  const users = await catchUp("users", deadline, now);
  const orders = await catchUp("orders", deadline, now);
  return users && orders;
}
