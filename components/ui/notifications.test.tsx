import { act, fireEvent, render, screen } from "@testing-library/react";
import { Notifications, useNotify, type NotificationTone } from "./notifications";

function Trigger({ tone = "success", message }: { tone?: NotificationTone; message: string }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify(tone, message, tone === "success" ? { href: "/cart", label: "View cart" } : undefined)}>
      {message}
    </button>
  );
}

/** A region with a button that notifies `message`, already pressed. */
function notified(message: string, { tone, look }: { tone?: NotificationTone; look?: "toast" } = {}) {
  render(
    <Notifications look={look}>
      <Trigger tone={tone} message={message} />
    </Notifications>,
  );
  fireEvent.click(screen.getByRole("button", { name: message }));
}

describe("notifications", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("announces a notification bottom-right and closes it by itself after 3 s", () => {
    notified("Added 1 to your cart.");
    expect(screen.getByRole("region", { name: "Notifications (Alt+T)" })).toHaveAttribute("data-placement", "bottom-right");
    expect(screen.getByRole("status")).toHaveTextContent("Added 1 to your cart. View cart");
    expect(screen.getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/cart");
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.queryByTestId("toast-success")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId("toast-success")).not.toBeInTheDocument();
  });

  it("keeps the product screens' toasts top-right for 5 s", () => {
    notified("Delete failed", { tone: "error", look: "toast" });
    expect(screen.getByTestId("notifications")).toHaveAttribute("data-placement", "top-right");
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByTestId("toast-error")).toHaveTextContent("Delete failed");
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId("toast-error")).not.toBeInTheDocument();
  });

  it("waits while the pointer is over the region and resumes where it stopped", () => {
    notified("Saved");
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.mouseEnter(screen.getByTestId("notifications"));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId("toast-success")).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByTestId("notifications"));
    act(() => jest.advanceTimersByTime(900));
    expect(screen.getByTestId("toast-success")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId("toast-success")).not.toBeInTheDocument();
  });

  it("moves the focus to the region on Alt+T and waits while the focus is there", () => {
    notified("Copied");
    fireEvent.keyDown(document, { key: "t", code: "KeyT", altKey: true });
    expect(screen.getByTestId("notifications")).toHaveFocus();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId("toast-success")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByTestId("toast-success")).not.toBeInTheDocument();
  });

  it("lets a nested region answer Alt+T only while it shows something", () => {
    render(
      <Notifications>
        <Notifications look="toast">
          <Trigger message="Product updated successfully" />
        </Notifications>
      </Notifications>,
    );
    const [inner, outer] = screen.getAllByTestId("notifications");
    expect(inner).toHaveAttribute("data-placement", "top-right");
    fireEvent.keyDown(document, { code: "KeyT", altKey: true });
    expect(outer).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Product updated successfully" }));
    fireEvent.keyDown(document, { code: "KeyT", altKey: true });
    expect(inner).toHaveFocus();
  });

  it("refuses to notify outside a region", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Trigger message="Saved" />)).toThrow("useNotify must be used within Notifications");
  });
});
