import { render, screen } from "@testing-library/react";
import type { TrackedOrder } from "@/lib/orders/tracked-order";
import { TrackedOrderDetails } from "./tracked-order-details";

const order: TrackedOrder = {
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
  paymentMethod: "pay_on_delivery",
  paid: false,
  refund: null,
  bankAccount: null,
  payBy: null,
  orderItems: [],
  shipping: { fullName: "Ada Eze", address: "1 Marina", city: "Lagos", state: "Lagos", postalCode: null, country: "Nigeria", phoneNumber: null, estimatedDelivery: "2026-03-08T10:00:00.000Z" },
  ownerVerified: false,
  canEditShipping: false,
};

describe("TrackedOrderDetails", () => {
  it("says a pay-on-delivery order is paid when it arrives, and once paid, that it is paid", () => {
    const { rerender } = render(<TrackedOrderDetails order={order} email="" onUpdated={() => undefined} />);
    expect(screen.getByTestId("tracking-payment")).toHaveTextContent("Pay on delivery · You pay when it arrives");
    rerender(<TrackedOrderDetails order={{ ...order, status: "Delivered", paid: true }} email="" onUpdated={() => undefined} />);
    expect(screen.getByTestId("tracking-payment")).toHaveTextContent("Pay on delivery · Paid");
    rerender(<TrackedOrderDetails order={{ ...order, paymentMethod: "bank" }} email="" onUpdated={() => undefined} />);
    expect(screen.getByTestId("tracking-payment")).toHaveTextContent("Bank transfer · Awaiting payment");
  });
});
