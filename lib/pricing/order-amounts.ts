import type { OrderRecord } from "@/models/order";
import type { DeliveryEstimate, PickupPoint, ShippingKind } from "./delivery";

/** How a placed order travels: its zone and estimate, or where and when to collect it. */
export interface OrderDelivery extends DeliveryEstimate {
  kind: ShippingKind;
  zone: string | null;
  pickup: PickupPoint | null;
}

/** A placed order's money as every screen shows it: the amounts fixed when it was placed. */
export interface OrderAmounts {
  itemsPrice: number;
  bundleDiscount: number;
  /** The promotion code's discount, and the code. */
  promoDiscount: number;
  promoCode: string | null;
  taxPrice: number;
  /** The delivery cost and the shipping method's name when the order was placed. */
  shippingPrice: number;
  shippingMethod: string;
  /** Null for orders placed before delivery zones. */
  delivery: OrderDelivery | null;
  totalPrice: number;
  /** A draft order's lines that are no product (gift wrap, engraving), part of itemsPrice. */
  customLines: { label: string; price: number; quantity: number }[];
  /** The owner's discount on a draft order, and why. */
  ownerDiscount: { amount: number; reason: string } | null;
}

export const ORDER_AMOUNT_FIELDS = ["itemsPrice", "bundleDiscount", "promoDiscount", "promo", "taxPrice", "shippingPrice", "shippingMethod", "delivery", "totalPrice", "customLines", "ownerDiscount"] as const;

export type StoredOrderAmounts = Pick<OrderRecord, (typeof ORDER_AMOUNT_FIELDS)[number]>;

export function orderAmounts(order: StoredOrderAmounts): OrderAmounts {
  return {
    itemsPrice: order.itemsPrice,
    bundleDiscount: order.bundleDiscount,
    // Orders placed before promotions and delivery fees existed have neither field.
    promoDiscount: order.promoDiscount ?? 0,
    promoCode: order.promo?.code ?? null,
    taxPrice: order.taxPrice,
    shippingPrice: order.shippingPrice,
    shippingMethod: order.shippingMethod ?? "",
    delivery: order.delivery
      ? {
          kind: order.delivery.kind === "pickup" ? "pickup" : "delivery",
          zone: order.delivery.zone ?? null,
          minDays: order.delivery.minDays,
          maxDays: order.delivery.maxDays,
          pickup: order.delivery.pickup ? { address: order.delivery.pickup.address, hours: order.delivery.pickup.hours } : null,
        }
      : null,
    totalPrice: order.totalPrice,
    customLines: (order.customLines ?? []).map((line) => ({ label: line.label, price: line.price, quantity: line.quantity })),
    ownerDiscount: order.ownerDiscount ? { amount: order.ownerDiscount.amount, reason: order.ownerDiscount.reason } : null,
  };
}
