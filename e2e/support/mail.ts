import { withShopDatabase } from "./shop-database";

/** A contact alert that failed past the retry limit, stored straight in the shop's outbox. */
export async function storeFailedMail(name: string): Promise<void> {
  const now = new Date();
  await withShopDatabase((db) =>
    db.collection("mailmessages").insertOne({
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
    }),
  );
}

export async function mailState(name: string): Promise<string | undefined> {
  return (await withShopDatabase((db) => db.collection("mailmessages").findOne({ key: `contact:e2e-${name}:owner` })))?.state as string | undefined;
}

/** The token of the newest message of this kind the shop put in its outbox for this address (an invitation, a reset link). */
export async function mailedToken(kind: string, to: string): Promise<string> {
  const mail = await withShopDatabase((db) => db.collection("mailmessages").findOne({ kind, to }, { sort: { createdAt: -1 } }));
  const token = (mail?.data as { token?: unknown } | undefined)?.token;
  if (typeof token !== "string") throw new Error(`no ${kind} mailed to ${to}`);
  return token;
}
