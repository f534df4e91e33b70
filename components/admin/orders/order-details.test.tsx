import { render, screen, within } from "@testing-library/react";
import { PENDING_ORDER } from "@/tests/support/admin-order-views";
import { OrderDetails } from "./order-details";

const order = PENDING_ORDER;

describe("an order's details on its admin page", () => {
  it("shows each shipping change with the old and new address, when and from where", () => {
    render(<OrderDetails order={order} />);
    const changes = screen.getByTestId("shipping-changes");
    expect(within(changes).getByRole("heading", { name: "Shipping Changes" })).toBeInTheDocument();
    expect(changes).toHaveTextContent("Mar 01, 2026, 12:30 PM from 198.51.100.77");
    expect(changes).toHaveTextContent("From: Adaeze Okafor, 12 Admiralty Way, Lekki, Lagos, 106104, Nigeria, +2348031234567");
    expect(changes).toHaveTextContent("To: Adaeze Okafor, 12 Admiralty Way, Ikeja, Lagos, 106104, Nigeria, +2348031234567");
  });

  it("names an order from before sizes as it always did", () => {
    render(<OrderDetails order={{ ...order, orderItems: order.orderItems.map((item) => ({ ...item, sizeLabel: "", sku: "" })) }} />);
    expect(screen.getByTestId("admin-order-details")).toHaveTextContent("2 × Maison Lagos Oud Noir at ₦500.00");
    expect(screen.getByTestId("admin-order-details")).not.toHaveTextContent("SKU");
  });

  it("has no shipping-change section for an order whose address never changed", () => {
    render(<OrderDetails order={{ ...order, shippingChanges: [] }} />);
    expect(screen.queryByTestId("shipping-changes")).toBeNull();
  });

  it("shows the items, the delivery method and cost, the code's discount and the transfer account", () => {
    render(
      <OrderDetails order={{ ...order, itemsPrice: 90000, promoDiscount: 9000, promoCode: "NOV10", taxPrice: 6750, shippingMethod: "Express Shipping", shippingPrice: 15000, totalPrice: 102750 }} />,
    );
    const details = screen.getByTestId("admin-order-details");
    expect(details).toHaveTextContent("2 × Maison Lagos Oud Noir, 50 ml at ₦500.00 · SKU ML-NOIR-50");
    expect(details).toHaveTextContent("Code NOV10 −₦9,000.00 · Tax ₦6,750.00 · Delivery (Express Shipping) ₦15,000.00");
    expect(details).toHaveTextContent("Moniepoint MFB0123456789 (Scents Ltd)");
  });
});
