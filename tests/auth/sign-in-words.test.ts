import type { CredentialsConfig } from "next-auth/providers/credentials";
import { authOptions } from "@/lib/auth/auth-options";
import { createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";

setupTestDatabase();
beforeEach(() => clearDatabase());

// The headers of a browser at one address, as next-auth passes them to authorize().
const REQUEST = { headers: { "x-forwarded-for": "198.51.100.7" } };

function signIn(provider: "customer" | "admin", credentials: Record<string, string>) {
  // The provider keeps the options it was made with; its own id is next-auth's default until merged.
  const config = authOptions.providers.find((candidate) => (candidate as CredentialsConfig).options.id === provider) as CredentialsConfig;
  return config.options.authorize(credentials, REQUEST as never);
}

describe("the sign-in modal's words for a wrong password", () => {
  it("tells the shopper 'Email or password is incorrect', for a wrong password and an unknown address alike", async () => {
    const customer = await createTestUser();
    await expect(signIn("customer", { email: customer.email, password: "not-the-password" })).rejects.toThrow(/^Email or password is incorrect$/);
    await expect(signIn("customer", { email: "nobody@example.com", password: "whatever1" })).rejects.toThrow(/^Email or password is incorrect$/);
  });

  it("keeps the admin login's own words", async () => {
    const admin = await createTestUser({ role: "admin" });
    await expect(signIn("admin", { email: admin.email, password: "not-the-password", securityKey: admin.securityKey })).rejects.toThrow(/^Invalid admin credentials$/);
  });
});
