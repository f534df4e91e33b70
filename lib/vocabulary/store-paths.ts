/** The page an e-mailed proof link opens: the account page that joins guest orders to the account. */
export function claimOrdersPath(token: string): string {
  return `/account/claim?token=${encodeURIComponent(token)}`;
}

/** The page an invitation to the staff opens: the new member sets a password and a security key. */
export function staffJoinPath(token: string): string {
  return `/admin/join?token=${encodeURIComponent(token)}`;
}

/** The page a "How was it?" link opens: the review form for one delivered product, no sign-in needed. */
export function reviewLinkPath(token: string): string {
  return `/review/${encodeURIComponent(token)}`;
}

/** Where a signed-in buyer reviews a product of a delivered order. */
export function reviewProductPath(productId: string): string {
  return `/account/review/${productId}`;
}

/** The page an e-mailed reset link opens: the customer chooses a new password. */
export function passwordResetPath(token: string): string {
  return `/account/reset-password?token=${encodeURIComponent(token)}`;
}

/** The page a link to confirm a shipping change opens: following it applies the change. */
export function shippingConfirmPath(token: string): string {
  return `/order-tracking/confirm?token=${encodeURIComponent(token)}`;
}

/** The page a sign-up's e-mailed link opens when an unconfirmed account held the address: the signer takes it over. */
export function confirmSignupPath(token: string): string {
  return `/account/confirm-signup?token=${encodeURIComponent(token)}`;
}
