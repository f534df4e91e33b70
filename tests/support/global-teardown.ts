export default async function globalTeardown(): Promise<void> {
  const db = globalThis.__TEST_DATABASE__;
  globalThis.__TEST_DATABASE__ = undefined;
  if (db) await db.stop();
}
