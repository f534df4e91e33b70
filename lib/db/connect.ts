import "server-only";
import mongoose from "mongoose";

export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `Cannot connect to MongoDB. Set MONGODB_URI to a reachable server, or start the app through ` +
        `scripts/with-db (npm run dev / npm start), which provides one. Cause: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = "DatabaseUnavailableError";
  }
}

// Route handlers and hot reloads re-evaluate modules; one connection promise on globalThis keeps
// them from opening a new pool each time.
const cache = globalThis as typeof globalThis & { scentsConnection?: Promise<typeof mongoose> };

export function connectToDatabase(): Promise<typeof mongoose> {
  if (!cache.scentsConnection) {
    const uri = process.env.MONGODB_URI;
    if (!uri) {
      return Promise.reject(new DatabaseUnavailableError("MONGODB_URI is not set"));
    }
    cache.scentsConnection = mongoose
      .connect(uri, { serverSelectionTimeoutMS: 5000, dbName: process.env.MONGODB_DB_NAME || undefined })
      .catch((error: unknown) => {
        cache.scentsConnection = undefined;
        throw new DatabaseUnavailableError(error);
      });
  }
  return cache.scentsConnection;
}
