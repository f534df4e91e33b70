import { formatNaira } from "@/lib/money/naira";
import { DOOR_PAYMENT_LABELS } from "@/lib/vocabulary/order-statuses";
import { deliveryParagraph, orderSummarySchema, receiptBlock, trackingButton } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

const labels = Object.values(DOOR_PAYMENT_LABELS);
// "Cash, POS terminal or bank transfer"
const WAYS_TO_PAY = `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)?.toLowerCase() ?? ""}`;

/** A pay-on-delivery order was placed: nothing to pay yet, the amount due at the door, and how it may be paid there. */
export const orderReceivedOnDelivery = defineTemplate({
  schema: orderSummarySchema,
  render: (order, { siteUrl }) =>
    renderMail(`Order ${order.orderNumber} received: you pay when it arrives`, `Thank you, ${order.customerName}`, [
      {
        kind: "paragraph",
        text: `We have your order ${order.orderNumber} and are holding its items for you. There is nothing to pay now: you pay when it is delivered. Keep your phone on, as we call before we deliver.`,
      },
      {
        kind: "facts",
        rows: [
          ["Due at the door", formatNaira(order.totalPrice)],
          ["Pay by", WAYS_TO_PAY],
          ["Order", order.orderNumber],
        ],
      },
      receiptBlock(order, siteUrl),
      deliveryParagraph(order),
      trackingButton(siteUrl, order.orderNumber),
    ]),
});
