/**
 * What a rule refuses, in the shop's words: a code a client can branch on, what kind of refusal it
 * is, the message a shopper or owner reads, and the field of the domain's own input it concerns.
 * Domain code throws these; only lib/http turns a kind into an HTTP status and a field into the
 * request's path (route() in lib/api, the sign-in route in lib/auth), so no rule knows either.
 */
export type RefusalKind = "invalid" | "unauthenticated" | "forbidden" | "not-found" | "conflict" | "too-many" | "failed";

export interface RefusalDetail {
  /** Several fields at once, each with its messages (a photo refused among the form's images). */
  fields?: Readonly<Record<string, readonly string[]>>;
  /** For "too-many": when to ask again. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  /** False when the rule has no words of its own: the answer then carries the kind's standard message. */
  readonly hasMessage: boolean;

  constructor(
    readonly code: string,
    readonly kind: RefusalKind,
    message?: string,
    readonly field?: string,
    readonly detail: RefusalDetail = {},
  ) {
    super(message ?? code);
    this.name = "DomainError";
    this.hasMessage = message !== undefined;
  }
}

/** The signed-in account is gone (deleted, or its session outlived it): sign in again. */
export const accountGone = () => new DomainError("account-gone", "unauthenticated");

/** An input refused on several fields at once, with no message of its own beyond theirs. */
export const invalidFields = (code: string, fields: Readonly<Record<string, readonly string[]>>) => new DomainError(code, "invalid", undefined, undefined, { fields });
