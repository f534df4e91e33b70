import { signedTokens } from "@/lib/auth/signed-token";
import { issueEmailProof } from "./email-proof";
import { issueResetLink, PASSWORD_RESET_TTL_MS, readResetLink } from "./reset-link";

const now = new Date("2026-11-27T10:00:00Z");
const account = { userId: "665f1c2e9b1d4a0012345678", email: "Ada@Example.com", sessionVersion: 3 };

describe("password reset links", () => {
  it("carry the account, its address and session version for one hour, then read as expired", () => {
    const token = issueResetLink(account, now);
    expect(readResetLink(token, new Date(now.getTime() + PASSWORD_RESET_TTL_MS - 1))).toMatchObject({
      userId: account.userId,
      email: "ada@example.com",
      sessionVersion: 3,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      nonce: expect.stringMatching(/^[a-f0-9]{32}$/),
    });
    expect(readResetLink(token, new Date(now.getTime() + PASSWORD_RESET_TTL_MS))).toBe("expired");
  });

  it("refuse an altered token, another purpose's token, and a token of ours in another shape", () => {
    const token = issueResetLink(account, now);
    const [payload = "", signature = ""] = token.split(".");
    expect(readResetLink(`${payload}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`, now)).toBe("invalid");
    expect(readResetLink(issueEmailProof(account.userId, account.email, now), now)).toBe("invalid");
    const sameKeyOtherShape = signedTokens("password-reset", { longestPayload: 800 }).issue({ u: account.userId, e: account.email }, new Date(now.getTime() + 60_000));
    expect(readResetLink(sameKeyOtherShape, now)).toBe("invalid");
    expect(readResetLink("", now)).toBe("invalid");
  });

  it("are each their own: two links for one account have different nonces", () => {
    const first = readResetLink(issueResetLink(account, now), now);
    const second = readResetLink(issueResetLink(account, now), now);
    expect(typeof first === "object" && typeof second === "object" && first.nonce !== second.nonce).toBe(true);
  });
});
