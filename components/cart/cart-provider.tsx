"use client";

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { CART_STORAGE_KEY, type CartItem, type CartProductInput } from "@/lib/cart/cart-item";
import type { CartStockResponse } from "@/lib/cart/schemas";
import { whenIdle } from "@/components/ui/when-idle";

export interface CartContextValue {
  items: CartItem[];
  /** Sum of quantities. */
  count: number;
  /** True once the cart has been restored from storage. */
  ready: boolean;
  /** Settles once the cart holds the product (its rules may still be loading when asked). */
  addItem(product: CartProductInput, quantity?: number): Promise<void>;
  /** By the line's key (cartLineKey): the product and its size. */
  removeItem(key: string): void;
  updateQuantity(key: string, quantity: number): void;
  clearCart(): void;
  /** Applies stock and prices read fresh from the server (see useFreshStock). */
  syncWithServer(fresh: CartStockResponse): void;
}

type CartRules = typeof import("@/lib/cart/cart-rules");
interface CartState {
  items: CartItem[];
  count: number;
}

const CartContext = createContext<CartContextValue | null>(null);

// Every page shows the cart's count, few change the cart: its rules load once the page is idle, so
// their <script> is not inserted inside hydration's commit. A change asked for sooner loads them at once.
const loadCartRules = () => import("@/lib/cart/cart-rules");

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(items: CartItem[]): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private browsing or a full quota: the cart still works for this visit.
  }
}

const EMPTY: CartState = { items: [], count: 0 };

/**
 * The cart lives in localStorage (an external store to React), read once its rules have loaded
 * and written on every change; the server and the hydrating render see an empty cart. Changes
 * asked for before the rules arrive wait for them, in order.
 */
function createCartStore() {
  let state: CartState | null = null;
  let rules: Promise<CartRules> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const stateOf = (cart: CartRules, items: CartItem[]): CartState => ({ items, count: cart.cartCount(items) });
  const load = () =>
    (rules ??= loadCartRules().then((cart) => {
      state ??= stateOf(cart, cart.parseStoredCart(readStorage()));
      notify();
      return cart;
    }));
  // Another tab changed the cart: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    void load().then((cart) => {
      state = stateOf(cart, cart.parseStoredCart(event.newValue));
      notify();
    });
  };
  return {
    subscribe(listener: () => void) {
      if (listeners.size === 0) {
        window.addEventListener("storage", onStorage);
        whenIdle(() => void load());
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot: () => state ?? EMPTY,
    getServerSnapshot: () => EMPTY,
    isLoaded: () => state !== null,
    update(change: (cart: CartRules, current: CartItem[]) => CartItem[]): Promise<void> {
      return load().then((cart) => {
        const current = state?.items ?? [];
        const next = change(cart, current);
        if (next === current) return;
        state = stateOf(cart, next);
        writeStorage(next);
        notify();
      });
    },
  };
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);
  const { items, count } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const ready = useSyncExternalStore(store.subscribe, store.isLoaded, () => false);

  const addItem = useCallback(
    (product: CartProductInput, quantity = 1) =>
      store.update((cart, current) => {
        if (cart.isValidProduct(product)) return cart.addToCart(current, product, quantity);
        console.warn("Invalid product", product);
        return current;
      }),
    [store],
  );
  const removeItem = useCallback((key: string) => void store.update((cart, current) => cart.removeFromCart(current, key)), [store]);
  const updateQuantity = useCallback((key: string, quantity: number) => void store.update((cart, current) => cart.updateCartQuantity(current, key, quantity)), [store]);
  const clearCart = useCallback(() => void store.update(() => []), [store]);
  const syncWithServer = useCallback((fresh: CartStockResponse) => void store.update((cart, current) => cart.applyServerCart(current, fresh)), [store]);

  const value = useMemo<CartContextValue>(
    () => ({ items, count, ready, addItem, removeItem, updateQuantity, clearCart, syncWithServer }),
    [items, count, ready, addItem, removeItem, updateQuantity, clearCart, syncWithServer],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error("useCart must be used within a CartProvider");
  return context;
}
