import "server-only";
import { signedTokens, type TokenProblem } from "@/lib/auth/signed-token";

/** How long a reminder's link brings the checkout back: a week, past payday. */
export const RETURN_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const tokens = signedTokens("checkout-return", { longestPayload: 200 });

/** The signed link of an abandoned checkout's reminder: whoever holds it may see that checkout again. */
export function issueReturnToken(checkoutId: string, now = new Date()): string {
  return tokens.issue({ c: checkoutId }, new Date(now.getTime() + RETURN_LINK_TTL_MS));
}

/** The abandoned checkout a token names, or why it is refused. */
export function readReturnToken(token: string, now = new Date()): { checkoutId: string } | TokenProblem {
  const read = tokens.read(token, now);
  if (typeof read === "string") return read;
  const { c } = read.claims;
  return typeof c === "string" && c.length > 0 && c.length <= 64 ? { checkoutId: c } : "invalid";
}
