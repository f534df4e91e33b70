import "server-only";
import { z } from "zod";
import { connectToDatabase } from "@/lib/db/connect";
import { pageNumberSchema } from "@/lib/vocabulary/page-number";
import { AbandonedCheckout, type AbandonedCheckoutRecord } from "@/models/abandoned-checkout";
import { Order } from "@/models/order";

export const ABANDONED_CHECKOUTS_PER_PAGE = 25;

/** /admin/abandoned-checkouts: newest first, a page at a time. */
export const abandonedCheckoutQuerySchema = z.object({ page: pageNumberSchema });
export type AbandonedCheckoutQuery = z.infer<typeof abandonedCheckoutQuerySchema>;

/** One abandoned checkout as the owner's list shows it: when, who, what, its value, the reminders and what came of them. */
export interface AbandonedCheckoutRow {
  id: string;
  abandonedAt: Date;
  email: string;
  name: string;
  items: string;
  value: number;
  reminders: number;
  /** Why no reminder went, in the shop's words; null when one did or is still due. */
  suppressed: string | null;
  recovered: { orderNumber: string; total: number } | null;
}

const SUPPRESSED: Record<NonNullable<AbandonedCheckoutRecord["suppressed"]>, string> = {
  ordered: "Ordered meanwhile",
  "opted-out": "Opted out",
  limited: "Reminded this week already",
};

function rowOf(checkout: AbandonedCheckoutRecord): AbandonedCheckoutRow {
  return {
    id: checkout._id,
    abandonedAt: checkout.abandonedAt,
    email: checkout.email,
    name: checkout.contact.fullName,
    items: checkout.lines.map((line) => `${line.name} × ${line.quantity}`).join(", "),
    value: checkout.value,
    reminders: checkout.reminders,
    suppressed: checkout.suppressed ? SUPPRESSED[checkout.suppressed] : null,
    recovered: checkout.recovered ? { orderNumber: checkout.recovered.orderNumber, total: checkout.recovered.total } : null,
  };
}

export async function listAbandonedCheckouts(query: AbandonedCheckoutQuery): Promise<{ rows: AbandonedCheckoutRow[]; total: number; limit: number }> {
  await connectToDatabase();
  const limit = ABANDONED_CHECKOUTS_PER_PAGE;
  const [records, total] = await Promise.all([
    AbandonedCheckout.find().sort({ abandonedAt: -1 }).skip((query.page - 1) * limit).limit(limit).lean<AbandonedCheckoutRecord[]>(),
    AbandonedCheckout.countDocuments(),
  ]);
  return { rows: records.map(rowOf), total, limit };
}

/**
 * The checkouts won back in [from, to): orders placed after a reminder and since paid, and their
 * revenue in naira. An order placed and never paid is not counted.
 */
export async function recoveredCheckouts(from: Date, to: Date): Promise<{ orders: number; revenue: number }> {
  await connectToDatabase();
  const recovered = await AbandonedCheckout.find({ "recovered.at": { $gte: from, $lt: to } }, { recovered: 1 }).lean<Pick<AbandonedCheckoutRecord, "recovered">[]>();
  const numbers = recovered.flatMap((checkout) => (checkout.recovered ? [checkout.recovered.orderNumber] : []));
  if (numbers.length === 0) return { orders: 0, revenue: 0 };
  const paid = await Order.find({ orderNumber: { $in: numbers }, "payment.paidAt": { $exists: true } }, { totalPrice: 1 }).lean();
  return { orders: paid.length, revenue: paid.reduce((sum, order) => sum + order.totalPrice, 0) };
}
