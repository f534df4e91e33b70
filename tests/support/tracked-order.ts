import type { TrackedOrder } from "@/lib/orders/tracked-order";

/** An unpaid bank-transfer order as its buyer sees it on the tracking page; a test changes what it is about. */
export function trackedOrder(overrides: Partial<TrackedOrder> = {}): TrackedOrder {
  return {
    orderNumber: "ORD-ABCDEFGHIJ",
    createdAt: "2026-03-01T10:00:00.000Z",
    status: "Pending",
    totalPrice: 75680,
    itemsPrice: 70400,
    bundleDiscount: 0,
    promoDiscount: 0,
    promoCode: null,
    customLines: [],
    ownerDiscount: null,
    taxPrice: 5280,
    shippingPrice: 0,
    shippingMethod: "",
    delivery: null,
    paymentMethod: "bank",
    paid: false,
    refund: null,
    bankAccount: null,
    payBy: null,
    orderItems: [],
    shipping: { fullName: "Ada Eze", address: "1 Marina", city: "Lagos", state: "Lagos", postalCode: "", country: "Nigeria", phoneNumber: "", estimatedDelivery: "2026-03-08T10:00:00.000Z" },
    ownerVerified: true,
    canEditShipping: false,
    ...overrides,
  };
}
