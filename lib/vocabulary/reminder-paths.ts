/** The page an abandoned-checkout reminder opens: the cart and details again, at today's prices. */
export function checkoutReturnPath(token: string): string {
  return `/checkout/return/${encodeURIComponent(token)}`;
}

/** The page a reminder's one-click opt-out opens. */
export function optOutPath(token: string): string {
  return `/unsubscribe/${encodeURIComponent(token)}`;
}
