import { route } from "@/lib/api/route";
import { DomainError, type RefusalKind } from "@/lib/vocabulary/domain-error";
import { callRoute } from "../support/request";

interface Answer {
  success: boolean;
  code: string;
  message: string;
  reason?: string;
  fieldErrors?: Record<string, string[]>;
}

const refusing = (refusal: DomainError) =>
  route({ database: false, fields: { shippingMethod: "orderDetails.shippingMethodId" } }, async () => {
    throw refusal;
  });

describe("route() answering a rule's refusal", () => {
  it.each<[RefusalKind, number, string]>([
    ["invalid", 400, "BAD_REQUEST"],
    ["unauthenticated", 401, "UNAUTHORIZED"],
    ["not-found", 404, "NOT_FOUND"],
    ["conflict", 409, "CONFLICT"],
    ["failed", 500, "SERVER_ERROR"],
  ])("answers a %s refusal with %i, the spec's code, the rule's message and its code as reason", async (kind, status, code) => {
    const answer = await callRoute<Answer>(refusing(new DomainError("some-rule", kind, "Said in the shop's words.")), { method: "POST" });
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ success: false, code, message: "Said in the shop's words.", reason: "some-rule" });
  });

  it("puts a refusal's field at the path the route's request gives it, and a field it does not name under its own name", async () => {
    const mapped = await callRoute<Answer>(refusing(new DomainError("shipping-method-gone", "invalid", "Choose another.", "shippingMethod")), { method: "POST" });
    expect(mapped.body.fieldErrors).toEqual({ "orderDetails.shippingMethodId": ["Choose another."] });
    const unmapped = await callRoute<Answer>(refusing(new DomainError("bad-note", "invalid", "Too long.", "note")), { method: "POST" });
    expect(unmapped.body.fieldErrors).toEqual({ note: ["Too long."] });
  });
});
