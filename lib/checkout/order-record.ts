import "server-only";
import type { Types } from "mongoose";
import { toNaira } from "@/lib/money/naira";
import { Order } from "@/models/order";
import type { PricedLine } from "@/lib/pricing/pricing";
import type { DeliveryOffer } from "@/lib/pricing/delivery";

/** The order's lines as stored: a snapshot of each size sold at the price charged. */
export function orderItemsOf(lines: readonly PricedLine[]) {
  return lines.map((line) => ({
    product: line.productId,
    size: line.sizeId,
    sizeLabel: line.sizeLabel,
    sku: line.sku,
    brand: line.brand,
    name: line.name,
    type: line.type,
    price: toNaira(line.unitPriceKobo),
    quantity: line.quantity,
    image: line.image,
  }));
}

/** How the order travels, as stored: the method, its zone and estimate, or the pickup point. */
export function orderDeliveryOf(delivery: Pick<DeliveryOffer, "id" | "kind" | "zone" | "minDays" | "maxDays" | "pickup">) {
  return {
    method: delivery.id,
    kind: delivery.kind,
    ...(delivery.zone ? { zoneId: delivery.zone.id, zone: delivery.zone.name } : {}),
    minDays: delivery.minDays,
    maxDays: delivery.maxDays,
    ...(delivery.pickup ? { pickup: delivery.pickup } : {}),
  };
}

/**
 * The order exactly as mongoose would store it (cast, defaults and timestamps applied, version 0),
 * less its _id, after validating it: built once when an order is planned, recorded in its intent
 * and inserted as it is, instead of a mongoose document made and validated again at each step.
 */
export async function storedOrderOf<Fields extends Record<string, unknown>>(fields: Fields, orderId: Types.ObjectId, at: Date = new Date()): Promise<Fields> {
  const document = new Order({ ...fields, _id: orderId, createdAt: at, updatedAt: at });
  await document.validate();
  // The same fields, cast: what the type says of them still holds.
  const { _id, ...stored } = document.toBSON() as unknown as Fields & { _id: unknown };
  return { ...stored, __v: 0 } as unknown as Fields;
}
