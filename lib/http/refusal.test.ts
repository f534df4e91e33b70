import { DomainError, invalidFields } from "@/lib/vocabulary/domain-error";
import { refusalToHttpError } from "./refusal";

describe("refusalToHttpError", () => {
  it("gives each kind the status of the spec's catalogue, and the code as reason", () => {
    const statuses = (["invalid", "unauthenticated", "forbidden", "not-found", "conflict", "too-many", "failed"] as const).map(
      (kind) => refusalToHttpError(new DomainError("some-code", kind, "Words")).status,
    );
    expect(statuses).toEqual([400, 401, 403, 404, 409, 429, 500]);
    expect(refusalToHttpError(new DomainError("email-taken", "conflict", "Taken"))).toMatchObject({ code: "CONFLICT", message: "Taken", reason: "email-taken" });
  });

  it("puts the field at the route's wire path, and several fields at theirs", () => {
    expect(refusalToHttpError(new DomainError("promo-code-refused", "invalid", "No such code", "promoCode"), { promoCode: "orderDetails.promoCode" }).fieldErrors).toEqual({
      "orderDetails.promoCode": ["No such code"],
    });
    expect(refusalToHttpError(invalidFields("image-refused", { images: ["Image must be at most 5 MB"] }))).toMatchObject({
      status: 400,
      message: "Bad request: The request could not be understood or was missing required parameters.",
      fieldErrors: { images: ["Image must be at most 5 MB"] },
    });
  });

  it("says when to ask again, in whole seconds of at least one", () => {
    expect(refusalToHttpError(new DomainError("rate-limited", "too-many", undefined, undefined, { retryAfterSeconds: 0.2 }))).toMatchObject({
      status: 429,
      message: "Too many requests: Please wait a moment and try again.",
      headers: { "Retry-After": "1" },
    });
  });
});
