import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { recordMessage } from "@/lib/mail/outbox";
import { enforceRateLimit } from "@/lib/rate-limit/rate-limit";
import { User } from "@/models/user";
import { issueEmailProof, readEmailProof } from "./email-proof";
import { accountGone } from "@/lib/vocabulary/domain-error";

/** A few links an hour per account: enough for a lost e-mail, too few to fill someone's inbox. */
export const EMAIL_PROOFS_PER_ACCOUNT = { limit: 5, windowMs: 60 * 60 * 1000 };

/**
 * Sends the account's e-mail a link proving it is theirs (see claim-orders.ts): worded as the
 * sign-up's "Confirm your e-mail" while the account has not proven it, else as the way to add
 * earlier orders. The message goes
 * through the outbox, one per link (its nonce is the event key), and only ever to the account's
 * own address, so the link proves that address and no other.
 */
export async function sendEmailProof(userId: string, now = new Date()): Promise<{ sentTo: string }> {
  await enforceRateLimit({ [`email-proof:${userId}`]: EMAIL_PROOFS_PER_ACCOUNT }, "You have asked for several links already. Please check your inbox, or try again in an hour.", now);
  await connectToDatabase();
  const user = await User.findOne({ _id: userId }).select({ name: 1, email: 1, emailUnprovenSince: 1 }).lean();
  if (!user) throw accountGone();
  const token = issueEmailProof(user._id.toString(), user.email, now);
  const proof = readEmailProof(token, now);
  if (typeof proof === "string") throw new Error("A proof just issued did not read back");
  await recordMessage(
    {
      key: `account:${userId}:verify:${proof.nonce}`,
      to: user.email,
      kind: user.emailUnprovenSince ? "signup-email-proof" : "account-email-proof",
      data: { customerName: user.name, token, expiresAt: proof.expiresAt.toISOString() },
    },
    now,
  );
  return { sentTo: user.email };
}
