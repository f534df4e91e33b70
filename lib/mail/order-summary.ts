import { z } from "zod";
import { SHOP_TIME_ZONE } from "@/lib/calendar/shop-calendar";
import { shareImageUrl } from "@/lib/images/photo-variants";
import { formatNaira } from "@/lib/money/naira";
import { orderAmounts, type StoredOrderAmounts } from "@/lib/pricing/order-amounts";
import { estimateLabel } from "@/lib/pricing/delivery";
import { trackingPath } from "@/lib/vocabulary/order-number";
import { ORDER_PAYMENT_METHODS, OUTSIDE_PAYMENT } from "@/lib/vocabulary/order-statuses";
import { TAX_RATE_LABEL } from "@/lib/vocabulary/tax";
import type { FactRow, MailBlock } from "./templates/layout";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";

/** What every order message knows of its order, taken from the order when the message is recorded. */
export const orderSummarySchema = z.object({
  orderNumber: z.string().min(1),
  customerName: z.string().min(1),
  email: z.string().min(1),
  // The line's photo (its URL as the order kept it); messages recorded before photos had none.
  // The size sold; messages recorded before sizes name none.
  items: z.array(z.object({ brand: z.string(), name: z.string(), sizeLabel: z.string().optional(), quantity: z.number().int().positive(), price: z.number().nonnegative(), image: z.string().optional() })).min(1),
  itemsPrice: z.number().nonnegative(),
  bundleDiscount: z.number().nonnegative(),
  promoDiscount: z.number().nonnegative(),
  promoCode: z.string().nullable().default(null),
  taxPrice: z.number().nonnegative(),
  shippingPrice: z.number().nonnegative(),
  shippingMethod: z.string(),
  totalPrice: z.number().nonnegative(),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  estimatedDelivery: z.string(),
  // How it travels: the zone's estimate in working days, or the pickup point; none before zones.
  delivery: z
    .object({
      kind: z.enum(["delivery", "pickup"]),
      zone: z.string().nullable(),
      minDays: z.number().int().nonnegative(),
      maxDays: z.number().int().nonnegative(),
      pickup: z.object({ address: z.string(), hours: z.string() }).nullable(),
    })
    .nullable()
    .default(null),
  // Which Paystack channel paid a card-method order (card, bank_transfer, ussd, bank); none before it was kept.
  paymentChannel: z.string().nullable().default(null),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

type SummarisedOrder = StoredOrderAmounts & {
  orderNumber: string;
  email: string;
  orderItems: { brand: string; name: string; sizeLabel?: string | null; quantity: number; price: number; image?: string | null }[];
  payment: { method: OrderSummary["paymentMethod"]; channel?: string | null; how?: string | null };
  shipping: { fullName: string; estimatedDelivery: Date };
};

export function orderSummaryOf(order: SummarisedOrder): OrderSummary {
  return {
    orderNumber: order.orderNumber,
    customerName: order.shipping.fullName,
    email: order.email,
    items: order.orderItems.map(({ brand, name, sizeLabel, quantity, price, image }) => ({ brand, name, quantity, price, ...(sizeLabel ? { sizeLabel } : {}), ...(image ? { image } : {}) })),
    ...orderAmounts(order),
    paymentMethod: order.payment.method,
    // An outside payment's way (cash, pos, transfer) stands where Paystack's channel would.
    paymentChannel: order.payment.how ?? order.payment.channel ?? null,
    estimatedDelivery: new Date(order.shipping.estimatedDelivery).toISOString(),
  };
}

export function trackingUrl(siteUrl: string, orderNumber: string): string {
  return `${siteUrl}${trackingPath(orderNumber)}`;
}

const dayFormat = new Intl.DateTimeFormat("en-NG", { dateStyle: "long", timeZone: SHOP_TIME_ZONE });

export function formatShopDate(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** The order's lines and totals as a receipt, in the words of the shop's order summary (components/checkout/order-totals.tsx). */
/**
 * The JPEG a mail client shows for a line: our photos' share copy or Cloudinary's, by absolute URL.
 * SVG artwork is left out, since Gmail and Outlook do not display SVG.
 */
function mailPhoto(siteUrl: string, image: string | undefined): string | undefined {
  if (!image || image.endsWith(".svg")) return undefined;
  const url = shareImageUrl(image);
  return url.startsWith("/") ? `${siteUrl}${url}` : url;
}

export function receiptBlock(order: OrderSummary, siteUrl: string): MailBlock {
  const rows: FactRow[] = order.items.map((item) => [`${item.quantity} × ${item.brand} ${nameWithSize(item.name, item.sizeLabel)}`, formatNaira(item.price * item.quantity), mailPhoto(siteUrl, item.image)]);
  rows.push(["Subtotal", formatNaira(order.itemsPrice)]);
  if (order.bundleDiscount > 0) rows.push(["Bundle discount", `−${formatNaira(order.bundleDiscount)}`]);
  if (order.promoDiscount > 0) rows.push([order.promoCode ? `Promo code ${order.promoCode}` : "Promo code", `−${formatNaira(order.promoDiscount)}`]);
  rows.push([`Tax (${TAX_RATE_LABEL})`, formatNaira(order.taxPrice)]);
  rows.push([order.shippingMethod ? `Delivery (${order.shippingMethod})` : "Delivery", formatNaira(order.shippingPrice)]);
  rows.push(["Total", formatNaira(order.totalPrice)]);
  return { kind: "facts", rows };
}

/**
 * When the order arrives, as its messages say it: the zone's estimate in working days and the date
 * it ends, or where and when to collect a pickup. Orders from before zones have only the date.
 */
export function deliveryParagraph(order: OrderSummary): MailBlock {
  const delivery = order.delivery;
  const by = formatShopDate(order.estimatedDelivery);
  if (!delivery) return { kind: "paragraph", text: `Estimated delivery: ${by}.` };
  if (delivery.kind === "pickup" && delivery.pickup) {
    return { kind: "paragraph", text: `${estimateLabel(delivery)} (by ${by}) at ${delivery.pickup.address}. Opening hours: ${delivery.pickup.hours}.` };
  }
  return { kind: "paragraph", text: `Estimated delivery: ${estimateLabel(delivery).replace(/^Delivered in /, "")}${delivery.zone ? ` to ${delivery.zone}` : ""}, by ${by}.` };
}

/** How the shopper paid, in words: a Paystack transfer is not the shop's own bank transfer. */
export function paidByWords(order: Pick<OrderSummary, "paymentMethod" | "paymentChannel">): string {
  if (order.paymentMethod === "pay_on_delivery") return "on delivery";
  if (order.paymentMethod === OUTSIDE_PAYMENT) return order.paymentChannel === "cash" ? "in cash" : order.paymentChannel === "pos" ? "by card at our POS terminal" : "by transfer to our account";
  if (order.paymentMethod !== "card") return "by bank transfer";
  switch (order.paymentChannel) {
    case "bank_transfer":
      return "by transfer through Paystack";
    case "ussd":
      return "by USSD";
    case "bank":
      return "from your bank account through Paystack";
    default:
      return "by card";
  }
}

export function trackingButton(siteUrl: string, orderNumber: string): MailBlock {
  return { kind: "button", label: "Track your order", url: trackingUrl(siteUrl, orderNumber) };
}
