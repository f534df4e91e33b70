import mongoose from "mongoose";
import { connectToDatabase, DatabaseUnavailableError } from "@/lib/db/connect";

describe("connectToDatabase", () => {
  const original = process.env.MONGODB_URI;
  afterEach(async () => {
    process.env.MONGODB_URI = original;
    await mongoose.disconnect();
  });

  it("names MONGODB_URI when it is not set", async () => {
    delete process.env.MONGODB_URI;
    await expect(connectToDatabase()).rejects.toThrow(DatabaseUnavailableError);
    await expect(connectToDatabase()).rejects.toThrow(/MONGODB_URI/);
  });

  it("names MONGODB_URI when the server cannot be reached, and can connect later", async () => {
    process.env.MONGODB_URI = "mongodb://127.0.0.1:1/scents";
    await expect(connectToDatabase()).rejects.toThrow(/Set MONGODB_URI to a reachable server/);
    process.env.MONGODB_URI = original;
    await expect(connectToDatabase()).resolves.toBe(mongoose);
    expect(mongoose.connection.readyState).toBe(1);
  }, 15_000);

  it("shares one connection between callers", async () => {
    const [first, second] = await Promise.all([connectToDatabase(), connectToDatabase()]);
    expect(first).toBe(second);
  });
});
