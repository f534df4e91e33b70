import { z } from "zod";
import { ORDER_STATUS } from "@/lib/vocabulary/order-statuses";
import { deliveryParagraph, orderSummarySchema, trackingButton } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

export const NOTIFIED_STATUSES = [ORDER_STATUS.processing, ORDER_STATUS.shipped, ORDER_STATUS.delivered] as const;
type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

export function isNotifiedStatus(status: string): status is NotifiedStatus {
  return (NOTIFIED_STATUSES as readonly string[]).includes(status);
}

const WORDING = {
  [ORDER_STATUS.processing]: { heading: "We are preparing your order", text: "is being prepared for delivery." },
  [ORDER_STATUS.shipped]: { heading: "Your order is on its way", text: "has left us and is on its way to you." },
  [ORDER_STATUS.delivered]: { heading: "Your order was delivered", text: "was delivered. We hope you enjoy it." },
};

/** The owner moved a paid order on to Processing, Shipped or Delivered. */
export const orderStatus = defineTemplate({
  schema: orderSummarySchema.extend({ status: z.enum(NOTIFIED_STATUSES) }),
  render: (order, { siteUrl }) => {
    const wording = WORDING[order.status];
    return renderMail(`Order ${order.orderNumber}: ${order.status}`, wording.heading, [
      { kind: "paragraph", text: `Hello ${order.customerName}, your order ${order.orderNumber} ${wording.text}` },
      ...(order.status === ORDER_STATUS.delivered
        ? []
        : [deliveryParagraph(order)]),
      trackingButton(siteUrl, order.orderNumber),
    ]);
  },
});
