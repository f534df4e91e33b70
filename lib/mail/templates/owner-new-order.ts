import { z } from "zod";
import { formatNaira } from "@/lib/money/naira";
import { formatPaymentDeadline } from "@/lib/calendar/payment-deadline";
import { deliveryParagraph, orderSummarySchema, paidByWords, receiptBlock } from "../order-summary";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** To the owner: a card order was paid, or a bank-transfer order awaits its transfer. */
export const ownerNewOrder = defineTemplate({
  schema: orderSummarySchema.extend({ paid: z.boolean(), payBy: z.string().nullable() }),
  render: (order, { siteUrl }) =>
    renderMail(
      order.paid ? `New paid order ${order.orderNumber}: ${formatNaira(order.totalPrice)}` : `New bank-transfer order ${order.orderNumber}: ${formatNaira(order.totalPrice)} to confirm`,
      order.paid ? "A new order is paid" : "A new order awaits its bank transfer",
      [
        {
          kind: "paragraph",
          text: order.paid
            ? `${order.customerName} (${order.email}) paid ${formatNaira(order.totalPrice)} ${paidByWords(order).replace("your bank account", "their bank account")} for order ${order.orderNumber}. It is ready to prepare.`
            : `${order.customerName} (${order.email}) placed order ${order.orderNumber} and will transfer ${formatNaira(order.totalPrice)} with the order number as reference${order.payBy ? ` by ${formatPaymentDeadline(order.payBy)}` : ""}. Confirm the payment on the Orders screen once it arrives.`,
        },
        receiptBlock(order, siteUrl),
        deliveryParagraph(order),
        { kind: "button", label: "Open the orders", url: `${siteUrl}/admin/orders` },
      ],
    ),
});
