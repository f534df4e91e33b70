import { toNaira } from "@/lib/money/naira";
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
