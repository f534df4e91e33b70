import mongoose from "mongoose";
import { readTagState } from "@/lib/cache/shared-store.mjs";

/** Which of these tags the shared page cache holds as revalidated at or after `since`. */
export async function tagsRevalidatedSince(since: number, tags: string[]): Promise<string[]> {
  const db = mongoose.connection.db;
  if (!db) throw new Error("not connected");
  const { revalidatedAt } = await readTagState(db, tags);
  return tags.filter((tag) => (revalidatedAt.get(tag) ?? -Infinity) >= since);
}
