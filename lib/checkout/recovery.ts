import "server-only";
import type { Types } from "mongoose";
import { ORDER_STATUS, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { PLACEMENT_GRACE_MS } from "@/lib/vocabulary/stock-moves";
import { DraftOrder } from "@/models/draft-order";
import { Order } from "@/models/order";
import { OrderIntent } from "@/models/order-intent";
import { Product } from "@/models/product";
import { Promotion } from "@/models/promotion";
import { finishIntent } from "./placement";
import { PROMOTION_USES, returnHold, returnStock, settleHolds, settleStock } from "./holds";
import { refreshStockPages, type StockMove } from "./stock-pages";
import { returnStaleDropClaims } from "./drop-claims";
import { recoverHeldStock, type HoldVerdict } from "./stock-holds";

export { PLACEMENT_GRACE_MS } from "@/lib/vocabulary/stock-moves";

export interface RecoveryReport {
  rolledBack: string[];
  rolledForward: string[];
  holdsReturned: number;
  holdsSettled: number;
  codeUsesReturned: number;
  codeUsesSettled: number;
  /** Buyers' claims on drops given back for orders never stored or cancelled. */
  dropClaimsReturned: number;
}

const BATCH = 200;

type HoldingOrder = { status: string; payment?: { state?: string } };

/**
 * Whether the units the order holds are sold: it is past Pending and not still unpaid (a
 * pay-on-delivery order goes out unpaid, and keeps its holds until the door decides).
 */
const isPaidFor = (order: HoldingOrder) => order.status !== ORDER_STATUS.pending && order.payment?.state !== PAYMENT_STATE.unpaid;
const HOLDING_FIELDS = { status: 1, stockHeld: 1, "payment.state": 1 } as const;

/** What to do with each order's holds kept off its products: the rule above, for many orders at once. */
async function verdictsOf(orders: Types.ObjectId[]): Promise<Map<string, HoldVerdict>> {
  const [placing, stored, reserved] = await Promise.all([
    OrderIntent.find({ _id: { $in: orders } }, { _id: 1 }).lean(),
    Order.find({ _id: { $in: orders } }, HOLDING_FIELDS).lean(),
    DraftOrder.find({ orderId: { $in: orders }, reservedUntil: { $exists: true } }, { orderId: 1 }).lean(),
  ]);
  const verdicts = new Map<string, HoldVerdict>(orders.map((order) => [order.toString(), "return"]));
  for (const draft of reserved) verdicts.set(draft.orderId.toString(), "leave");
  for (const order of stored) verdicts.set(order._id.toString(), !order.stockHeld ? "return" : isPaidFor(order) ? "settle" : "held");
  for (const intent of placing) verdicts.set(intent._id.toString(), "leave");
  return verdicts;
}

/**
 * The recovery pass, run at start and by the periodic sweep: finishes placements a crash left
 * half done, gives back units and promotion code uses still held for orders that were cancelled
 * or never stored, and settles the holds of orders that are paid. Every action is idempotent, so passes may overlap.
 */
export async function recoverOrderPlacements(now: Date = new Date(), graceMs = PLACEMENT_GRACE_MS): Promise<RecoveryReport> {
  const cutoff = new Date(now.getTime() - graceMs);
  const report: RecoveryReport = { rolledBack: [], rolledForward: [], holdsReturned: 0, holdsSettled: 0, codeUsesReturned: 0, codeUsesSettled: 0, dropClaimsReturned: 0 };

  const intents = await OrderIntent.find({ createdAt: { $lte: cutoff } }, { _id: 1 }).sort({ createdAt: 1 }).limit(BATCH).lean();
  for (const intent of intents) {
    const outcome = await finishIntent(intent._id);
    (outcome === "rolled-back" ? report.rolledBack : report.rolledForward).push(intent._id.toString());
  }

  const holders = await Product.find({ "holds.0": { $exists: true } }, { holds: 1 }).limit(BATCH).lean();
  const byOrder = new Map<string, { orderId: Types.ObjectId; products: Types.ObjectId[] }>();
  for (const product of holders) {
    for (const hold of product.holds ?? []) {
      // A hold's order id is made when its placement starts: a young one may still be under way.
      if (hold.order.getTimestamp() > cutoff) continue;
      const entry = byOrder.get(hold.order.toString()) ?? { orderId: hold.order, products: [] };
      entry.products.push(product._id);
      byOrder.set(hold.order.toString(), entry);
    }
  }
  for (const { orderId, products } of byOrder.values()) {
    // An intent decides for itself (above); the order is read after it, since an intent is only
    // forgotten once its order is stored or its holds are back.
    if (await OrderIntent.exists({ _id: orderId })) continue;
    const order = await Order.findById(orderId, HOLDING_FIELDS).lean();
    // A draft's reservation holds under its order's id before the order exists; its own sweep gives them back.
    if (!order && (await DraftOrder.exists({ orderId, reservedUntil: { $exists: true } }))) continue;
    if (!order || !order.stockHeld) {
      const returned: StockMove[] = [];
      for (const productId of products) {
        const quantity = await returnStock(productId, orderId);
        if (quantity > 0) returned.push({ productId: String(productId), change: -quantity });
      }
      report.holdsReturned += returned.length;
      await refreshStockPages(returned);
    } else if (isPaidFor(order)) {
      await settleStock(orderId);
      report.holdsSettled += products.length;
    }
  }

  // Holds kept off the products (stock-holds.ts), by the same rule; a Pending order's takes a crash left unfinished are finished.
  const offProducts = await recoverHeldStock({ now, cutoff }, verdictsOf);
  report.holdsReturned += offProducts.returned;
  report.holdsSettled += offProducts.settled;
  await refreshStockPages(offProducts.moves);

  // Promotion codes' uses are held the same way, and given back or settled by the same rule.
  const codes = await Promotion.find({ "holds.0": { $exists: true } }, { holds: 1 }).limit(BATCH).lean();
  for (const promotion of codes) {
    for (const hold of promotion.holds ?? []) {
      if (hold.order.getTimestamp() > cutoff || (await OrderIntent.exists({ _id: hold.order }))) continue;
      const order = await Order.findById(hold.order, HOLDING_FIELDS).lean();
      if (!order || !order.stockHeld) {
        if ((await returnHold(PROMOTION_USES, promotion._id, hold.order)) > 0) report.codeUsesReturned += 1;
      } else if (isPaidFor(order)) {
        await settleHolds(PROMOTION_USES, hold.order);
        report.codeUsesSettled += 1;
      }
    }
  }
  report.dropClaimsReturned = await returnStaleDropClaims(cutoff);
  return report;
}
