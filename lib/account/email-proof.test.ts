import { EMAIL_PROOF_TTL_MS, issueEmailProof, readEmailProof } from "./email-proof";

const USER = "64b7f0c2a1b2c3d4e5f60718";

describe("e-mail proof links", () => {
  it("carry the account, the lower-cased address and their expiry, each with its own nonce", () => {
    const now = new Date("2026-01-10T10:00:00Z");
    const first = readEmailProof(issueEmailProof(USER, "Ada@Example.com", now), now);
    const second = readEmailProof(issueEmailProof(USER, "ada@example.com", now), now);
    expect(first).toEqual({ userId: USER, email: "ada@example.com", expiresAt: new Date(now.getTime() + EMAIL_PROOF_TTL_MS), nonce: expect.stringMatching(/^[a-f0-9]{32}$/) });
    expect(typeof second === "object" && typeof first === "object" && second.nonce !== first.nonce).toBe(true);
  });

  it("expire after a day", () => {
    const now = new Date("2026-01-10T10:00:00Z");
    const token = issueEmailProof(USER, "ada@example.com", now);
    expect(readEmailProof(token, new Date(now.getTime() + EMAIL_PROOF_TTL_MS - 1))).toEqual(expect.objectContaining({ userId: USER }));
    expect(readEmailProof(token, new Date(now.getTime() + EMAIL_PROOF_TTL_MS))).toBe("expired");
  });

  it("refuse anything altered or not signed by this shop", () => {
    const token = issueEmailProof(USER, "ada@example.com");
    const [payload = "", signature = ""] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ u: USER, e: "mallory@example.com", x: Date.now() + 1000, n: "x" })).toString("base64url");
    for (const forged of [`${otherPayload}.${signature}`, `${payload}.${"A".repeat(43)}`, "", "not-a-token", `${payload}.`]) {
      expect(readEmailProof(forged)).toBe("invalid");
    }
  });
});
