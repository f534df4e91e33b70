import "server-only";
import { signedTokens, type SignedLink, type TokenProblem } from "@/lib/auth/signed-token";
import { isObjectId } from "@/lib/vocabulary/identifiers";

/** How long an e-mailed proof link works: a day, time enough to open the mail, short enough to go stale. */
export const EMAIL_PROOF_TTL_MS = 24 * 60 * 60 * 1000;

/** What a proof link vouches for: this account received mail at this address. */
export interface EmailProof extends SignedLink {
  userId: string;
  email: string;
}

const tokens = signedTokens("email-proof", { longestPayload: 800 });

/** A signed, expiring link token proving `email` belongs to the account `userId`. */
export function issueEmailProof(userId: string, email: string, now = new Date()): string {
  return tokens.issue({ u: userId, e: email.toLowerCase() }, new Date(now.getTime() + EMAIL_PROOF_TTL_MS));
}

/** The proof a token carries, or why it is refused: not ours (or altered), or past its time. */
export function readEmailProof(token: string, now = new Date()): EmailProof | TokenProblem {
  const read = tokens.read(token, now);
  if (typeof read === "string") return read;
  const { u, e } = read.claims;
  if (!isObjectId(u) || typeof e !== "string") return "invalid";
  return { userId: u, email: e, expiresAt: read.expiresAt, nonce: read.nonce };
}
