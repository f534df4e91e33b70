import type { OrderStatus, PaymentMethod } from "@/lib/vocabulary/order-statuses";

/** An order as the tracking page reads it: no payment references, no other customer's data. */
export interface TrackedOrder {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  totalPrice: number;
  itemsPrice: number;
  bundleDiscount: number;
  /** The promotion code's discount, and the code. */
  promoDiscount: number;
  promoCode: string | null;
  taxPrice: number;
  /** The delivery cost and the shipping method's name when the order was placed. */
  shippingPrice: number;
  shippingMethod: string;
  paymentMethod: PaymentMethod;
  paid: boolean;
  /** Where to send a bank transfer while it is awaited. */
  bankAccount: { bankName: string; accountNumber: string; accountName: string } | null;
  /** While a transfer is awaited: when the order is cancelled if it has not arrived. */
  payBy: string | null;
  orderItems: { _id: string; name: string; type: string; brand: string; quantity: number; price: number; image: string }[];
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
