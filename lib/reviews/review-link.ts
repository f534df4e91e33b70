import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { isObjectId } from "@/lib/vocabulary/identifiers";

/** How long a "How was it?" link works: two months, time to wear the perfume and come back to it. */
export const REVIEW_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

/** What a review link vouches for: whoever holds it received the mail about this delivered order of this product. */
export interface ReviewLink {
  orderId: string;
  productId: string;
  expiresAt: Date;
  /** Random, so each link is spent on its own. */
  nonce: string;
}

export type ReviewLinkProblem = "invalid" | "expired";

const FORMAT = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/;

// Its own key, derived from the shop's secret: a token signed for another purpose (an e-mail proof) never reads as a review link.
function sign(payload: string): string {
  return createHmac("sha256", `review-link:${authSecret()}`).update(payload).digest("base64url");
}

/** A signed, expiring, single-use token to review `productId` as the buyer of `orderId`. */
export function issueReviewLink(orderId: string, productId: string, now = new Date()): string {
  const payload = Buffer.from(JSON.stringify({ o: orderId, p: productId, x: now.getTime() + REVIEW_LINK_TTL_MS, n: randomBytes(16).toString("hex") })).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** What a token names, or why it is refused: not ours (or altered), or past its time. */
export function readReviewLink(token: string, now = new Date()): ReviewLink | ReviewLinkProblem {
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
  const { o, p, x, n } = (claims ?? {}) as Record<string, unknown>;
  if (!isObjectId(o) || !isObjectId(p) || typeof x !== "number" || typeof n !== "string") return "invalid";
  if (x <= now.getTime()) return "expired";
  return { orderId: o, productId: p, expiresAt: new Date(x), nonce: n };
}
