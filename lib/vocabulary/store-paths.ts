/** The page an e-mailed proof link opens: the account page that joins guest orders to the account. */
export function claimOrdersPath(token: string): string {
  return `/account/claim?token=${encodeURIComponent(token)}`;
}
