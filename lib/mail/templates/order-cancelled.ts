import { z } from "zod";
import { formatNaira } from "@/lib/money/naira";
import { orderSummarySchema, trackingButton } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** An unpaid order was cancelled, by its payment window running out or by the owner. */
export const orderCancelled = defineTemplate({
  schema: orderSummarySchema.extend({ reason: z.enum(["expired", "cancelled"]) }),
  render: (order, { siteUrl }) =>
    renderMail(`Order ${order.orderNumber} was cancelled`, "Your order was cancelled", [
      {
        kind: "paragraph",
        text:
          order.reason === "expired"
            ? `Hello ${order.customerName}, we did not receive the payment of ${formatNaira(order.totalPrice)} for order ${order.orderNumber} in time, so it was cancelled.`
            : `Hello ${order.customerName}, your order ${order.orderNumber} (${formatNaira(order.totalPrice)}) was cancelled.`,
      },
      {
        kind: "paragraph",
        text: "The items it held were released back to our stock; no payment will be taken for this order. If you have already paid, reply to this e-mail and we will sort it out with you.",
      },
      trackingButton(siteUrl, order.orderNumber),
    ]),
});
