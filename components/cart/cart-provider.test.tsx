import { act, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { cartLineKey } from "@/lib/cart/cart-item";
import { CartProvider, useCart } from "./cart-provider";

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const oud = { _id: "p-oud", brand: "Maison Lagos", name: "Midnight Oud", type: "Perfume" as const, price: 145000, stock: 2, images: [{ url: "/products/oud.svg" }] };

beforeEach(() => window.localStorage.clear());

describe("CartProvider", () => {
  it("restores cart_items from storage on load and saves after each change", async () => {
    window.localStorage.setItem("cart_items", JSON.stringify([{ ...oud, image: "/products/oud.svg", quantity: 1 }]));
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.ready).toBe(true);
    expect(result.current.count).toBe(1);
    act(() => result.current.addItem({ _id: "p-reed", brand: "Maison Lagos", name: "Reed", type: "Diffuser", price: 42000, stock: 9 }, 3));
    expect(result.current.count).toBe(4);
    const stored = JSON.parse(window.localStorage.getItem("cart_items") ?? "[]") as { _id: string; quantity: number }[];
    expect(stored.map((item) => [item._id, item.quantity])).toEqual([
      ["p-oud", 1],
      ["p-reed", 3],
    ]);
  });

  it("adds, caps at stock, updates, removes and clears", () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem(oud));
    act(() => result.current.addItem(oud));
    act(() => result.current.addItem(oud));
    expect(result.current.items[0]).toMatchObject({ quantity: 2, image: "/products/oud.svg" });
    act(() => result.current.updateQuantity(cartLineKey(oud), 0));
    expect(result.current.count).toBe(2);
    act(() => result.current.updateQuantity(cartLineKey(oud), 1));
    expect(result.current.count).toBe(1);
    act(() => result.current.removeItem(cartLineKey(oud)));
    expect(result.current.items).toEqual([]);
    act(() => result.current.addItem(oud));
    act(() => result.current.clearCart());
    expect(result.current.count).toBe(0);
    expect(window.localStorage.getItem("cart_items")).toBe("[]");
  });

  it("warns 'Invalid product' and ignores a product without a price", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.addItem({ ...oud, price: undefined }));
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

  it("renders children", () => {
    render(<CartProvider><p>inside</p></CartProvider>);
    expect(screen.getByText("inside")).toBeInTheDocument();
  });
});
