import { render, screen, within } from "@testing-library/react";
import type { AdminOrderView } from "@/lib/orders/admin-orders";
import { OrderList } from "./order-list";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock("@/lib/api-client/api-client");

const address = (city: string) => ({
  fullName: "Adaeze Okafor",
  address: "12 Admiralty Way",
  city,
  state: "Lagos",
  country: "Nigeria",
  postalCode: "106104",
  phoneNumber: "+2348031234567",
});

const order: AdminOrderView = {
  _id: "64b7f0c2a1b2c3d4e5f60718",
  orderNumber: "ORD-ABCDEFGHIJ",
  email: "adaeze@example.com",
  createdAt: "2026-03-01T10:00:00.000Z",
  status: "Pending",
  paymentMethod: "bank",
  paymentState: "unpaid",
  actions: { confirmPayment: true, cancel: true, changeStatus: false },
  paidAt: null,
  bankAccount: null,
  itemsPrice: 1000,
  bundleDiscount: 0,
  promoDiscount: 0,
  promoCode: null,
  taxPrice: 75,
  shippingPrice: 0,
  shippingMethod: "",
  totalPrice: 1075,
  expiresAt: null,
  shipping: { ...address("Ikeja"), estimatedDelivery: null },
  orderItems: [],
  shippingChanges: [{ at: "2026-03-01T11:30:00.000Z", clientAddress: "198.51.100.77", before: address("Lekki"), after: address("Ikeja") }],
};

describe("the admin order list", () => {
  it("shows each shipping change with the old and new address, when and from where", () => {
    render(<OrderList orders={[order]} />);
    const changes = screen.getByTestId("shipping-changes");
    expect(within(changes).getByRole("heading", { name: "Shipping Changes" })).toBeInTheDocument();
    expect(changes).toHaveTextContent("Mar 1, 2026, 12:30 PM from 198.51.100.77");
    expect(changes).toHaveTextContent("From: Adaeze Okafor, 12 Admiralty Way, Lekki, Lagos, 106104, Nigeria, +2348031234567");
    expect(changes).toHaveTextContent("To: Adaeze Okafor, 12 Admiralty Way, Ikeja, Lagos, 106104, Nigeria, +2348031234567");
  });

  it("has no shipping-change section for an order whose address never changed", () => {
    render(<OrderList orders={[{ ...order, shippingChanges: [] }]} />);
    expect(screen.queryByTestId("shipping-changes")).toBeNull();
  });

  it("shows the buttons the order's status allows, as the server derived them", () => {
    const { rerender } = render(<OrderList orders={[{ ...order, shippingChanges: [] }]} />);
    expect(screen.getByTestId("confirm-payment")).toBeInTheDocument();
    expect(screen.getByTestId("cancel-order")).toBeInTheDocument();
    expect(screen.queryByTestId("update-status")).toBeNull();

    rerender(<OrderList orders={[{ ...order, paymentMethod: "card", actions: { confirmPayment: false, cancel: true, changeStatus: false }, shippingChanges: [] }]} />);
    expect(screen.queryByTestId("confirm-payment")).toBeNull();
    expect(screen.getByText("Awaiting card payment")).toBeInTheDocument();
    expect(screen.getByTestId("cancel-order")).toBeInTheDocument();

    rerender(<OrderList orders={[{ ...order, status: "Shipped", paymentState: "paid", actions: { confirmPayment: false, cancel: false, changeStatus: true }, shippingChanges: [] }]} />);
    expect(screen.getByTestId("update-status")).toBeInTheDocument();
    expect(screen.queryByTestId("cancel-order")).toBeNull();
    expect(screen.queryByText("Awaiting card payment")).toBeNull();
  });

  it("shows the delivery method and cost, the code's discount, and how long an unpaid order has left", () => {
    const inTwoHours = new Date(Date.now() + 2 * 3600_000 + 30_000).toISOString();
    render(
      <OrderList
        orders={[{ ...order, shippingChanges: [], itemsPrice: 90000, promoDiscount: 9000, promoCode: "NOV10", taxPrice: 6750, shippingMethod: "Express Shipping", shippingPrice: 15000, totalPrice: 102750, expiresAt: inTwoHours }]}
      />,
    );
    expect(screen.getByTestId("admin-order")).toHaveTextContent("Code NOV10 −₦9,000.00 · Tax ₦6,750.00 · Delivery (Express Shipping) ₦15,000.00");
    expect(screen.getByTestId("admin-order-time-left")).toHaveTextContent("2 h 0 min left to pay");
  });
});
