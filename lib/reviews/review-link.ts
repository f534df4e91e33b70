import "server-only";
import { signedTokens, type SignedLink, type TokenProblem } from "@/lib/auth/signed-token";
import { isObjectId } from "@/lib/vocabulary/identifiers";

/** How long a "How was it?" link works: two months, time to wear the perfume and come back to it. */
export const REVIEW_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

/** What a review link vouches for: whoever holds it received the mail about this delivered order of this product. */
export interface ReviewLink extends SignedLink {
  orderId: string;
  productId: string;
}

const tokens = signedTokens("review-link", { longestPayload: 400 });

/** A signed, expiring, single-use token to review `productId` as the buyer of `orderId`. */
export function issueReviewLink(orderId: string, productId: string, now = new Date()): string {
  return tokens.issue({ o: orderId, p: productId }, new Date(now.getTime() + REVIEW_LINK_TTL_MS));
}

/** What a token names, or why it is refused: not ours (or altered), or past its time. */
export function readReviewLink(token: string, now = new Date()): ReviewLink | TokenProblem {
  const read = tokens.read(token, now);
  if (typeof read === "string") return read;
  const { o, p } = read.claims;
  if (!isObjectId(o) || !isObjectId(p)) return "invalid";
  return { orderId: o, productId: p, expiresAt: read.expiresAt, nonce: read.nonce };
}
