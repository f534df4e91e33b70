import type { CartItem } from "./cart-item";

// What the product page and the cart say at a line's stock: apart from the cart's other rules,
// which load only when the cart changes (components/cart/cart-provider.tsx).

export function maxStockMessage(stock: number): string {
  return `Maximum stock reached (${stock} available)`;
}

export function isAtStockLimit(item: Pick<CartItem, "quantity" | "stock">): boolean {
  return item.stock > 0 && item.quantity >= item.stock;
}
