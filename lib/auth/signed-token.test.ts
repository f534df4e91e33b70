import { signedTokens } from "./signed-token";

const proofs = signedTokens("email-proof", { longestPayload: 800 });
const links = signedTokens("review-link", { longestPayload: 400 });
const now = new Date("2026-11-26T10:00:00Z");
const later = new Date(now.getTime() + 60_000);

describe("signed tokens", () => {
  it("give back their claims until they expire, then say so", () => {
    const token = links.issue({ o: "order", p: "product" }, later);
    expect(links.read(token, now)).toMatchObject({ claims: { o: "order", p: "product" }, expiresAt: later, nonce: expect.stringMatching(/^[a-f0-9]{32}$/) });
    expect(links.read(token, later)).toBe("expired");
  });

  it("give the nonce a link's record is kept under with the token that carries it", () => {
    const { token, nonce } = links.issueLink({ e: "ada@example.com" }, later);
    expect(nonce).toMatch(/^[a-f0-9]{32}$/);
    expect(links.read(token, now)).toMatchObject({ claims: { e: "ada@example.com" }, nonce });
  });

  it("never read as another purpose's, altered, or in another shape", () => {
    const token = proofs.issue({ u: "user", e: "ada@example.com" }, later);
    expect(links.read(token, now)).toBe("invalid");
    const [payload = "", signature = ""] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ u: "admin", e: "ada@example.com", x: later.getTime(), n: "0".repeat(32) })).toString("base64url");
    expect(proofs.read(`${forged}.${signature}`, now)).toBe("invalid");
    expect(proofs.read(`${payload}.${signature.slice(1)}x`, now)).toBe("invalid");
    expect(proofs.read("not a token", now)).toBe("invalid");
    // Two tokens for the same claims differ: each is spent on its own.
    expect(proofs.issue({ u: "user", e: "ada@example.com" }, later)).not.toBe(token);
  });
});
