import { act, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { CartProvider } from "@/components/cart/cart-provider";
import { PaymentSuccess } from "./payment-success";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
// jsdom has no fetch Response: this is the part apiRequest reads.
const respond = (body: unknown, status = 200) => Promise.resolve({ ok: status < 400, status, text: async () => JSON.stringify(body) });

beforeEach(() => {
  push.mockReset();
  window.localStorage.setItem("cart_items", JSON.stringify([{ _id: "p1", brand: "B", name: "N", type: "Perfume", price: 1, image: "", stock: 3, quantity: 1 }]));
});

afterEach(() => jest.useRealTimers());

describe("PaymentSuccess", () => {
  it("verifies once, clears the cart and goes to the confirmation a second later", async () => {
    const fetchMock = jest.fn((_url: string) => respond({ success: true, data: { orderId: "ORD-ABCDEFGHIJ", fullName: "Ada Eze" } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.useFakeTimers();
    render(<PaymentSuccess reference="SCN-1" />, { wrapper });
    expect(screen.getByTestId("payment-verification")).toHaveTextContent("Verifying your payment...");
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId("payment-verification")).toHaveTextContent("✅ Payment successful! Redirecting...");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0] ?? "")).toBe("/api/payment/verify/SCN-1");
    expect(window.localStorage.getItem("cart_items")).toBe("[]");
    expect(push).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(push).toHaveBeenCalledWith("/order-confirmation?id=ORD-ABCDEFGHIJ&fullName=Ada+Eze&method=card");
  });

  it("shows the failure when the server says not success, and keeps the cart", async () => {
    global.fetch = jest.fn(() => respond({ success: false, message: "Payment not successful" })) as unknown as typeof fetch;
    render(<PaymentSuccess reference="SCN-2" />, { wrapper });
    await waitFor(() => expect(screen.getByTestId("payment-verification")).toHaveTextContent("❌ Payment failed. Please try again."));
    expect(JSON.parse(window.localStorage.getItem("cart_items") ?? "[]")).toHaveLength(1);
    expect(push).not.toHaveBeenCalled();
  });

  it("shows the failure when the request fails", async () => {
    global.fetch = jest.fn(() => respond({ success: false, message: "Not found" }, 404)) as unknown as typeof fetch;
    render(<PaymentSuccess reference="SCN-3" />, { wrapper });
    await waitFor(() => expect(screen.getByTestId("payment-verification")).toHaveAttribute("data-state", "failed"));
  });
});
