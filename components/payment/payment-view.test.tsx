import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { CartProvider } from "@/components/cart/cart-provider";
import type { Quote } from "@/lib/pricing/pricing";
import { settleCart } from "@/tests/support/cart";
import { PaymentView } from "./payment-view";

const push = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh }) }));

// Paystack's pop-up is an iframe served from Paystack: outside this machine, so its SDK is the
// one thing replaced here. Everything on our side of resumeTransaction runs for real.
type Callbacks = { onSuccess?: (result: { reference: string }) => void; onCancel?: () => void; onError?: (error: { message?: string }) => void };
const resumeTransaction = jest.fn<unknown, [string, Callbacks]>();
jest.mock("@paystack/inline-js", () => ({
  __esModule: true,
  default: class {
    resumeTransaction(accessCode: string, callbacks: Callbacks) {
      return resumeTransaction(accessCode, callbacks);
    }
  },
}));

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
// jsdom has no fetch Response: this is the part apiRequest reads.
const respond = (body: unknown, status = 200) => Promise.resolve({ ok: status < 400, status, text: async () => JSON.stringify(body) });

const item = { _id: "p1", brand: "Calabar Noir", name: "Cocoa Tonka", type: "Perfume", price: 70400, image: "/a.svg", quantity: 1 };
const quote: Quote = {
  lines: [{ productId: "p1", sizeId: "s1", sizeLabel: "", sku: "SC-P1", brand: item.brand, name: item.name, type: "Perfume" as const, image: item.image, quantity: 1, stock: 5, unitPrice: 70400, price: 88000, lineTotal: 70400, promoActive: true, stockWarning: null }],
  unavailable: [],
  subtotal: 70400,
  bundleDiscount: 0,
  promoDiscount: 0,
  tax: 5280,
  shipping: 0,
  total: 75680,
  shippingMethod: { id: "pickup", name: "Pick-up", kind: "pickup" as const, cost: 0, listCost: 0, freeAbove: null, zone: null, pickup: { address: "12 Admiralty Way, Lekki", hours: "Mon–Sat 10am–6pm" }, minDays: 0, maxDays: 1 },
  promo: null,
};
// The checkout the server kept: the payment page is drawn from it, never from the browser's storage.
const draft = {
  quote,
  contact: { fullName: "Ada Eze", email: "ada@example.com", address: "1 Marina", phoneNumber: "08012345678", city: "Lagos", state: "Lagos" as const, country: "Nigeria", postalCode: "" },
};
const placed = {
  orderId: "ORD-ABCDEFGHIJ",
  reference: "SCN-REF-1",
  method: "card",
  provider: "paystack",
  accessCode: "acc_123",
  publicKey: "pk_test_x",
  amount: 75680,
  amountKobo: 7568000,
  totals: { subtotal: 70400, bundleDiscount: 0, promoDiscount: 0, tax: 5280, shipping: 0, total: 75680 },
  bankAccount: null,
  fullName: "Ada Eze",
  email: "ada@example.com",
};

const METHODS = [
  { id: "card" as const, name: "Card" },
  { id: "bank" as const, name: "Bank transfer" },
];

let initializeCalls: unknown[];

beforeEach(() => {
  push.mockReset();
  refresh.mockReset();
  resumeTransaction.mockReset();
  initializeCalls = [];
  window.localStorage.setItem("cart_items", JSON.stringify([{ ...item, stock: 5 }]));
  global.fetch = jest.fn((url: string, init?: RequestInit) => {
    if (url === "/api/payment/initialize") {
      initializeCalls.push(JSON.parse(String(init?.body)));
      return respond({ success: true, data: placed });
    }
    return respond({ success: false, message: "Not found" }, 404);
  }) as unknown as typeof fetch;
});

async function pressPay() {
  const pay = await screen.findByRole("button", { name: "Pay ₦75,680.00" });
  await act(async () => {
    fireEvent.click(pay);
  });
}

