import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";

/**
 * Gives the calling test file its own database on the engine the global setup started, so files
 * running in parallel never see each other's data. Tests talk to it through mongoose as the app does.
 */
export function setupTestDatabase(): void {
  beforeAll(async () => {
    process.env.MONGODB_DB_NAME = `scents_test_${randomBytes(6).toString("hex")}`;
    await connectToDatabase();
  });

  afterAll(async () => {
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
  });
}

export async function clearDatabase(): Promise<void> {
  const collections = await mongoose.connection.db?.collections();
  await Promise.all((collections ?? []).map((collection) => collection.deleteMany({})));
}
