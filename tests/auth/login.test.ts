import { NextRequest } from "next/server";
import { POST as login } from "@/app/api/login/route";
import { POST as signup } from "@/app/api/signup/route";
import { authOptions } from "@/lib/auth/auth-options";
import { resolveCaller } from "@/lib/auth/caller";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { LoginAttempt } from "@/models/login-attempt";
import { User } from "@/models/user";
import { createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

interface LoginBody {
  success: boolean;
  token: string;
  user: { id: string; name: string; email: string; isAdmin: boolean };
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

let address = 0;
// Each call comes from its own address so the per-address limit never interferes with these cases.
const post = (body: unknown, from = `10.0.0.${++address}`) =>
  callRoute<LoginBody>(login, { method: "POST", url: "/api/login", body, headers: { [CLIENT_ADDRESS_HEADER]: from } });

async function callerOf(token: string) {
  return resolveCaller(new NextRequest("http://localhost/api/x", { headers: { authorization: `Bearer ${token}` } }));
}

describe("POST /api/login", () => {
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    customer = await createTestUser({ role: "customer" });
    admin = await createTestUser({ role: "admin", backupCodes: ["SCENTS-0A1B2C3D"] });
  });

  it("signs a customer in and returns a bearer token every route accepts", async () => {
    const { status, body } = await post({ email: customer.email.toUpperCase(), password: customer.password });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, user: { id: customer.id, email: customer.email, isAdmin: false } });
    expect(await callerOf(body.token)).toEqual({ id: customer.id, email: customer.email, role: "customer", staffRole: null, sessionId: expect.any(String) });
  });

  it("makes an admin session only with the security key", async () => {
    const withKey = await post({ email: admin.email, password: admin.password, securityKey: admin.securityKey });
    expect(withKey.status).toBe(200);
    expect(withKey.body.user.isAdmin).toBe(true);
    expect((await callerOf(withKey.body.token))?.role).toBe("admin");

  });

  it("refuses a staff account at the customer sign-in, right password or not, alike: the password cannot be guessed apart from the key", async () => {
    const rightPassword = await post({ email: admin.email, password: admin.password });
    const wrongPassword = await post({ email: admin.email, password: "Wrong-Passw0rd" });
    expect([rightPassword.status, wrongPassword.status]).toEqual([401, 401]);
    expect(rightPassword.body).toEqual(wrongPassword.body);
    expect(rightPassword.body.token).toBeUndefined();
    expect(await LoginAttempt.countDocuments({ email: admin.email, reason: "staff-at-customer-sign-in" })).toBe(1);
  });

  it.each([
    ["a wrong password", () => ({ email: customer.email, password: "wrong-password" }), "Invalid email or password"],
    ["an unknown email", () => ({ email: "nobody@example.com", password: "whatever1" }), "Invalid email or password"],
    ["a wrong security key", () => ({ email: admin.email, password: admin.password, securityKey: "WRONG-KEY" }), "Invalid admin credentials"],
    ["a customer posing as admin", () => ({ email: customer.email, password: customer.password, securityKey: "ANY-KEY-1" }), "Invalid admin credentials"],
    ["an admin key with a wrong password", () => ({ email: admin.email, password: "nope-nope", securityKey: admin.securityKey }), "Invalid admin credentials"],
  ])("refuses %s with 401 and no token", async (_label, payload, message) => {
    const { status, body } = await post(payload());
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: "UNAUTHORIZED", message });
    expect(body.token).toBeUndefined();
  });

  it("lets one unused backup code stand in for the security key, once", async () => {
    const first = await post({ email: admin.email, password: admin.password, securityKey: "SCENTS-0A1B2C3D" });
    expect(first.status).toBe(200);
    expect(first.body.user.isAdmin).toBe(true);
    const again = await post({ email: admin.email, password: admin.password, securityKey: "SCENTS-0A1B2C3D" });
    expect(again.status).toBe(401);
    const stored = await User.findById(admin.id).lean();
    expect(stored?.backupCodes[0]?.usedAt).toBeInstanceOf(Date);
  });

  it("refuses a malformed body with 400 and field errors", async () => {
    const { status, body } = await post({ email: "not-an-email" });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ email: ["Invalid email format"], password: ["Password is required"] });
  });

  it("records every attempt, successful or not, with the client address", async () => {
    await post({ email: customer.email, password: "bad-guess-1" }, "203.0.113.7");
    await post({ email: customer.email, password: customer.password }, "203.0.113.7");
    const attempts = await LoginAttempt.find({ address: "203.0.113.7" }).sort({ at: 1 }).lean();
    expect(attempts.map((attempt) => [attempt.email, attempt.success, attempt.reason])).toEqual([
      [customer.email, false, "wrong-password"],
      [customer.email, true, "signed-in"],
    ]);
  });

  it("stamps the last login time", async () => {
    const before = Date.now();
    await post({ email: customer.email, password: customer.password });
    const stored = await User.findById(customer.id).lean();
    expect(stored?.lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("next-auth credentials providers", () => {
  type Authorize = (credentials: Record<string, string> | undefined, request: { headers: Record<string, string> }) => Promise<unknown>;
  const provider = (id: string) => {
    const found = authOptions.providers.find((candidate) => (candidate as unknown as { options: { id: string } }).options.id === id) as unknown as { options: { authorize: Authorize } };
    return found.options.authorize;
  };
  const headers = { [CLIENT_ADDRESS_HEADER]: "198.51.100.9" };

  it("uses the same credential check as /api/login", async () => {
    const admin = await createTestUser({ role: "admin" });
    await expect(provider("admin")({ email: admin.email, password: admin.password, securityKey: admin.securityKey }, { headers })).resolves.toMatchObject({
      id: admin.id,
      role: "admin",
    });
    await expect(provider("admin")({ email: admin.email, password: admin.password, securityKey: "nope" }, { headers })).rejects.toThrow(
      "Invalid admin credentials",
    );
    await expect(provider("admin")({ email: admin.email, password: admin.password }, { headers })).rejects.toThrow("Admin key is required");
    await expect(provider("customer")({ email: admin.email, password: admin.password }, { headers })).rejects.toThrow("Email or password is incorrect");
  });

  it("puts the role and user id in the token and the session", async () => {
    const jwt = authOptions.callbacks?.jwt as unknown as (input: { token: Record<string, unknown>; user?: Record<string, unknown> }) => Promise<Record<string, unknown>>;
    const token = await jwt({ token: {}, user: { id: "u1", name: "Ada", email: "ada@example.com", role: "admin" } });
    expect(token).toMatchObject({ sub: "u1", email: "ada@example.com", role: "admin" });
    const session = authOptions.callbacks?.session as unknown as (input: { session: Record<string, unknown>; token: Record<string, unknown> }) => { user: unknown };
    expect(session({ session: {}, token }).user).toEqual({ id: "u1", name: "Ada", email: "ada@example.com", role: "admin", isAdmin: true });
  });
});

describe("POST /api/signup", () => {
  const signUp = (body: unknown) => callRoute<LoginBody & { code?: string }>(signup, { method: "POST", url: "/api/signup", body });

  it("creates a customer with a hashed password who can then log in", async () => {
    const { status, body } = await signUp({ name: "  Ada Obi ", email: "Ada@Example.com", password: "secret1" });
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ name: "Ada Obi", email: "ada@example.com", isAdmin: false });
    const stored = await User.findOne({ email: "ada@example.com" }).lean();
    expect(stored?.role).toBe("customer");
    expect(stored?.passwordHash).not.toContain("secret1");
    expect((await post({ email: "ada@example.com", password: "secret1" })).status).toBe(200);
  });

  it("refuses with 409 an email an account has proven", async () => {
    await signUp({ name: "Ada", email: "taken@example.com", password: "secret1" });
    await User.updateOne({ email: "taken@example.com" }, { $unset: { emailUnprovenSince: 1 } });
    const { status, body } = await signUp({ name: "Other", email: "TAKEN@example.com", password: "secret2" });
    expect(status).toBe(409);
    expect(body.message).toBe("An account with this email already exists");
    expect(await User.countDocuments({ email: "taken@example.com" })).toBe(1);
  });

  it("refuses bad input with the modal's messages and stores nothing", async () => {
    const before = await User.countDocuments();
    const { status, body } = await signUp({ name: " ", email: "x@y", password: "12345" });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      name: ["Full name is required"],
      email: ["Invalid email format"],
      password: ["Password must be at least 6 characters"],
    });
    expect(await User.countDocuments()).toBe(before);
  });

  it("ignores any attempt to sign up as an admin", async () => {
    await signUp({ name: "Mallory", email: "mallory@example.com", password: "secret1", role: "admin" });
    expect((await User.findOne({ email: "mallory@example.com" }).lean())?.role).toBe("customer");
  });
});