describe("PaymentView with Paystack keys", () => {
  const card = { mode: "paystack", publicKey: "pk_test_x" } as const;

  it("resumes the server's transaction in Paystack's pop-up, then clears the cart and goes to the success page", async () => {
    render(<PaymentView draft={draft} methods={METHODS} bankAccounts={[]} card={card} />, { wrapper });
    await settleCart();
    await pressPay();
    await waitFor(() => expect(resumeTransaction).toHaveBeenCalledTimes(1));
    expect(resumeTransaction.mock.calls[0]?.[0]).toBe("acc_123");
    // The draft is named by its cookie: the page sends only how to pay.
    expect(initializeCalls).toEqual([{ method: "card", amount: 75680 }]);
    expect(screen.getByTestId("pay-button")).toHaveTextContent("Processing...");

    act(() => resumeTransaction.mock.calls[0]?.[1].onSuccess?.({ reference: "SCN-REF-1" }));
    await settleCart();
    expect(push).toHaveBeenCalledWith("/payment-success?ref=SCN-REF-1");
    expect(window.localStorage.getItem("cart_items")).toBe("[]");
  });

  it("alerts 'Payment modal closed' when the shopper closes the pop-up, and pays the same order on the next try", async () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => undefined);
    render(<PaymentView draft={draft} methods={METHODS} bankAccounts={[]} card={card} />, { wrapper });
    await settleCart();
    await pressPay();
    await waitFor(() => expect(resumeTransaction).toHaveBeenCalledTimes(1));

    act(() => resumeTransaction.mock.calls[0]?.[1].onCancel?.());
    expect(alert).toHaveBeenCalledWith("Payment modal closed");
    expect(push).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem("cart_items") ?? "[]")).toHaveLength(1);

    await pressPay();
    await waitFor(() => expect(resumeTransaction).toHaveBeenCalledTimes(2));
    expect(resumeTransaction.mock.calls[1]?.[0]).toBe("acc_123");
    expect(initializeCalls).toHaveLength(1);
    alert.mockRestore();
  });

  it("tells the shopper when the pop-up cannot open and lets them try again", async () => {
    render(<PaymentView draft={draft} methods={METHODS} bankAccounts={[]} card={card} />, { wrapper });
    await settleCart();
    await pressPay();
    await waitFor(() => expect(resumeTransaction).toHaveBeenCalledTimes(1));
    jest.spyOn(console, "error").mockImplementation(() => undefined);

    act(() => resumeTransaction.mock.calls[0]?.[1].onError?.({ message: "blocked" }));
    expect(screen.getByTestId("payment-error")).toHaveTextContent("The secure payment window could not open.");
    expect(screen.getByTestId("pay-button")).toBeEnabled();
  });
});

describe("PaymentView when the prices moved", () => {
  it("shows the server's word and draws the page again from the draft's new prices", async () => {
    global.fetch = jest.fn(() =>
      respond({ success: false, code: "CONFLICT", reason: "prices-changed", message: "Prices changed since you reviewed your order: the total is now ₦80,000.00." }, 409),
    ) as unknown as typeof fetch;
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    render(<PaymentView draft={draft} methods={METHODS} bankAccounts={[]} card={{ mode: "paystack", publicKey: "pk_test_x" }} />, { wrapper });
    await settleCart();
    await pressPay();
    expect(await screen.findByTestId("payment-error")).toHaveTextContent("the total is now ₦80,000.00");
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(resumeTransaction).not.toHaveBeenCalled();
  });

  it("says the checkout data is invalid when the server kept none", async () => {
    render(<PaymentView draft={null} methods={METHODS} bankAccounts={[]} card={{ mode: "test" }} />, { wrapper });
    await settleCart();
    expect(screen.getByTestId("payment-invalid")).toHaveTextContent("Invalid checkout data.");
  });
});

describe("PaymentView offers only what the owner switched on", () => {
  it("has no bank transfer when it is off, and names the methods as the settings do", async () => {
    render(<PaymentView draft={draft} methods={[{ id: "card", name: "Debit or credit card" }]} bankAccounts={[]} card={{ mode: "test" }} />, { wrapper });
    await settleCart();
    const select = await screen.findByTestId("payment-method");
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.textContent)).toEqual(["Debit or credit card"]);
    expect(screen.queryByText("Bank transfer")).toBeNull();
  });

  it("starts on bank transfer when card is off", async () => {
    render(<PaymentView draft={draft} methods={[{ id: "bank", name: "Bank transfer" }]} bankAccounts={[{ id: "gtb", bankName: "GTBank", accountNumber: "0123456789", accountName: "Scents Ltd" }]} card={{ mode: "test" }} />, {
      wrapper,
    });
    await settleCart();
    expect(await screen.findByTestId("bank-account-gtb")).toBeInTheDocument();
    expect(screen.queryByTestId("pay-button")).toBeNull();
  });
});

describe("PaymentView with pay on delivery offered", () => {
  it("says what is due at the door, fee included, and places the order to the confirmation page without any card step", async () => {
    render(
      <PaymentView draft={draft} methods={[...METHODS, { id: "pay_on_delivery", name: "Pay on delivery" }]} bankAccounts={[]} card={{ mode: "test" }} onDelivery={{ fee: 1000, total: 76680 }} />,
      { wrapper },
    );
    await settleCart();
    fireEvent.change(screen.getByTestId("payment-method"), { target: { value: "pay_on_delivery" } });
    expect(screen.getByTestId("pay-on-delivery")).toHaveTextContent("Pay ₦76,680.00 when your order arrives");
    expect(screen.getByTestId("pay-on-delivery")).toHaveTextContent("pay-on-delivery fee of ₦1,000.00");
    await act(async () => {
      fireEvent.click(screen.getByTestId("pay-on-delivery-place"));
    });
    await settleCart();
    expect(initializeCalls).toEqual([{ method: "pay_on_delivery", amount: 75680 }]);
    expect(resumeTransaction).not.toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith("/order-confirmation?id=ORD-ABCDEFGHIJ&fullName=Ada+Eze&method=pay_on_delivery");
  });
});
