import "server-only";
import { revalidateTag } from "next/cache";
import { ALL_PRODUCTS_TAG, productTag } from "./tags";

// Route handlers cannot use updateTag; an immediate expiry makes the next request read fresh data.
const NOW = { expire: 0 };

export function revalidateProduct(id?: string): void {
  revalidateTag(ALL_PRODUCTS_TAG, NOW);
  if (id) revalidateTag(productTag(id), NOW);
}

export function revalidateTags(...tags: string[]): void {
  for (const tag of tags) revalidateTag(tag, NOW);
}
