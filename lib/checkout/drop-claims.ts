import "server-only";
import { Types, type Model } from "mongoose";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { DropClaim } from "@/models/drop-claim";
import { Order } from "@/models/order";
import { OrderIntent } from "@/models/order-intent";
import type { DropOfCart } from "./drop-limits";
import { returnHold, returnHolds, takeHold, type Holdable } from "./holds";

/**
 * A drop's limit per customer, kept race-free: each buyer (by e-mail, and by account when signed
 * in) has a claim per drop, whose count of units moves with one hold per order in a single
 * conditional update, as stock does (holds.ts). Two orders by one buyer placed at once cannot both
 * pass: the second finds no room. A placement takes its claims before any stock and gives them
 * back if it rolls back; a cancelled or expired order gives them back, and so does the recovery
 * pass for an order that was never stored or was cancelled by a crash's halfway.
 */
export interface DropClaimLine {
  /** The claim's _id: the product and the buyer. */
  key: string;
  productId: string;
  quantity: number;
  limit: number;
  brand: string;
  name: string;
  /** Whose orders count towards it, for a claim opened on a buyer who ordered before claims were kept. */
  buyer: { email: string } | { customer: Types.ObjectId };
}

type HeldClaim = { _id: Types.ObjectId; holds?: { order: Types.ObjectId; quantity?: number | null }[] };

/** Claims with room for `quantity` more under `limit`. */
function claimsUnder(limit: number): Holdable {
  return {
    model: DropClaim as unknown as Model<HeldClaim>,
    counter: "units",
    direction: 1,
    room: (quantity) => ({ $expr: { $lte: [{ $add: ["$units", quantity] }, limit] } }),
  };
}

/** Claims as given back: the limit plays no part. */
const DROP_CLAIMS = claimsUnder(Number.POSITIVE_INFINITY);

/** The claims an order for these lines takes: one per drop with a limit, per e-mail and per account. */
export function dropClaimLines(
  lines: readonly { productId: string; quantity: number }[],
  drops: ReadonlyMap<string, DropOfCart>,
  buyer: { email: string; customerId?: string },
): DropClaimLine[] {
  const wanted = new Map<string, number>();
  for (const line of lines) if (drops.get(line.productId)?.perCustomerLimit) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  const email = buyer.email.toLowerCase();
  const customer = buyer.customerId && Types.ObjectId.isValid(buyer.customerId) ? new Types.ObjectId(buyer.customerId) : null;
  return [...wanted].flatMap(([productId, quantity]) => {
    const drop = drops.get(productId) as DropOfCart;
    const claim = { productId, quantity, limit: drop.perCustomerLimit as number, brand: drop.brand, name: drop.name };
    return [
      { ...claim, key: `${productId}:email:${email}`, buyer: { email } },
      ...(customer ? [{ ...claim, key: `${productId}:customer:${customer.toString()}`, buyer: { customer } }] : []),
    ];
  });
}

/**
 * Makes the claim if the buyer has none yet, counting the units of the buyer's standing orders
 * (placed before claims were kept: any since holds a claim, so the claim would exist).
 */
async function openClaim(claim: DropClaimLine): Promise<void> {
  if (await DropClaim.exists({ _id: claim.key })) return;
  const product = new Types.ObjectId(claim.productId);
  const [standing] = await Order.aggregate<{ units: number }>([
    { $match: { ...claim.buyer, "orderItems.product": product, status: { $ne: ORDER_STATUS.cancelled } } },
    { $unwind: "$orderItems" },
    { $match: { "orderItems.product": product } },
    { $group: { _id: null, units: { $sum: "$orderItems.quantity" } } },
  ]);
  try {
    await DropClaim.updateOne({ _id: claim.key }, { $setOnInsert: { units: standing?.units ?? 0, holds: [] } }, { upsert: true });
  } catch (error) {
    // Another order by the same buyer opened it a moment earlier.
    if (!isDuplicateKeyError(error, "_id")) throw error;
  }
}

/** Takes the order's units on the buyer's claim, unless it already holds them; "short" when the limit leaves no room. */
export async function takeDropClaim(claim: DropClaimLine, orderId: Types.ObjectId): Promise<"taken" | "short"> {
  await openClaim(claim);
  return takeHold(claimsUnder(claim.limit), claim.key, orderId, claim.quantity);
}

/** The units the buyer's other orders hold on the claim, for the refusal's words. */
export async function claimedUnits(key: string): Promise<number> {
  return (await DropClaim.findById(key, { units: 1 }).lean())?.units ?? 0;
}

/** Gives back every claim the order holds, each once. */
export async function returnDropClaims(orderId: Types.ObjectId): Promise<void> {
  await returnHolds(DROP_CLAIMS, orderId);
}

/**
 * For the recovery pass: gives back the claims of orders placed before `cutoff` that were never
 * stored (and are not being placed) or were cancelled, which a crash between an order's
 * cancellation and its claims' return leaves held. Returns how many were given back.
 */
export async function returnStaleDropClaims(cutoff: Date): Promise<number> {
  const claims = await DropClaim.find({ "holds.0": { $exists: true } }, { holds: 1 }).lean();
  const held = claims.flatMap((claim) => claim.holds.filter((hold) => hold.order.getTimestamp() <= cutoff).map((hold) => ({ key: claim._id, order: hold.order })));
  if (held.length === 0) return 0;
  const orders = [...new Map(held.map((hold) => [hold.order.toString(), hold.order])).values()];
  const [placing, standing] = await Promise.all([
    OrderIntent.find({ _id: { $in: orders } }, { _id: 1 }).lean(),
    Order.find({ _id: { $in: orders }, status: { $ne: ORDER_STATUS.cancelled } }, { _id: 1 }).lean(),
  ]);
  const keep = new Set([...placing, ...standing].map((doc) => doc._id.toString()));
  let returned = 0;
  for (const hold of held) {
    if (keep.has(hold.order.toString())) continue;
    if ((await returnHold(DROP_CLAIMS, hold.key, hold.order)) > 0) returned += 1;
  }
  return returned;
}
