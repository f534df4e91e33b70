import { z } from "zod";
import { formatKobo } from "@/lib/money/naira";
import { formatShopDate, orderSummarySchema, trackingButton } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** Money went back to the shopper: this refund, what has gone back in all, and how. */
export const orderRefunded = defineTemplate({
  schema: orderSummarySchema.extend({
    refundKobo: z.number().int().positive(),
    refundedKobo: z.number().int().positive(),
    paidKobo: z.number().int().positive(),
    method: z.enum(["card", "bank"]),
    refundedAt: z.string(),
    reason: z.string().default(""),
  }),
  render: (order, { siteUrl }) => {
    const full = order.refundedKobo >= order.paidKobo;
    const how =
      order.method === "card"
        ? "It goes back to the card you paid with; your bank may take a few working days to show it."
        : "We sent it by bank transfer to the account you gave us.";
    return renderMail(`Refund of ${formatKobo(order.refundKobo)} for order ${order.orderNumber}`, full ? "Your order was refunded" : "Part of your order was refunded", [
      {
        kind: "paragraph",
        text: `Hello ${order.customerName}, we refunded ${formatKobo(order.refundKobo)} for order ${order.orderNumber} on ${formatShopDate(order.refundedAt)}. ${how}`,
      },
      ...(order.reason ? [{ kind: "paragraph" as const, text: `Reason: ${order.reason}` }] : []),
      {
        kind: "facts",
        rows: [
          ["Paid", formatKobo(order.paidKobo)],
          ["Refunded in all", formatKobo(order.refundedKobo)],
        ],
      },
      trackingButton(siteUrl, order.orderNumber),
    ]);
  },
});
