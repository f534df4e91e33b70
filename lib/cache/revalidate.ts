import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { expireTags } from "./shared-store.mjs";
import { ALL_PRODUCTS_TAG, productTag } from "./tags";

/**
 * Expires cached pages and reads carrying these tags, on every instance: the next request
 * anywhere renders them again. Written straight to the shared store and awaited (Next.js's own
 * revalidateTag finishes after the response and needs a request scope), so it also works from
 * the order-expiry timer and the caller's response is sent only once it holds.
 */
export async function revalidateTags(...tags: string[]): Promise<void> {
  const { connection } = await connectToDatabase();
  if (!connection.db) throw new Error("No database connection to revalidate the cache on");
  await expireTags(connection.db, tags);
}

/** A change to products: the lists that show them and each product's own page. */
export function revalidateProducts(...ids: string[]): Promise<void> {
  return revalidateTags(ALL_PRODUCTS_TAG, ...ids.map(productTag));
}
