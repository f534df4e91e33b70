/**
 * What a rule refuses, in the shop's words: a code a client can branch on, what kind of refusal it
 * is, the message a shopper or owner reads, and the field of the domain's own input it concerns.
 * Domain code throws these; only `route()` (lib/http) turns a kind into an HTTP status and a
 * field into the request's path, so no rule knows either.
 */
export type RefusalKind = "invalid" | "unauthenticated" | "not-found" | "conflict" | "failed";

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: RefusalKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
