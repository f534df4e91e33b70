import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { isObjectId } from "@/lib/vocabulary/identifiers";

/** How long an e-mailed proof link works: a day, time enough to open the mail, short enough to go stale. */
export const EMAIL_PROOF_TTL_MS = 24 * 60 * 60 * 1000;

/** What a proof link vouches for: this account received mail at this address. */
export interface EmailProof {
  userId: string;
  email: string;
  expiresAt: Date;
  /** Random, so each link is spent on its own. */
  nonce: string;
}

export type ProofProblem = "invalid" | "expired";

const FORMAT = /^([A-Za-z0-9_-]{1,800})\.([A-Za-z0-9_-]{43})$/;

function sign(payload: string): string {
  return createHmac("sha256", `email-proof:${authSecret()}`).update(payload).digest("base64url");
}

/** A signed, expiring link token proving `email` belongs to the account `userId`. */
export function issueEmailProof(userId: string, email: string, now = new Date()): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, e: email.toLowerCase(), x: now.getTime() + EMAIL_PROOF_TTL_MS, n: randomBytes(16).toString("hex") }),
  ).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The proof a token carries, or why it is refused: not ours (or altered), or past its time. */
export function readEmailProof(token: string, now = new Date()): EmailProof | ProofProblem {
  const match = FORMAT.exec(token);
  if (!match) return "invalid";
  const [, payload = "", signature = ""] = match;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return "invalid";
  }
  const { u, e, x, n } = (claims ?? {}) as Record<string, unknown>;
  if (!isObjectId(u) || typeof e !== "string" || typeof x !== "number" || typeof n !== "string") return "invalid";
  if (x <= now.getTime()) return "expired";
  return { userId: u, email: e, expiresAt: new Date(x), nonce: n };
}
