"use client";

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { CART_STORAGE_KEY, type CartItem, type CartProductInput } from "@/lib/cart/cart-item";
import {
  addToCart,
  applyServerCart,
  cartCount,
  isValidProduct,
  parseStoredCart,
  removeFromCart,
  updateCartQuantity,
} from "@/lib/cart/cart-rules";
import type { CartStockResponse } from "@/lib/cart/schemas";

export interface CartContextValue {
  items: CartItem[];
  /** Sum of quantities. */
  count: number;
  /** True once the cart has been restored from storage. */
  ready: boolean;
  addItem(product: CartProductInput, quantity?: number): void;
  /** By the line's key (cartLineKey): the product and its size. */
  removeItem(key: string): void;
  updateQuantity(key: string, quantity: number): void;
  clearCart(): void;
  /** Applies stock and prices read fresh from the server (see useFreshStock). */
  syncWithServer(fresh: CartStockResponse): void;
}

const CartContext = createContext<CartContextValue | null>(null);

function readStorage(): CartItem[] {
  try {
    return parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

function writeStorage(items: CartItem[]): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private browsing or a full quota: the cart still works for this visit.
  }
}

const EMPTY: CartItem[] = [];

/**
 * The cart lives in localStorage (an external store to React), read once on the client and
 * written on every change; the server and the hydrating render see an empty cart.
 */
function createCartStore() {
  let items: CartItem[] | null = null;
  const listeners = new Set<() => void>();
  const read = (): CartItem[] => (items ??= readStorage());
  const notify = () => listeners.forEach((listener) => listener());
  // Another tab changed the cart: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    items = parseStoredCart(event.newValue);
    notify();
  };
  return {
    subscribe(listener: () => void) {
      if (listeners.size === 0) window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot: read,
    getServerSnapshot: () => EMPTY,
    update(change: (current: CartItem[]) => CartItem[]) {
      const current = read();
      const next = change(current);
      if (next === current) return;
      items = next;
      writeStorage(next);
      notify();
    },
  };
}

const subscribeNothing = () => () => {};

export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const ready = useSyncExternalStore(subscribeNothing, () => true, () => false);

  const addItem = useCallback(
    (product: CartProductInput, quantity = 1) => {
      if (!isValidProduct(product)) {
        console.warn("Invalid product", product);
        return;
      }
      store.update((current) => addToCart(current, product, quantity));
    },
    [store],
  );
  const removeItem = useCallback((key: string) => store.update((current) => removeFromCart(current, key)), [store]);
  const updateQuantity = useCallback((key: string, quantity: number) => store.update((current) => updateCartQuantity(current, key, quantity)), [store]);
  const clearCart = useCallback(() => store.update(() => []), [store]);
  const syncWithServer = useCallback((fresh: CartStockResponse) => store.update((current) => applyServerCart(current, fresh)), [store]);

  const value = useMemo<CartContextValue>(
    () => ({ items, count: cartCount(items), ready, addItem, removeItem, updateQuantity, clearCart, syncWithServer }),
    [items, ready, addItem, removeItem, updateQuantity, clearCart, syncWithServer],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error("useCart must be used within a CartProvider");
  return context;
}
