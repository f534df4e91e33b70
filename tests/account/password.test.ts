import bcrypt from "bcryptjs";
import { GET as listOrders } from "@/app/api/account/orders/route";
import { PUT as changePassword } from "@/app/api/account/password/route";
import { POST as login } from "@/app/api/login/route";
import { ACCOUNT_PAGE_MESSAGES } from "@/lib/account/schemas";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { LoginAttempt } from "@/models/login-attempt";
import { User } from "@/models/user";
import { createTestUser, tokenFor, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
jest.setTimeout(30_000);

interface Answer extends ApiAnswer {
  token?: string;
}

const NEW_PASSWORD = "a-new-secret";

async function signIn(user: TestUser, password = user.password) {
  const answer = await callRoute<Answer>(login, { method: "POST", url: "/api/login", body: { email: user.email, password } });
  return answer.status === 200 && answer.body.token ? { authorization: `Bearer ${answer.body.token}` } : null;
}

function change(headers: Record<string, string>, body: unknown) {
  return callRoute<Answer>(changePassword, { method: "PUT", url: "/api/account/password", headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.44", ...headers }, body });
}

const stillSignedIn = async (headers: Record<string, string>) => (await callRoute(listOrders, { url: "/api/account/orders", headers })).status === 200;

let customer: TestUser;

beforeEach(async () => {
  await LoginAttempt.deleteMany({});
  customer = await createTestUser();
});

it("changes the password after the current one is confirmed, ending the account's other sessions but not this one", async () => {
  const here = await signIn(customer);
  const elsewhere = await signIn(customer);
  if (!here || !elsewhere) throw new Error("sign-in failed");

  const answer = await change(here, { currentPassword: customer.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect([answer.status, answer.body.message]).toEqual([200, ACCOUNT_PAGE_MESSAGES.passwordUpdated]);
  const renewed = { authorization: `Bearer ${answer.body.token}` };

  expect(await stillSignedIn(elsewhere)).toBe(false);
  expect(await stillSignedIn(here)).toBe(false);
  expect(await stillSignedIn(renewed)).toBe(true);
  expect(await signIn(customer)).toBeNull();
  expect(await signIn(customer, NEW_PASSWORD)).not.toBeNull();
});

it("refuses a wrong current password, counting it as a failed login, and changes nothing", async () => {
  const headers = await signIn(customer);
  if (!headers) throw new Error("sign-in failed");
  const before = await User.findById(customer.id).lean();
  const answer = await change(headers, { currentPassword: "not-my-password", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect([answer.status, answer.body.fieldErrors?.currentPassword]).toEqual([403, [ACCOUNT_PAGE_MESSAGES.wrongCurrentPassword]]);
  expect(await LoginAttempt.countDocuments({ email: customer.email, reason: "wrong-current-password", kind: "customer" })).toBe(1);
  const after = await User.findById(customer.id).lean();
  expect([after?.passwordHash, after?.sessionVersion]).toEqual([before?.passwordHash, before?.sessionVersion]);
  expect(await stillSignedIn(headers)).toBe(true);
});

it("has the login's rate limit: after five wrong current passwords even the right one waits", async () => {
  const headers = await signIn(customer);
  if (!headers) throw new Error("sign-in failed");
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await change(headers, { currentPassword: `wrong-${attempt}`, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(403);
  }
  const blocked = await change(headers, { currentPassword: customer.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(blocked.status).toBe(429);
  expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  const stored = await User.findById(customer.id).lean();
  expect(await bcrypt.compare(customer.password, stored?.passwordHash ?? "")).toBe(true);
});

it("checks the new password with sign-up's rule and the confirmation, field by field", async () => {
  const headers = await signIn(customer);
  if (!headers) throw new Error("sign-in failed");
  const short = await change(headers, { currentPassword: customer.password, newPassword: "abc", confirmPassword: "abc" });
  expect(short.body.fieldErrors?.newPassword).toEqual(["Password must be at least 6 characters"]);
  const mismatch = await change(headers, { currentPassword: customer.password, newPassword: NEW_PASSWORD, confirmPassword: "something-else" });
  expect(mismatch.body.fieldErrors?.confirmPassword).toEqual([ACCOUNT_PAGE_MESSAGES.passwordsDoNotMatch]);
  const missing = await change(headers, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(missing.body.fieldErrors?.currentPassword).toEqual([ACCOUNT_PAGE_MESSAGES.currentPasswordRequired]);
  expect([short.status, mismatch.status, missing.status]).toEqual([400, 400, 400]);
  expect(await LoginAttempt.countDocuments({ reason: "wrong-current-password" })).toBe(0);
});

it("is for customers only", async () => {
  const admin = await createTestUser({ role: "admin" });
  const adminSession = await callRoute<Answer>(login, { method: "POST", url: "/api/login", body: { email: admin.email, password: admin.password, securityKey: admin.securityKey } });
  const body = { currentPassword: admin.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  expect((await change({ authorization: `Bearer ${adminSession.body.token}` }, body)).status).toBe(403);
  expect((await change({}, body)).status).toBe(401);
  // Even a customer token for a staff account (the customer sign-in no longer makes one) changes nothing.
  const shopping = { authorization: `Bearer ${await tokenFor({ ...admin, role: "customer" })}` };
  const refused = await change(shopping, body);
  expect([refused.status, refused.body.message]).toEqual([403, ACCOUNT_PAGE_MESSAGES.adminPasswordElsewhere]);
  expect(await signIn(admin)).toBeNull();
  expect((await User.findById(admin.id).lean())?.sessionVersion).toBe(0);
});

it("next-auth's own session check ends a customer's browser session once the password changed elsewhere", async () => {
  const { authOptions } = await import("@/lib/auth/auth-options");
  const jwt = authOptions.callbacks?.jwt as unknown as (input: { token: Record<string, unknown> }) => Promise<Record<string, unknown>>;
  const session = { sub: customer.id, email: customer.email, name: customer.name, role: "customer", sv: 0 };
  expect(await jwt({ token: session })).toMatchObject({ sub: customer.id });
  const headers = await signIn(customer);
  if (!headers) throw new Error("sign-in failed");
  expect((await change(headers, { currentPassword: customer.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
  await expect(jwt({ token: session })).rejects.toThrow("The session has ended");
});
