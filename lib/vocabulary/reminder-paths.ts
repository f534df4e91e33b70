/** The page an abandoned-checkout reminder opens: the cart and details again, at today's prices. */
export function checkoutReturnPath(token: string): string {
  return `/checkout/return/${encodeURIComponent(token)}`;
}

/** The page a reminder's one-click opt-out opens. */
export function optOutPath(token: string): string {
  return `/unsubscribe/${encodeURIComponent(token)}`;
}

/**
 * The one-click opt-out (RFC 8058) a marketing message's List-Unsubscribe header names: the
 * shopper's mail app posts to it without opening a page.
 */
export function oneClickOptOutPath(token: string): string {
  return `/api/mail/opt-out/${encodeURIComponent(token)}`;
}
