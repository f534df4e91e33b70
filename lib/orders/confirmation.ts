import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { isAwaitingBankTransfer } from "@/lib/vocabulary/order-actions";
import { isOrderNumber } from "@/lib/vocabulary/order-number";
import { Order, type OrderRecord } from "@/models/order";
import { ORDER_AMOUNT_FIELDS, orderAmounts, type OrderAmounts, type StoredOrderAmounts } from "@/lib/pricing/order-amounts";

export interface TransferInstructions {
  orderNumber: string;
  amount: number;
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** When the order is cancelled and its stock returned if the transfer has not arrived. */
  payBy: string | null;
}

export interface OrderConfirmation {
  /** The buyer's first name, from the order: never from the page's address, which anyone can write. */
  firstName: string;
  totals: OrderAmounts;
  /** Set while a bank transfer is awaited. */
  transfer: TransferInstructions | null;
}

type ConfirmationFields = StoredOrderAmounts &
  Pick<
  OrderRecord,
  "orderNumber" | "status" | "payment" | "expiresAt" | "shipping"
>;

/**
 * What the confirmation page shows for an order number: the amounts and, for an awaited bank
 * transfer, the merchant account and the deadline. Nothing personal beyond the buyer's first name:
 * the order number alone reads it.
 */
export async function orderConfirmation(orderNumber: string): Promise<OrderConfirmation | null> {
  if (!isOrderNumber(orderNumber)) return null;
  await connectToDatabase();
  const order = await Order.findOne(
    { orderNumber },
    { orderNumber: 1, status: 1, payment: 1, expiresAt: 1, "shipping.fullName": 1, ...Object.fromEntries(ORDER_AMOUNT_FIELDS.map((field) => [field, 1])) },
  ).lean<ConfirmationFields>();
  if (!order) return null;
  const account = order.payment.bankAccount;
  return {
    firstName: order.shipping.fullName.trim().split(/\s+/)[0] ?? "",
    totals: orderAmounts(order),
    transfer:
      isAwaitingBankTransfer(order) && account
        ? {
            orderNumber: order.orderNumber,
            amount: order.totalPrice,
            bankName: account.bankName,
            accountNumber: account.accountNumber,
            accountName: account.accountName,
            payBy: order.expiresAt ? new Date(order.expiresAt).toISOString() : null,
          }
        : null,
  };
}
