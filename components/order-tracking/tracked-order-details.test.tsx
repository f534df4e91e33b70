import { render, screen } from "@testing-library/react";
import { trackedOrder } from "@/tests/support/tracked-order";
import { TrackedOrderDetails } from "./tracked-order-details";

const order = trackedOrder({ paymentMethod: "pay_on_delivery" });

describe("TrackedOrderDetails", () => {
  it("says a pay-on-delivery order is paid when it arrives, and once paid, that it is paid", () => {
    const { rerender } = render(<TrackedOrderDetails order={order} email="" onUpdated={() => undefined} />);
    expect(screen.getByTestId("tracking-payment")).toHaveTextContent("Pay on delivery · You pay when it arrives");
    rerender(<TrackedOrderDetails order={{ ...order, status: "Delivered", paid: true }} email="" onUpdated={() => undefined} />);
    expect(screen.getByTestId("tracking-payment")).toHaveTextContent("Pay on delivery · Paid");
    rerender(<TrackedOrderDetails order={{ ...order, paymentMethod: "bank" }} email="" onUpdated={() => undefined} />);
    expect(screen.getByTestId("tracking-payment")).toHaveTextContent("Bank transfer · Awaiting payment");
  });

  it("shows an order looked up by its number alone as its status and dates, and how to see the rest", () => {
    render(
      <TrackedOrderDetails
        order={{ orderNumber: "ORD-ABCDEFGHIJ", createdAt: "2026-03-01T10:00:00.000Z", status: "Processing", estimatedDelivery: "2026-03-08T10:00:00.000Z", ownerVerified: false }}
        email=""
        onUpdated={() => undefined}
      />,
    );
    expect(screen.getByTestId("tracking-status")).toHaveTextContent("Processing");
    expect(screen.getByTestId("tracking-estimated-delivery")).toHaveTextContent("8 March 2026");
    expect(screen.getByTestId("shipping-verify-note")).toHaveTextContent("track the order again with the e-mail you used at checkout");
    expect(screen.queryByTestId("tracking-total")).not.toBeInTheDocument();
    expect(screen.queryByTestId("tracking-items")).not.toBeInTheDocument();
  });
});
