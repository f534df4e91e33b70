import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { Order } from "@/models/order";
import { SpentLink } from "@/models/spent-link";
import { User } from "@/models/user";
import { readEmailProof } from "./email-proof";
import { ACCOUNT_PAGE_MESSAGES } from "./schemas";
import { accountGone, DomainError } from "@/lib/vocabulary/domain-error";

const refused = (message: string) => new DomainError("proof-refused", "invalid", message, "token");

/**
 * Follows an e-mailed proof link: the signed-in customer has shown the account's e-mail is theirs,
 * so the account counts as proven (sign-up's proof) and every guest order placed with that e-mail
 * joins it. The link is spent first (one
 * insert under a unique id, so two clicks cannot both pass); the join is one idempotent update
 * that only ever takes orders belonging to no account. Should it fail, the link is given back.
 */
export async function claimGuestOrders(userId: string, token: string, now = new Date()): Promise<{ joined: number }> {
  const proof = readEmailProof(token, now);
  if (proof === "invalid") throw refused(ACCOUNT_PAGE_MESSAGES.proofInvalid);
  if (proof === "expired") throw refused(ACCOUNT_PAGE_MESSAGES.proofExpired);
  if (proof.userId !== userId) throw new DomainError("proof-other-account", "forbidden", ACCOUNT_PAGE_MESSAGES.proofOtherAccount);
  await connectToDatabase();
  const user = await User.findOne({ _id: userId }).select({ email: 1 }).lean();
  if (!user) throw accountGone();
  // The account's address changed since the link was sent: it proves an address the account no longer has.
  if (user.email !== proof.email) throw refused(ACCOUNT_PAGE_MESSAGES.proofInvalid);

  try {
    await SpentLink.create({ _id: proof.nonce, expiresAt: proof.expiresAt });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new DomainError("proof-used", "conflict", ACCOUNT_PAGE_MESSAGES.proofUsed);
    throw error;
  }
  try {
    await User.updateOne({ _id: user._id, email: proof.email }, { $unset: { emailUnprovenSince: 1 } });
    const result = await Order.updateMany({ email: proof.email, customer: null }, { $set: { customer: user._id } });
    return { joined: result.modifiedCount };
  } catch (error) {
    await SpentLink.deleteOne({ _id: proof.nonce });
    throw error;
  }
}
