import { z } from "zod";
import { formatNaira } from "@/lib/money/naira";
import { formatPaymentDeadline } from "@/lib/calendar/payment-deadline";
import { deliveryParagraph, orderSummarySchema, paidByWords, receiptBlock } from "../order-summary";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { renderMail } from "./layout";
import { defineTemplate } from "./template";

/** To the owner: a card order was paid, or a bank-transfer order awaits its transfer. */
export const ownerNewOrder = defineTemplate({
  schema: orderSummarySchema.extend({ paid: z.boolean(), payBy: z.string().nullable() }),
  render: (order, { siteUrl }) =>
    order.paymentMethod === PAYMENT_METHOD.onDelivery && !order.paid
      ? renderMail(`New pay-on-delivery order ${order.orderNumber}: ${formatNaira(order.totalPrice)} to collect`, "A new order will be paid on delivery", [
          {
            kind: "paragraph",
            text: `${order.customerName} (${order.email}) placed order ${order.orderNumber} and will pay ${formatNaira(order.totalPrice)} on delivery. Its items are held for it: record the payment, or the refusal at the door, on the order's screen.`,
          },
          receiptBlock(order, siteUrl),
          deliveryParagraph(order),
          { kind: "button", label: "Open the orders", url: `${siteUrl}/admin/orders` },
        ])
      : renderMail(
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
