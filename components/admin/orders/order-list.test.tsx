import { fireEvent, render, screen, within } from "@testing-library/react";
import type { AdminOrderSummary } from "@/lib/orders/admin-orders";
import { PENDING_ORDER_ROW } from "@/tests/support/admin-order-views";
import { OrderList } from "./order-list";
import { Notifications } from "@/components/ui/notifications";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock("@/lib/api-client/api-client");

const order = PENDING_ORDER_ROW;

describe("the admin order list", () => {
  it("shows one summary row per order whose number opens the order's own page", () => {
    render(<OrderList orders={[order]} />, { wrapper: Notifications });
    const row = screen.getByTestId("admin-order");
    expect(row).toHaveTextContent("Mar 01, 2026 · adaeze@example.com");
    expect(row).toHaveTextContent("Bank Transfer · Unpaid");
    expect(row).toHaveTextContent("₦1,075.00");
    expect(screen.getByRole("link", { name: "ORD-ABCDEFGHIJ" })).toHaveAttribute("href", "/admin/orders/ORD-ABCDEFGHIJ");
    expect(screen.queryByTestId("admin-order-details")).toBeNull();
  });

  it("says so when no order matches", () => {
    render(<OrderList orders={[]} />, { wrapper: Notifications });
    expect(screen.getByText("No orders found.")).toBeInTheDocument();
  });

  it("shows the buttons the order's status allows, as the server derived them", () => {
    const { rerender } = render(<OrderList orders={[order]} />, { wrapper: Notifications });
    expect(screen.getByTestId("confirm-payment")).toBeInTheDocument();
    expect(screen.getByTestId("cancel-order")).toBeInTheDocument();
    expect(screen.queryByTestId("update-status")).toBeNull();

    rerender(<OrderList orders={[{ ...order, paymentMethod: "card", actions: { confirmPayment: false, cancel: true, changeStatus: false, recordDoorOutcome: false } }]} />);
    expect(screen.queryByTestId("confirm-payment")).toBeNull();
    expect(screen.getByText("Awaiting card payment")).toBeInTheDocument();
    expect(screen.getByTestId("cancel-order")).toBeInTheDocument();

    rerender(<OrderList orders={[{ ...order, status: "Shipped", paymentState: "paid", actions: { confirmPayment: false, cancel: false, changeStatus: true, recordDoorOutcome: false } }]} />);
    expect(screen.getByTestId("update-status")).toBeInTheDocument();
    expect(screen.queryByTestId("cancel-order")).toBeNull();
    expect(screen.queryByText("Awaiting card payment")).toBeNull();
  });

  it("shows how long an unpaid order has left to pay", () => {
    const inTwoHours = new Date(Date.now() + 2 * 3600_000 + 30_000).toISOString();
    render(<OrderList orders={[{ ...order, expiresAt: inTwoHours }]} />, { wrapper: Notifications });
    expect(screen.getByTestId("admin-order-time-left")).toHaveTextContent("2 h 0 min left to pay");
  });

  it("opens the dialog of the button clicked, for that row's order, from the one client component around the rows", () => {
    const shipped: AdminOrderSummary = { ...order, _id: "64b7f0c2a1b2c3d4e5f60799", orderNumber: "ORD-SHIPPED000", status: "Shipped", paymentState: "paid", actions: { confirmPayment: false, cancel: false, changeStatus: true, recordDoorOutcome: false } };
    render(<OrderList orders={[order, shipped]} />, { wrapper: Notifications });

    fireEvent.click(screen.getByTestId("cancel-order"));
    expect(within(screen.getByTestId("order-confirm-dialog")).getByText("Cancel ORD-ABCDEFGHIJ? Its items go back into stock.")).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId("order-confirm-dialog")).getByRole("button", { name: "Go back" }));

    fireEvent.click(screen.getByTestId("confirm-payment"));
    expect(screen.getByTestId("order-confirm-dialog")).toHaveTextContent("Confirm that the transfer of ₦1,075.00 for ORD-ABCDEFGHIJ has arrived?");
    fireEvent.click(within(screen.getByTestId("order-confirm-dialog")).getByRole("button", { name: "Go back" }));

    fireEvent.click(screen.getByTestId("update-status"));
    expect(screen.getByTestId("status-dialog")).toHaveTextContent("New status for ORD-SHIPPED000 (now Shipped)");
  });

  it("offers an unpaid pay-on-delivery order only Processing and Shipped: Delivered waits for the door", () => {
    render(<OrderList orders={[{ ...order, paymentMethod: "pay_on_delivery", actions: { confirmPayment: false, cancel: true, changeStatus: true, recordDoorOutcome: true } }]} />, { wrapper: Notifications });
    fireEvent.click(screen.getByTestId("update-status"));
    const options = within(screen.getByTestId("status-select")).getAllByRole("option");
    const offered = options.filter((option) => !(option as HTMLOptionElement).disabled && (option as HTMLOptionElement).value);
    expect(offered.map((option) => option.textContent)).toEqual(["Processing", "Shipped"]);
  });

  it("records a pay-on-delivery order paid at the door: the total, and how, sent to the server", async () => {
    const { apiRequest } = jest.requireMock<{ apiRequest: jest.Mock }>("@/lib/api-client/api-client");
    apiRequest.mockResolvedValueOnce({ success: true, message: "Payment on delivery recorded" });
    render(<OrderList orders={[{ ...order, paymentMethod: "pay_on_delivery", actions: { confirmPayment: false, cancel: true, changeStatus: false, recordDoorOutcome: true } }]} />, { wrapper: Notifications });
    expect(screen.getByTestId("admin-order")).toHaveTextContent("Pay on delivery · Unpaid");
    expect(screen.queryByText("Awaiting card payment")).toBeNull();
    fireEvent.click(screen.getByTestId("door-outcome"));
    const dialog = screen.getByTestId("door-dialog");
    expect(within(dialog).getByTestId("door-amount")).toHaveValue("1075");
    fireEvent.change(within(dialog).getByTestId("door-how"), { target: { value: "pos" } });
    fireEvent.click(within(dialog).getByTestId("door-dialog-confirm"));
    expect(apiRequest).toHaveBeenCalledWith(`/orders/door/${order._id}`, { method: "POST", body: { outcome: "paid", amount: 1075, how: "pos" } });
    expect(await screen.findByText("Payment on delivery recorded")).toBeInTheDocument();
  });

  it("records a refusal at the door only with its reason", () => {
    const { apiRequest } = jest.requireMock<{ apiRequest: jest.Mock }>("@/lib/api-client/api-client");
    apiRequest.mockReset();
    apiRequest.mockResolvedValueOnce({ success: true, message: "Refusal recorded; the stock is back on sale" });
    render(<OrderList orders={[{ ...order, paymentMethod: "pay_on_delivery", actions: { confirmPayment: false, cancel: true, changeStatus: false, recordDoorOutcome: true } }]} />, { wrapper: Notifications });
    fireEvent.click(screen.getByTestId("door-outcome"));
    const dialog = screen.getByTestId("door-dialog");
    fireEvent.click(within(dialog).getByTestId("door-refused"));
    fireEvent.click(within(dialog).getByTestId("door-dialog-confirm"));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Say why the order was refused");
    expect(apiRequest).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByTestId("door-reason"), { target: { value: "Not at home" } });
    fireEvent.click(within(dialog).getByTestId("door-dialog-confirm"));
    expect(apiRequest).toHaveBeenCalledWith(`/orders/door/${order._id}`, { method: "POST", body: { outcome: "refused", reason: "Not at home" } });
  });
});
