import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { isObjectId } from "@/lib/vocabulary/identifiers";
import { isOrderNumber } from "@/lib/vocabulary/order-number";
import { Order, type OrderRecord } from "@/models/order";

/** The order an admin names by its order number or its _id; null when there is none. */
export async function findOrderByIdOrNumber(orderId: string): Promise<(OrderRecord & { createdAt: Date }) | null> {
  const filter = isOrderNumber(orderId) ? { orderNumber: orderId } : isObjectId(orderId) ? { _id: orderId } : null;
  if (!filter) return null;
  await connectToDatabase();
  return Order.findOne(filter).lean<OrderRecord & { createdAt: Date }>();
}
