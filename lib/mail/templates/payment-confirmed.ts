import { z } from "zod";
import { formatNaira } from "@/lib/money/naira";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { formatShopDate, orderSummarySchema, receiptBlock, trackingButton } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** The order is paid (card verified, or the owner confirmed the transfer): the receipt. */
export const paymentConfirmed = defineTemplate({
  schema: orderSummarySchema.extend({ paidAt: z.string() }),
  render: (order, { siteUrl }) =>
    renderMail(`Payment received for order ${order.orderNumber}`, "Your payment is confirmed", [
      {
        kind: "paragraph",
        text: `Thank you, ${order.customerName}. We received ${formatNaira(order.totalPrice)} ${order.paymentMethod === PAYMENT_METHOD.card ? "by card" : "by bank transfer"} for order ${order.orderNumber} on ${formatShopDate(order.paidAt)}, and we are preparing it now. This e-mail is your receipt.`,
      },
      receiptBlock(order, siteUrl),
      { kind: "paragraph", text: `Estimated delivery: ${formatShopDate(order.estimatedDelivery)}.` },
      trackingButton(siteUrl, order.orderNumber),
    ]),
});
