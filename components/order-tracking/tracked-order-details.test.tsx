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
});
