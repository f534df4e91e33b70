import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "./secret";

export type TokenProblem = "invalid" | "expired";

/** What a token signed here carries: its own claims, when it stops working, and a random nonce so each is spent on its own. */
export interface SignedClaims {
  claims: Record<string, unknown>;
  expiresAt: Date;
  nonce: string;
}

/** What every signed link vouches for besides its own facts: when it stops working, and its nonce, by which it is spent. */
export type SignedLink = Omit<SignedClaims, "claims">;

/**
 * Expiring tokens signed for one purpose (an e-mail proof, a review link): `<payload>.<signature>`
 * in base64url. Each purpose signs with its own key derived from the shop's secret, so a token
 * issued for one never reads as another's.
 */
export function signedTokens(purpose: string, { longestPayload }: { longestPayload: number }) {
  const format = new RegExp(`^([A-Za-z0-9_-]{1,${longestPayload}})\\.([A-Za-z0-9_-]{43})$`);
  const sign = (payload: string) => createHmac("sha256", `${purpose}:${authSecret()}`).update(payload).digest("base64url");

  const issueLink = (claims: Record<string, unknown>, expiresAt: Date): { token: string; nonce: string } => {
    const nonce = randomBytes(16).toString("hex");
    const payload = Buffer.from(JSON.stringify({ ...claims, x: expiresAt.getTime(), n: nonce })).toString("base64url");
    return { token: `${payload}.${sign(payload)}`, nonce };
  };

  return {
    issue(claims: Record<string, unknown>, expiresAt: Date): string {
      return issueLink(claims, expiresAt).token;
    },

    /** A token with its nonce, for a link a record makes work: the record is kept under the nonce, so the link is spent by deleting it. */
    issueLink,

    /** What a token carries, or why it is refused: not ours (or altered), or past its time. */
    read(token: string, now = new Date()): SignedClaims | TokenProblem {
      const match = format.exec(token);
      if (!match) return "invalid";
      const [, payload = "", signature = ""] = match;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      } catch {
        return "invalid";
      }
      const { x, n, ...claims } = (parsed ?? {}) as Record<string, unknown>;
      if (typeof x !== "number" || typeof n !== "string") return "invalid";
      if (x <= now.getTime()) return "expired";
      return { claims, expiresAt: new Date(x), nonce: n };
    },
  };
}
