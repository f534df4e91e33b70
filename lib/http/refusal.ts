import type { DomainError, RefusalKind } from "@/lib/vocabulary/domain-error";
import { HttpError, type ErrorStatus, type FieldErrors } from "./errors";

const REFUSAL_STATUS: Record<RefusalKind, ErrorStatus> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-many": 429,
  failed: 500,
};

/**
 * A rule's refusal as the spec's answer: its kind's status, its message, its fields at the
 * request's paths (`paths` maps the domain's names to the route's wire names), its code as reason.
 */
export function refusalToHttpError(refusal: DomainError, paths: Readonly<Record<string, string>> = {}): HttpError {
  // A field inside a list ("lines.2.size") maps each of its names, keeping the position.
  const at = (field: string) => paths[field] ?? (/\.\d+\./.test(field) ? field.split(".").map((segment) => paths[segment] ?? segment).join(".") : field);
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(refusal.detail.fields ?? {})) fieldErrors[at(field)] = [...messages];
  if (refusal.field) fieldErrors[at(refusal.field)] = [refusal.message];
  const retryAfter = refusal.detail.retryAfterSeconds;
  return new HttpError(REFUSAL_STATUS[refusal.kind], refusal.hasMessage ? refusal.message : undefined, {
    fieldErrors: Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined,
    headers: retryAfter === undefined ? undefined : { "Retry-After": String(Math.max(1, Math.ceil(retryAfter))) },
    reason: refusal.code,
  });
}
