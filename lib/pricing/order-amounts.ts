import type { OrderRecord } from "@/models/order";

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
  totalPrice: number;
}

export const ORDER_AMOUNT_FIELDS = ["itemsPrice", "bundleDiscount", "promoDiscount", "promo", "taxPrice", "shippingPrice", "shippingMethod", "totalPrice"] as const;

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
    totalPrice: order.totalPrice,
  };
}
