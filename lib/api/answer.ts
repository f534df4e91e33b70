/**
 * The one shape of every API answer: a JSON object whose `success` says how it went.
 *
 * - Done: `{ success: true, ...fields }`, each field named for what it holds (`product`,
 *   `orders`, `quote`, `addresses`), and `message` when the screen shows one. `data` only where
 *   the spec's contract reads it: payment initialize and verify.
 * - Refused or failed: `ErrorBody` (lib/http/errors.ts), with the status of the spec's catalogue.
 *   The one 200 with `success: false` is the spec's verify of a payment that did not succeed.
 * - A resource answered as itself, marked with `resourceBody`: where the spec's contract reads the
 *   body as the thing (a tracked order, the catalogue page), and the documents the admin reads and
 *   writes whole (site content, store settings), whose PUT takes back what GET gave.
 *
 * Downloads (a backup, a CSV, a photo) are not answers: their handlers return a Response.
 */
export interface Answer {
  success: boolean;
}

declare const resource: unique symbol;
/** A resource sent as the whole body; see above for the only places that do. */
export type ResourceBody = { readonly [resource]: true };

export function resourceBody<T extends object>(value: T): T & ResourceBody {
  return value as T & ResourceBody;
}
