import "server-only";
import { signedTokens, type SignedLink, type TokenProblem } from "@/lib/auth/signed-token";
import { isObjectId } from "@/lib/vocabulary/identifiers";

/** How long a link to confirm a shipping change works: a day, time to open the mail on another device. */
export const SHIPPING_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** What a confirmation link vouches for: whoever holds it reads the e-mail of this order. */
export interface ShippingLink extends SignedLink {
  orderId: string;
}

const tokens = signedTokens("shipping-change", { longestPayload: 300 });

export function issueShippingLink(orderId: string, now = new Date()): { token: string; link: ShippingLink } {
  const token = tokens.issue({ o: orderId }, new Date(now.getTime() + SHIPPING_LINK_TTL_MS));
  const link = readShippingLink(token, now);
  if (typeof link === "string") throw new Error("A shipping link just issued does not read back");
  return { token, link };
}

/** What a token names, or why it is refused: not ours (or altered), or past its time. */
export function readShippingLink(token: string, now = new Date()): ShippingLink | TokenProblem {
  const read = tokens.read(token, now);
  if (typeof read === "string") return read;
  const { o } = read.claims;
  if (!isObjectId(o)) return "invalid";
  return { orderId: o, expiresAt: read.expiresAt, nonce: read.nonce };
}

/** The address a link went to, as tracking may show it to whoever knows the order number: j***@example.com. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

export const SHIPPING_CONFIRMATION_MESSAGES = {
  sent: (to: string) => `We sent a link to confirm this change to ${to}. The new details apply once it is followed.`,
  invalid: "This link is not valid. Change the details again on the tracking page to get a new one.",
  expired: "This link has expired. Change the details again on the tracking page to get a new one.",
  used: "This link was already used.",
  replaced: "A newer change was asked for since this link was sent: follow the link in the latest e-mail.",
  applied: "Shipping information updated successfully!",
} as const;
