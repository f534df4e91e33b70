import "server-only";
import { processTagFollower } from "@/lib/cache/process-tag-follower";
import { STORE_SETTINGS_TAG } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import type { StoreSettings } from "./schemas";
import { getStoreSettings } from "./store-settings";

// The settings read under `source` (the database, its cache identity and when the settings' tag
// was last expired), one copy per process (the app's bundle may load this module more than once).
const held = globalThis as typeof globalThis & { scentsKeptSettings?: { source: string; settings: Promise<StoreSettings> } };

/**
 * The store settings as checkout prices every quote and order from them, kept in memory instead of
 * read on each: a drop's burst read the same document hundreds of times a second. The copy is as
 * fresh as a cached page: saving the settings expires their tag (saveStoreSettings), which this
 * instance sees at once and every other within a beat of the stock clock (lib/cache/tag-mirror.mjs),
 * and it belongs to one database by its cache identity, so a reset or restored database (a new
 * identity, or none yet) is read again. While the tag state is not trusted, or the database has no
 * identity, the settings are read from the database as before.
 */
export async function keptStoreSettings(): Promise<StoreSettings> {
  const { connection } = await connectToDatabase();
  const db = connection.db;
  if (!db) return getStoreSettings();
  const mirror = processTagFollower(db);
  if (!mirror.trusted()) return getStoreSettings();
  const { identity, revalidatedAt } = mirror.state([STORE_SETTINGS_TAG]);
  if (!identity) return getStoreSettings();
  // Named before the read: a save during it moves the tag, so the next order reads again.
  const source = `${db.databaseName}|${identity}|${revalidatedAt.get(STORE_SETTINGS_TAG) ?? 0}`;
  if (held.scentsKeptSettings?.source === source) return held.scentsKeptSettings.settings;
  const copy = { source, settings: getStoreSettings() };
  held.scentsKeptSettings = copy;
  copy.settings.catch(() => {
    if (held.scentsKeptSettings === copy) held.scentsKeptSettings = undefined;
  });
  return copy.settings;
}
