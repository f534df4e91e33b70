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
  /** When the order is cancelled and its stock returned if the transfer has not arrived. */
  payBy: string | null;
}

/** The amounts of a placed order, as the confirmation page shows them. */
export interface ConfirmedTotals {
  itemsPrice: number;
  bundleDiscount: number;
  promoDiscount: number;
  promoCode: string | null;
  taxPrice: number;
  shippingPrice: number;
  shippingMethod: string;
  totalPrice: number;
}

export interface OrderConfirmation {
  totals: ConfirmedTotals;
  /** Set while a bank transfer is awaited. */
  transfer: TransferInstructions | null;
}

type ConfirmationFields = Pick<
  OrderRecord,
  "orderNumber" | "status" | "payment" | "expiresAt" | "itemsPrice" | "bundleDiscount" | "promoDiscount" | "promo" | "taxPrice" | "shippingPrice" | "shippingMethod" | "totalPrice"
>;

/**
 * What the confirmation page shows for an order number: the amounts and, for an awaited bank
 * transfer, the merchant account and the deadline. Nothing personal: the order number alone reads it.
 */
export async function orderConfirmation(orderNumber: string): Promise<OrderConfirmation | null> {
  if (!isOrderNumber(orderNumber)) return null;
  await connectToDatabase();
  const order = await Order.findOne(
    { orderNumber },
    { orderNumber: 1, status: 1, payment: 1, expiresAt: 1, itemsPrice: 1, bundleDiscount: 1, promoDiscount: 1, promo: 1, taxPrice: 1, shippingPrice: 1, shippingMethod: 1, totalPrice: 1 },
  ).lean<ConfirmationFields>();
  if (!order) return null;
  const account = order.payment.bankAccount;
  return {
    totals: {
      itemsPrice: order.itemsPrice,
      bundleDiscount: order.bundleDiscount,
      promoDiscount: order.promoDiscount ?? 0,
      promoCode: order.promo?.code ?? null,
      taxPrice: order.taxPrice,
      shippingPrice: order.shippingPrice,
      shippingMethod: order.shippingMethod ?? "",
      totalPrice: order.totalPrice,
    },
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
