import { chooseDatabase, startDatabase, type RunningDatabase } from "../../scripts/lib/choose-database";

declare global {
  var __TEST_DATABASE__: RunningDatabase | undefined;
}

/**
 * One database for the whole node test run: MONGODB_URI if given, mongodb-memory-server when
 * MONGODB_ENGINE=memory-server, otherwise the built-in engine in memory. Workers inherit
 * MONGODB_URI; each test file picks its own database name.
 */
export default async function globalSetup(): Promise<void> {
  const db = await startDatabase(chooseDatabase(process.env, { ephemeral: true }), { ttlSweepMs: 250 });
  process.env.MONGODB_URI = db.uri;
  // Transfers may hold a whole size unless a test sets the owner's share (tests/orders/unpaid-ceiling.test.ts): most tests' products have a handful of units.
  process.env.UNPAID_HOLD_PERCENT ??= "100";
  globalThis.__TEST_DATABASE__ = db;
}
