import { z } from "zod";
import { formatNaira } from "@/lib/money/naira";
import { orderSummarySchema, receiptBlock } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** To the owner, at once: a draft's payment link was paid after its stock sold, so the buyer has paid for bottles the shop no longer holds. */
export const ownerLinkPaidWithoutStock = defineTemplate({
  schema: orderSummarySchema.extend({ phone: z.string(), shortfall: z.string() }),
  render: (order, { siteUrl }) =>
    renderMail(`Paid link without stock: ${order.orderNumber}, ${formatNaira(order.totalPrice)} from ${order.customerName}`, "A payment link was paid after its stock sold", [
      {
        kind: "paragraph",
        text: `${order.customerName} paid ${formatNaira(order.totalPrice)} through the payment link for order ${order.orderNumber}, but the stock ran out before the payment arrived${order.shortfall ? ` (${order.shortfall})` : ""}. The order is Cancelled, holds no stock, and the money is kept on it.`,
      },
      {
        kind: "paragraph",
        text: `Contact the buyer now on ${order.phone}${order.email ? ` or ${order.email}` : ""}: either restock and fulfil the order, or refund the payment from the order's page.`,
      },
      { kind: "facts", rows: [["Order", order.orderNumber], ["Paid", formatNaira(order.totalPrice)], ["Buyer", order.customerName], ["Phone", order.phone]] },
      receiptBlock(order, siteUrl),
      { kind: "button", label: "Open the order", url: `${siteUrl}/admin/orders/${order.orderNumber}` },
    ]),
});
