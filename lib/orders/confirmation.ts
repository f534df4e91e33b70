import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { isAwaitingBankTransfer } from "@/lib/vocabulary/order-actions";
import { isOrderNumber } from "@/lib/vocabulary/order-number";
import { Order, type OrderRecord } from "@/models/order";

export interface TransferInstructions {
  orderNumber: string;
  amount: number;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/** What a shopper needs to pay an awaited bank transfer: the merchant account and the amount, nothing personal. */
export async function transferInstructions(orderNumber: string): Promise<TransferInstructions | null> {
  if (!isOrderNumber(orderNumber)) return null;
  await connectToDatabase();
  const order = await Order.findOne({ orderNumber }, { orderNumber: 1, totalPrice: 1, status: 1, payment: 1 }).lean<Pick<OrderRecord, "orderNumber" | "totalPrice" | "status" | "payment">>();
  const account = order?.payment.bankAccount;
  if (!order || !isAwaitingBankTransfer(order) || !account) return null;
  return { orderNumber: order.orderNumber, amount: order.totalPrice, bankName: account.bankName, accountNumber: account.accountNumber, accountName: account.accountName };
}
