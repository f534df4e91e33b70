import { DEFAULT_PRODUCT_TYPE, isProductType } from "@/lib/vocabulary/products";
import { cartLineKey, PLACEHOLDER_IMAGE, type CartItem, type CartProductInput } from "./cart-item";
import type { CartStockResponse } from "./schemas";

// The cart's rules (spec §4 and §5), pure so the provider, the cart page and tests share them.

export const MIN_QUANTITY = 1;

function toPrice(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : null;
}

function toStock(value: unknown): number {
  const stock = Number(value);
  return Number.isFinite(stock) && stock > 0 ? Math.floor(stock) : 0;
}

/** A product can go in the cart only with both an _id and a price. */
export function isValidProduct(product: CartProductInput | null | undefined): product is CartProductInput & { _id: string } {
  return Boolean(product && typeof product._id === "string" && product._id !== "" && toPrice(product.price) !== null);
}

/** Quantities stay between 1 and the stock; a sold-out line keeps 1 so it can be seen and removed. */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Math.floor(quantity);
  const capped = stock > 0 ? Math.min(whole, stock) : MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, capped);
}

/**
 * Adds `quantity` (default 1) of a product in a size: a size already in the cart goes up by that
 * much, a new one starts at it. Invalid or sold-out products leave the cart unchanged.
 */
export function addToCart(items: CartItem[], product: CartProductInput, quantity = 1): CartItem[] {
  if (!isValidProduct(product)) return items;
  const stock = toStock(product.stock);
  if (stock === 0) return items;
  const step = Number.isFinite(quantity) && quantity >= MIN_QUANTITY ? Math.floor(quantity) : MIN_QUANTITY;
  const key = cartLineKey(product);
  const existing = items.find((item) => cartLineKey(item) === key);
  if (existing) {
    return items.map((item) => (cartLineKey(item) === key ? { ...item, stock, quantity: clampQuantity(item.quantity + step, stock) } : item));
  }
  const item: CartItem = {
    _id: product._id,
    ...(product.sizeId ? { sizeId: product.sizeId, sizeLabel: product.sizeLabel ?? "" } : {}),
    brand: product.brand,
    name: product.name,
    type: product.type,
    price: toPrice(product.price) ?? 0,
    addedPrice: toPrice(product.price) ?? 0,
    image: product.image || product.images?.[0]?.url || PLACEHOLDER_IMAGE,
    stock,
    quantity: clampQuantity(step, stock),
  };
  return [...items, item];
}

/** Removes the line with this key (cartLineKey). */
export function removeFromCart(items: CartItem[], key: string): CartItem[] {
  return items.filter((item) => cartLineKey(item) !== key);
}

/**
 * Sets a line's quantity. The value is coerced to a number (falling back to 1); values below 1
 * are ignored and values above the stock are capped at it.
 */
export function updateCartQuantity(items: CartItem[], key: string, quantity: number | string): CartItem[] {
  const parsed = Number(quantity);
  const requested = Number.isFinite(parsed) && String(quantity).trim() !== "" ? parsed : MIN_QUANTITY;
  if (requested < MIN_QUANTITY) return items;
  return items.map((item) => (cartLineKey(item) === key ? { ...item, quantity: clampQuantity(requested, item.stock) } : item));
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The display total in naira (the server computes the real one in kobo at checkout). */
export function cartDisplayTotal(items: CartItem[]): number {
  const kobo = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return kobo / 100;
}

/** A line's stock and price now: its size's, or for a line from before sizes, its product's first size's. */
function freshFigures(item: CartItem, fresh: CartStockResponse): { stock: unknown; price: unknown } | null {
  if (item.sizeId) return fresh.sizes[item._id]?.[item.sizeId] ?? null;
  return item._id in fresh.stock ? { stock: fresh.stock[item._id], price: fresh.prices[item._id] } : null;
}

/** Applies stock and prices read fresh from the server; lines whose product or size no longer exists are dropped. */
export function applyServerCart(items: CartItem[], fresh: CartStockResponse): CartItem[] {
  return items.flatMap((item) => {
    const figures = freshFigures(item, fresh);
    if (!figures) return [];
    const stock = toStock(figures.stock);
    const price = toPrice(figures.price) ?? item.price;
    return [{ ...item, stock, price, quantity: clampQuantity(item.quantity, stock) }];
  });
}

/** Whether the price now differs from the one the shopper saw when adding the line. */
export function priceChangedSinceAdded(item: Pick<CartItem, "price" | "addedPrice">): boolean {
  return Math.round(item.price * 100) !== Math.round(item.addedPrice * 100);
}

/** Reads `cart_items` back from storage, keeping only well-formed lines (storage is user-editable). */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: CartItem[] = [];
  for (const entry of data as Record<string, unknown>[]) {
    if (!entry || typeof entry !== "object") continue;
    const price = toPrice(entry.price);
    if (typeof entry._id !== "string" || !entry._id || price === null) continue;
    const sizeId = typeof entry.sizeId === "string" && entry.sizeId ? entry.sizeId : null;
    if (items.some((item) => cartLineKey(item) === cartLineKey({ _id: entry._id as string, sizeId }))) continue;
    const stock = toStock(entry.stock);
    const quantity = Number(entry.quantity);
    items.push({
      _id: entry._id,
      ...(sizeId ? { sizeId, sizeLabel: typeof entry.sizeLabel === "string" ? entry.sizeLabel : "" } : {}),
      brand: typeof entry.brand === "string" ? entry.brand : "",
      name: typeof entry.name === "string" ? entry.name : "",
      type: isProductType(entry.type) ? entry.type : DEFAULT_PRODUCT_TYPE,
      price,
      addedPrice: toPrice(entry.addedPrice) ?? price,
      image: typeof entry.image === "string" && entry.image ? entry.image : PLACEHOLDER_IMAGE,
      stock,
      quantity: clampQuantity(Number.isFinite(quantity) ? quantity : MIN_QUANTITY, stock),
    });
  }
  return items;
}
