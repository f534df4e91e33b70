import "server-only";
import { recordActivity } from "@/lib/activity/record-activity";
import { providerForOrder } from "@/lib/payments/config";
import { ORDER_STATUS, PAYMENT_METHOD, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import { confirmCardPayment } from "./confirm-payment";
import { cancelPendingOrder } from "./release";

/**
 * Unpaid orders past their payment window give their stock (and promotion use) back and are
 * cancelled: card orders after 30 minutes, bank transfers after the settings' hold unless the
 * owner has confirmed the transfer. Before cancelling a card order the provider is asked once: a
 * payment whose webhook was lost confirms instead. Returns the order numbers cancelled.
 */
export async function releaseExpiredOrders(now: Date = new Date()): Promise<string[]> {
  const expired = await Order.find(
    { status: ORDER_STATUS.pending, stockHeld: true, "payment.state": PAYMENT_STATE.unpaid, expiresAt: { $lte: now } },
    { orderNumber: 1, payment: 1 },
  )
    .limit(200)
    .lean<Pick<OrderRecord, "_id" | "orderNumber" | "payment">[]>();
  const cancelled: string[] = [];
  for (const order of expired) {
    const provider = order.payment.method === PAYMENT_METHOD.card ? providerForOrder(order.payment.provider) : null;
    if (provider) {
      try {
        const transaction = await provider.verify(order.payment.reference);
        if (transaction.status === "success") {
          const outcome = await confirmCardPayment(order.payment.reference, transaction, now);
          if (outcome.confirmed) continue;
        }
      } catch (error) {
        // The provider could not say: keep the stock held and ask again next round.
        console.error("Could not check an expiring payment", order.orderNumber, error);
        continue;
      }
    }
    const before = await cancelPendingOrder({ _id: order._id, "payment.state": PAYMENT_STATE.unpaid, expiresAt: { $lte: now } }, now, "expired");
    if (!before) continue;
    cancelled.push(order.orderNumber);
    const late = order.payment.method === PAYMENT_METHOD.bank ? "No bank transfer arrived for" : "No card payment came for";
    await recordActivity("order-cancelled", `${late} order ${order.orderNumber} in time; it was cancelled and its stock returned`, order.orderNumber);
  }
  return cancelled;
}
