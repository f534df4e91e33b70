import { MongoClient, type Db } from "mongodb";
import { E2E_MONGODB_URI } from "./credentials";

/** Runs `work` on the shop's own database (what a journey stores or checks behind the screens), then lets the connection go. */
export async function withShopDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    return await work(client.db());
  } finally {
    await client.close();
  }
}
