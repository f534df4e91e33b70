import { z } from "zod";
import { formatNaira } from "@/lib/money/naira";
import { deliveryParagraph, formatShopDate, orderSummarySchema, paidByWords, receiptBlock, trackingButton } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** The order is paid (card verified, or the owner confirmed the transfer): the receipt. */
export const paymentConfirmed = defineTemplate({
  schema: orderSummarySchema.extend({ paidAt: z.string() }),
  render: (order, { siteUrl }) =>
    renderMail(`Payment received for order ${order.orderNumber}`, "Your payment is confirmed", [
      {
        kind: "paragraph",
        text: `Thank you, ${order.customerName}. We received ${formatNaira(order.totalPrice)} ${paidByWords(order)} for order ${order.orderNumber} on ${formatShopDate(order.paidAt)}, and we are preparing it now. This e-mail is your receipt.`,
      },
      receiptBlock(order, siteUrl),
      deliveryParagraph(order),
      trackingButton(siteUrl, order.orderNumber),
    ]),
});
