import "server-only";
import mongoose from "mongoose";
import { CACHE_COLLECTIONS } from "@/lib/cache/shared-store.mjs";
import { connectToDatabase } from "@/lib/db/connect";

/** How long the database and the shared cache have to answer before an instance counts as not ready. */
export const READY_WITHIN_MS = 1000;

async function databaseAndCacheAnswer(): Promise<void> {
  await connectToDatabase();
  const db = mongoose.connection.db;
  if (!db) throw new Error("No database connection");
  await db.command({ ping: 1 });
  // The page cache lives in the same database, but in its own collection: a read of it proves the
  // instance can serve cached pages, not only that the server is up.
  await db.collection(CACHE_COLLECTIONS.state).findOne({}, { projection: { _id: 1 } });
}

/**
 * Whether this instance can serve shoppers now: the database and the shared cache each answer
 * within `withinMs`. A check that takes longer is abandoned, not awaited, so a load balancer asking
 * every few seconds never piles up requests behind a database that does not answer.
 */
export async function isReady(withinMs = READY_WITHIN_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  try {
    return await Promise.race([databaseAndCacheAnswer().then(() => true, () => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
