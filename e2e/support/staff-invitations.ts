import { MongoClient } from "mongodb";
import { E2E_MONGODB_URI } from "./credentials";

/** The token of the invitation the shop mailed to this address, read from its outbox. */
export async function invitationToken(email: string): Promise<string> {
  const client = await MongoClient.connect(E2E_MONGODB_URI);
  try {
    const mail = await client.db().collection("mailmessages").findOne({ kind: "staff-invitation", to: email });
    const token = (mail?.data as { token?: unknown } | undefined)?.token;
    if (typeof token !== "string") throw new Error(`no invitation mailed to ${email}`);
    return token;
  } finally {
    await client.close();
  }
}
