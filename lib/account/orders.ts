import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { trackingPath } from "@/lib/vocabulary/order-number";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { reviewProductPath } from "@/lib/vocabulary/store-paths";
import { Order } from "@/models/order";
import type { AccountOrder } from "./schemas";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";

/** The history shows this many, newest first: years of a shopper's orders, never an unbounded read. */
export const ACCOUNT_ORDERS_SHOWN = 100;

/** The account's own orders: placed while signed in, or joined once the customer proved the order's e-mail. */
export async function listAccountOrders(userId: string): Promise<AccountOrder[]> {
  await connectToDatabase();
  const orders = await Order.find({ customer: userId })
    .sort({ createdAt: -1, _id: -1 })
    .limit(ACCOUNT_ORDERS_SHOWN)
    .select({ orderNumber: 1, createdAt: 1, status: 1, totalPrice: 1, "orderItems.name": 1, "orderItems.sizeLabel": 1, "orderItems.quantity": 1, "orderItems.product": 1 })
    .lean<{ orderNumber: string; createdAt: Date; status: string; totalPrice: number; orderItems: { product: { toString(): string }; name: string; sizeLabel?: string | null; quantity: number }[] }[]>();
  return orders.map((order) => ({
    orderNumber: order.orderNumber,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    total: order.totalPrice,
    trackingPath: trackingPath(order.orderNumber),
    items: order.orderItems.map((item) => `${item.quantity} × ${nameWithSize(item.name, item.sizeLabel)}`),
    // A delivered order's products can be reviewed (or their review edited), each once whatever its sizes.
    reviews:
      order.status === ORDER_STATUS.delivered
        ? [...new Map(order.orderItems.map((item) => [item.product.toString(), { name: item.name, path: reviewProductPath(item.product.toString()) }])).values()]
        : [],
  }));
}
