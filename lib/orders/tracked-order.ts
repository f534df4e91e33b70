import type { OrderAmounts } from "@/lib/pricing/order-amounts";
import type { OrderPaymentMethod, OrderStatus } from "@/lib/vocabulary/order-statuses";
import type { RefundLabel } from "@/lib/vocabulary/refunds";

/**
 * What the order number alone shows: how far the order has come and when. An order number is
 * printed on parcels and shared in screenshots, so it names no one and nothing bought.
 */
export interface TrackedProgress {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  estimatedDelivery: string;
  ownerVerified: false;
}

/** An order as its buyer reads it on the tracking page: no payment references, no other customer's data. */
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
    address: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
    phoneNumber: string;
    estimatedDelivery: string;
  };
  /** The shopper gave the order's e-mail, or is signed in to the account the order belongs to. */
  ownerVerified: true;
  canEditShipping: boolean;
}

/** What tracking answers: the progress to anyone with the number, the whole order to its buyer. */
export type TrackingAnswer = TrackedProgress | TrackedOrder;

/** The refusal's code when no order has that number (with that e-mail): the tracking view branches on it. */
export const ORDER_NOT_FOUND = "order-not-found";
