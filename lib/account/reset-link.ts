import "server-only";
import { signedTokens, type SignedLink, type TokenProblem } from "@/lib/auth/signed-token";
import { isObjectId } from "@/lib/vocabulary/identifiers";

/** How long an e-mailed reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** What a reset link vouches for: the holder reads mail at this account's address, as it stood at this session version. */
export interface ResetLink extends SignedLink {
  userId: string;
  email: string;
  /** The account's session version when the link was sent: a password set since (by any means) retires the link. */
  sessionVersion: number;
}

const tokens = signedTokens("password-reset", { longestPayload: 800 });

/** A signed link token that lets its holder choose a new password for the account, for one hour. */
export function issueResetLink(account: { userId: string; email: string; sessionVersion: number }, now = new Date()): string {
  return tokens.issue({ u: account.userId, e: account.email.toLowerCase(), v: account.sessionVersion }, new Date(now.getTime() + PASSWORD_RESET_TTL_MS));
}

/** The link a token carries, or why it is refused: not ours (or altered), or past its hour. */
export function readResetLink(token: string, now = new Date()): ResetLink | TokenProblem {
  const read = tokens.read(token, now);
  if (typeof read === "string") return read;
  const { u, e, v } = read.claims;
  if (typeof u !== "string" || !isObjectId(u) || typeof e !== "string" || typeof v !== "number" || !Number.isInteger(v) || v < 0) return "invalid";
  return { userId: u, email: e, sessionVersion: v, expiresAt: read.expiresAt, nonce: read.nonce };
}

/** The id a followed reset link is kept under in the spent links, named apart from other single-use links. */
export const spentResetLinkId = (link: Pick<ResetLink, "nonce">) => `password-reset:${link.nonce}`;
