import type { ProductType } from "@/lib/vocabulary/products";

/** The index-th of many numbered products of one brand ("Scent 007"), for the lists that page through them. */
export function pagingProduct(index: number, type: ProductType) {
  return {
    brand: "Paging House",
    name: `Scent ${String(index).padStart(3, "0")}`,
    type,
    price: 1000 + index,
    description: "d",
    stock: 5,
    images: [{ url: "/products/placeholder.svg" }],
  };
}
