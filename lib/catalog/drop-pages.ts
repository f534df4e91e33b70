import "server-only";
import { scheduleTagExpiry } from "@/lib/cache/shared-store.mjs";
import { ALL_PRODUCTS_TAG, productTag } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";

/**
 * Schedules the pages that show a product's drop (its own page; /shop, home and the collections,
 * which all carry the listings' tag) to expire at each of its times still to come, so a cached
 * listing stops saying "On sale at" at that moment on every instance (lib/cache/shared-store.mjs).
 * Times already come need nothing: the save itself expired the pages.
 */
export async function expireDropPagesAt(productId: string, times: readonly (Date | null)[], now = Date.now()): Promise<void> {
  const coming = [...new Set(times.flatMap((time) => (time && time.getTime() > now ? [time.getTime()] : [])))];
  if (coming.length === 0) return;
  const { connection } = await connectToDatabase();
  if (!connection.db) throw new Error("No database connection to schedule the drop's pages on");
  for (const at of coming) await scheduleTagExpiry(connection.db, [ALL_PRODUCTS_TAG, productTag(productId)], at, now);
}
