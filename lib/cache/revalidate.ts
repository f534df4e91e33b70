import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { expireTags, expireTagsOnBeat, nextBeat } from "./shared-store.mjs";
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

/** Per tag, the beat this instance has already recorded it due at: a burst's later orders skip the write. */
const recordedBeats = new Map<string, number>();

/**
 * Expires cached pages and reads carrying these tags at the next beat of the stock clock (within
 * a second, lib/cache/shared-store.mjs), on every instance: for stock moves, which a burst of
 * orders makes many times a second, so each page is rendered again once a beat and not once an order.
 */
export async function revalidateTagsOnBeat(...tags: string[]): Promise<void> {
  const now = Date.now();
  const beat = nextBeat(now);
  const unrecorded = [...new Set(tags)].filter((tag) => recordedBeats.get(tag) !== beat);
  if (unrecorded.length === 0) return;
  const { connection } = await connectToDatabase();
  if (!connection.db) throw new Error("No database connection to revalidate the cache on");
  const due = await expireTagsOnBeat(connection.db, unrecorded, now);
  for (const [tag, recorded] of recordedBeats) if (recorded < now) recordedBeats.delete(tag);
  for (const tag of unrecorded) recordedBeats.set(tag, due);
}

/** A change to products: the lists that show them and each product's own page. */
export function revalidateProducts(...ids: string[]): Promise<void> {
  return revalidateTags(ALL_PRODUCTS_TAG, ...ids.map(productTag));
}
