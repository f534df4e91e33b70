import type { ProductType } from "@/lib/vocabulary/products";

/** One line of the shopper's cart, as kept in the browser under `cart_items`: one size of one product. */
export interface CartItem {
  _id: string;
  /** The size chosen; lines added before sizes have none and are the product's first size. */
  sizeId?: string;
  /** "50 ml"; empty for a product sold in one unnamed size. */
  sizeLabel?: string;
  brand: string;
  name: string;
  type: ProductType;
  /** Naira, for display only: the server's price now (see useFreshStock); every order is priced anew. */
  price: number;
  /** The price shown when the shopper added the line, so the cart can say when it changed. */
  addedPrice: number;
  image: string;
  stock: number;
  quantity: number;
}

/** What a page hands the cart when the shopper adds a product. */
export interface CartProductInput {
  _id?: string | null;
  sizeId?: string | null;
  sizeLabel?: string | null;
  brand: string;
  name: string;
  type: ProductType;
  price?: number | string | null;
  stock: number;
  image?: string | null;
  images?: { url: string }[] | null;
}

export const CART_STORAGE_KEY = "cart_items";

/** A cart line as the checkout asks the server to price it: the product, its size and the quantity, never a price. */
export function cartLineRequest(line: { _id: string; sizeId?: string; quantity: number }): { productId: string; sizeId?: string; quantity: number } {
  return { productId: line._id, ...(line.sizeId ? { sizeId: line.sizeId } : {}), quantity: line.quantity };
}

/** What tells two cart lines apart: the product and its size. */
export function cartLineKey(line: { _id?: string | null; sizeId?: string | null }): string {
  return `${line._id ?? ""}/${line.sizeId ?? ""}`;
}
export const PLACEHOLDER_IMAGE = "/products/placeholder.svg";
