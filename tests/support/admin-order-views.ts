import type { AdminOrderSummary, AdminOrderView, ShippingAddressView } from "@/lib/orders/admin-orders";

/** A Pending bank-transfer order as the admin list's row shows it, for component tests. */
export const PENDING_ORDER_ROW: AdminOrderSummary = {
  _id: "64b7f0c2a1b2c3d4e5f60718",
  orderNumber: "ORD-ABCDEFGHIJ",
  email: "adaeze@example.com",
  createdAt: "2026-03-01T10:00:00.000Z",
  status: "Pending",
  channel: "website",
  paymentMethod: "bank",
  paymentState: "unpaid",
  totalPrice: 1075,
  actions: { confirmPayment: true, cancel: true, changeStatus: false, recordDoorOutcome: false },
  expiresAt: null,
  refundLabel: null,
  refundedTotal: 0,
};

export const shippingAddress = (city: string): ShippingAddressView => ({
  fullName: "Adaeze Okafor",
  address: "12 Admiralty Way",
  city,
  state: "Lagos",
  country: "Nigeria",
  postalCode: "106104",
  phoneNumber: "+2348031234567",
});

/** The same order whole, as its admin page shows it: one item, an address change and the transfer account. */
export const PENDING_ORDER: AdminOrderView = {
  ...PENDING_ORDER_ROW,
  paidAt: null,
  bankAccount: { bankName: "Moniepoint MFB", accountNumber: "0123456789", accountName: "Scents Ltd" },
  atTheDoor: null,
  itemsPrice: 1000,
  bundleDiscount: 0,
  promoDiscount: 0,
  promoCode: null,
  customLines: [],
  ownerDiscount: null,
  taxPrice: 75,
  shippingPrice: 0,
  shippingMethod: "",
  delivery: null,
  shipping: { ...shippingAddress("Ikeja"), estimatedDelivery: null },
  orderItems: [{ _id: "64b7f0c2a1b2c3d4e5f60719", brand: "Maison Lagos", name: "Oud Noir", sizeLabel: "50 ml", sku: "ML-NOIR-50", type: "Perfume", quantity: 2, restockable: 2, price: 500 }],
  shippingChanges: [{ at: "2026-03-01T11:30:00.000Z", clientAddress: "198.51.100.77", before: shippingAddress("Lekki"), after: shippingAddress("Ikeja") }],
  refunds: [],
  refundable: 0,
};
