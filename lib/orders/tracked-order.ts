import type { OrderAmounts } from "@/lib/pricing/order-amounts";
import type { OrderPaymentMethod, OrderStatus } from "@/lib/vocabulary/order-statuses";
import type { RefundLabel } from "@/lib/vocabulary/refunds";

/** An order as the tracking page reads it: no payment references, no other customer's data. */
export interface TrackedOrder extends OrderAmounts {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: OrderPaymentMethod;
  paid: boolean;
  /** Once money went back: "Refunded" or "Partially refunded" and how much (naira). */
  refund: { label: RefundLabel; amount: number } | null;
  /** Where to send a bank transfer while it is awaited. */
  bankAccount: { bankName: string; accountNumber: string; accountName: string } | null;
  /** While a transfer is awaited: when the order is cancelled if it has not arrived. */
  payBy: string | null;
  orderItems: { _id: string; name: string; sizeLabel: string; type: string; brand: string; quantity: number; price: number; image: string }[];
  shipping: {
    fullName: string;
    address: string | null;
    city: string;
    state: string;
    postalCode: string | null;
    country: string;
    phoneNumber: string | null;
    estimatedDelivery: string;
  };
  /** True when the shopper gave the order's e-mail: the full address shows and may be edited. */
  ownerVerified: boolean;
  canEditShipping: boolean;
}

/** The refusal's code when no order has that number (with that e-mail): the tracking view branches on it. */
export const ORDER_NOT_FOUND = "order-not-found";
