import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { cartLineKey } from "@/lib/cart/cart-item";
import { CartProvider, useCart } from "./cart-provider";

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;

/** The cart as a page sees it once its rules have loaded. */
async function renderCart() {
  const hook = renderHook(() => useCart(), { wrapper });
  await waitFor(() => expect(hook.result.current.ready).toBe(true));
  return hook.result;
}

/** A change, and the render that follows once it is applied. */
async function change(action: () => void) {
  await act(async () => {
    action();
    await loadedRules;
  });
}
const loadedRules = import("@/lib/cart/cart-rules");
const oud = { _id: "p-oud", brand: "Maison Lagos", name: "Midnight Oud", type: "Perfume" as const, price: 145000, stock: 2, images: [{ url: "/products/oud.svg" }] };

beforeEach(() => window.localStorage.clear());

describe("CartProvider", () => {
  it("restores cart_items from storage on load and saves after each change", async () => {
    window.localStorage.setItem("cart_items", JSON.stringify([{ ...oud, image: "/products/oud.svg", quantity: 1 }]));
    const result = await renderCart();
    expect(result.current.count).toBe(1);
    await change(() => result.current.addItem({ _id: "p-reed", brand: "Maison Lagos", name: "Reed", type: "Diffuser", price: 42000, stock: 9 }, 3));
    expect(result.current.count).toBe(4);
    const stored = JSON.parse(window.localStorage.getItem("cart_items") ?? "[]") as { _id: string; quantity: number }[];
    expect(stored.map((item) => [item._id, item.quantity])).toEqual([
      ["p-oud", 1],
      ["p-reed", 3],
    ]);
  });

  it("is empty and not ready until its rules load, as the server renders it", async () => {
    window.localStorage.setItem("cart_items", JSON.stringify([{ ...oud, image: "/products/oud.svg", quantity: 1 }]));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current).toMatchObject({ ready: false, count: 0, items: [] });
    await waitFor(() => expect(result.current).toMatchObject({ ready: true, count: 1 }));
  });

  it("reads the stored cart once the browser is idle, not while the page hydrates", async () => {
    window.localStorage.setItem("cart_items", JSON.stringify([{ ...oud, image: "/products/oud.svg", quantity: 1 }]));
    const idle: (() => void)[] = [];
    const requestIdleCallback = jest.fn((work: () => void) => idle.push(work));
    Object.assign(window, { requestIdleCallback });
    try {
      const { result } = renderHook(() => useCart(), { wrapper });
      await act(() => loadedRules);
      expect(result.current.ready).toBe(false);
      expect(requestIdleCallback).toHaveBeenCalled();
      act(() => idle.forEach((work) => work()));
      await waitFor(() => expect(result.current).toMatchObject({ ready: true, count: 1 }));
    } finally {
      Reflect.deleteProperty(window, "requestIdleCallback");
    }
  });

  it("applies changes asked for before its rules load, in order", async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    result.current.addItem(oud);
    result.current.addItem(oud);
    result.current.updateQuantity(cartLineKey(oud), 1);
    await waitFor(() => expect(result.current.ready).toBe(true));
    await waitFor(() => expect(result.current.count).toBe(1));
  });

  it("adds, caps at stock, updates, removes and clears", async () => {
    const result = await renderCart();
    await change(() => result.current.addItem(oud));
    await change(() => result.current.addItem(oud));
    await change(() => result.current.addItem(oud));
    expect(result.current.items[0]).toMatchObject({ quantity: 2, image: "/products/oud.svg" });
    await change(() => result.current.updateQuantity(cartLineKey(oud), 0));
    expect(result.current.count).toBe(2);
    await change(() => result.current.updateQuantity(cartLineKey(oud), 1));
    expect(result.current.count).toBe(1);
    await change(() => result.current.removeItem(cartLineKey(oud)));
    expect(result.current.items).toEqual([]);
    await change(() => result.current.addItem(oud));
    await change(() => result.current.clearCart());
    expect(result.current.count).toBe(0);
    expect(window.localStorage.getItem("cart_items")).toBe("[]");
  });

  it("warns 'Invalid product' and ignores a product without a price", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const result = await renderCart();
    await change(() => result.current.addItem({ ...oud, price: undefined }));
    expect(warn).toHaveBeenCalledWith("Invalid product", expect.anything());
    expect(result.current.items).toEqual([]);
    warn.mockRestore();
  });

  it("throws outside its provider", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    function Orphan() {
      useCart();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow("useCart must be used within a CartProvider");
    error.mockRestore();
  });

  it("renders children", async () => {
    render(<CartProvider><p>inside</p></CartProvider>);
    expect(screen.getByText("inside")).toBeInTheDocument();
    await act(() => loadedRules);
  });
});
