import type { ProductType } from "@/lib/vocabulary/products";

/** One line of the shopper's cart, as kept in the browser under `cart_items`. */
export interface CartItem {
  _id: string;
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
  brand: string;
  name: string;
  type: ProductType;
  price?: number | string | null;
  stock: number;
  image?: string | null;
  images?: { url: string }[] | null;
}

export const CART_STORAGE_KEY = "cart_items";
export const PLACEHOLDER_IMAGE = "/products/placeholder.svg";
