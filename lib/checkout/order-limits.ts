import "server-only";
import { ORDER_STATUS, PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { Order } from "@/models/order";
import { OrderIntent } from "@/models/order-intent";
import { checkoutRefusal } from "./refusals";
import { inBatchesEach } from "./batches";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";

/** Orders awaiting payment one e-mail address may have at a time: each one holds stock. */
export const MAX_UNPAID_ORDERS_PER_EMAIL = 3;

export interface UnitCaps {
  maxUnitsPerProduct: number;
  maxUnitsPerOrder: number;
}

/** The first way these lines break the per-order caps, as the shopper is told it; null when they fit. */
export function unitCapProblem(lines: readonly { quantity: number; brand: string; name: string; sizeLabel?: string | null }[], caps: UnitCaps): string | null {
  // The cap is per line, and a line is one size: each size of a product may be ordered up to it.
  const over = lines.find((line) => line.quantity > caps.maxUnitsPerProduct);
  if (over) return `You can order at most ${caps.maxUnitsPerProduct} of ${over.brand} ${nameWithSize(over.name, over.sizeLabel)} in one order.`;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > caps.maxUnitsPerOrder) return `You can order at most ${caps.maxUnitsPerOrder} items in one order; this one has ${units}.`;
  return null;
}

/**
 * The ids of each address's unpaid orders and of its placements in flight; the addresses asked
 * meanwhile by other orders are read together, two finds for all (inBatchesEach). Through the
 * driver: the filters are plain strings, which mongoose's casting only copied, on every order.
 */
const heldByAddresses = inBatchesEach<string, string[]>(async (addresses) => {
  const asked = [...new Set(addresses)];
  const [unpaid, placing] = await Promise.all([
    // A pay-on-delivery order stays unpaid until the door, Processing and Shipped included.
    Order.collection.find({ email: { $in: asked }, status: { $ne: ORDER_STATUS.cancelled }, "payment.state": PAYMENT_STATE.unpaid }, { projection: { _id: 1, email: 1 } }).toArray(),
    OrderIntent.collection.find({ email: { $in: asked }, state: { $ne: "abandoned" } }, { projection: { _id: 1, email: 1 } }).toArray(),
  ]);
  const held = new Map<string, string[]>();
  for (const record of [...unpaid, ...placing]) held.set(String(record.email), [...(held.get(String(record.email)) ?? []), String(record._id)]);
  return addresses.map((address) => ({ value: held.get(address) ?? [] }));
});

/**
 * Refuses a new order while the address already has the most unpaid orders allowed, counting
 * placements still under way, so one address cannot hold the shelf with order after order.
 */
export async function assertUnpaidOrdersAllowed(email: string): Promise<void> {
  const ids = await heldByAddresses(email.trim().toLowerCase());
  // A placed order's intent is forgotten after its answer: until then the order and its intent are one order.
  const held = new Set(ids);
  if (held.size >= MAX_UNPAID_ORDERS_PER_EMAIL) {
    throw checkoutRefusal.tooManyUnpaidOrders(
      `You already have ${MAX_UNPAID_ORDERS_PER_EMAIL} orders awaiting payment. Please pay for one of them, or wait until an unpaid order expires, before placing another.`,
    );
  }
}
