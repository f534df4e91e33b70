import { z } from "zod";
import { formatNaira } from "@/lib/money/naira";
import { formatPaymentDeadline } from "@/lib/calendar/payment-deadline";
import { deliveryParagraph, orderSummarySchema, receiptBlock, trackingButton } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** A bank-transfer order was placed: where to pay, exactly how much, under which reference, by when. */
export const orderReceived = defineTemplate({
  schema: orderSummarySchema.extend({
    transfer: z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string(), payBy: z.string() }),
  }),
  render: (order, { siteUrl }) =>
    renderMail(`Order ${order.orderNumber} received: your bank transfer details`, `Thank you, ${order.customerName}`, [
      {
        kind: "paragraph",
        text: `We have your order ${order.orderNumber} and are holding its items for you. Please transfer the exact amount below, with your order number as the reference, before the deadline. Unpaid orders are cancelled then and their items go back on sale.`,
      },
      {
        kind: "facts",
        rows: [
          ["Bank", order.transfer.bankName],
          ["Account number", order.transfer.accountNumber],
          ["Account name", order.transfer.accountName],
          ["Amount", formatNaira(order.totalPrice)],
          ["Reference", order.orderNumber],
          ["Pay by", formatPaymentDeadline(order.transfer.payBy)],
        ],
      },
      { kind: "paragraph", text: "We will write again as soon as we have confirmed your payment." },
      receiptBlock(order, siteUrl),
      deliveryParagraph(order),
      trackingButton(siteUrl, order.orderNumber),
    ]),
});
