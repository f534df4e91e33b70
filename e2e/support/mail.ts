import { MongoClient } from "mongodb";
import { E2E_MONGODB_URI } from "./credentials";

/** A contact alert that failed past the retry limit, stored straight in the shop's outbox. */
export async function storeFailedMail(name: string): Promise<void> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    const now = new Date();
    await client
      .db()
      .collection("mailmessages")
      .insertOne({
        key: `contact:e2e-${name}:owner`,
        kind: "owner-contact-message",
        to: "owner@scents.e2e",
        data: { name, email: "adaeze@example.ng", message: "Is Oud Noir back in stock?" },
        state: "failed",
        attempts: 8,
        nextAttemptAt: now,
        failedAt: now,
        lastError: "Message failed: 550 Mailbox unavailable",
        createdAt: now,
        updatedAt: now,
      });
  } finally {
    await client.close();
  }
}

export async function mailState(name: string): Promise<string | undefined> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    return (await client.db().collection("mailmessages").findOne({ key: `contact:e2e-${name}:owner` }))?.state as string | undefined;
  } finally {
    await client.close();
  }
}
