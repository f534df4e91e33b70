import bcrypt from "bcryptjs";
import { POST as backupCodes } from "@/app/api/admin/backup-codes/route";
import { PUT as changePassword } from "@/app/api/admin/password/route";
import { GET as readProfile, PUT as updateProfile } from "@/app/api/admin/profile/route";
import { PUT as changeKey } from "@/app/api/admin/security-key/route";
import { POST as login } from "@/app/api/login/route";
import { ACCOUNT_MESSAGES } from "@/lib/admin/account-schemas";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { LoginAttempt } from "@/models/login-attempt";
import { User } from "@/models/user";
import type { RouteHandler } from "@/lib/api/route";
import { bearer, bearerWithKey, createTestUser, tokenFor, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
// Each sign-in costs two bcrypt comparisons, slow on a busy machine.
jest.setTimeout(30_000);

interface Answer extends ApiAnswer {
  profile?: { id: string; name: string; email: string; backupCodes: { remaining: number; generatedAt: string | null } };
  codes?: string[];
  token?: string;
}

const NEW_PASSWORD = "Brand-New-Passw0rd!";

function call(handler: RouteHandler, method: string, headers: Record<string, string>, body?: unknown) {
  return callRoute<Answer>(handler, { method, url: "/api/admin/x", headers: { [CLIENT_ADDRESS_HEADER]: "192.0.2.10", ...headers }, body });
}

async function signIn(user: TestUser, securityKey = user.securityKey, password = user.password) {
  return callRoute<Answer>(login, { method: "POST", url: "/api/login", body: { email: user.email, password, securityKey } });
}

async function stored(user: TestUser) {
  const record = await User.findById(user.id).lean();
  if (!record) throw new Error("user vanished");
  return record;
}

/** A 400 carrying `message` for `field`, with the admin's stored account as it was. */
async function expectRefusedUnchanged(send: () => Promise<{ status: number; body: Answer }>, field: string, message: string) {
  const before = await stored(admin);
  const { status, body } = await send();
  expect(status).toBe(400);
  expect(body.fieldErrors?.[field]).toEqual([message]);
  expect(await stored(admin)).toEqual(before);
}

let admin: TestUser;

beforeEach(async () => {
  await LoginAttempt.deleteMany({});
  admin = await createTestUser({ role: "admin" });
});

describe("who may call the account APIs", () => {
  const apis: [string, RouteHandler, string, unknown][] = [
    ["GET /api/admin/profile", readProfile, "GET", undefined],
    ["PUT /api/admin/profile", updateProfile, "PUT", { name: "Taken Over", email: "attacker@example.com" }],
    ["PUT /api/admin/password", changePassword, "PUT", { currentPassword: "Correct-Horse-9", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }],
    ["PUT /api/admin/security-key", changeKey, "PUT", { currentKey: "KEY-FOR-TESTS-123", newKey: "NEW-KEY-4567", confirmKey: "NEW-KEY-4567" }],
    ["POST /api/admin/backup-codes", backupCodes, "POST", undefined],
  ];

  it.each(apis)("%s refuses anonymous, customer and forged callers and changes nothing", async (_name, handler, method, body) => {
    const customer = await createTestUser({ role: "customer" });
    const before = await stored(admin);
    expect((await call(handler, method, {}, body)).status).toBe(401);
    expect((await call(handler, method, await bearer(customer), body)).status).toBe(403);
    expect((await call(handler, method, await bearer(admin, { secret: "forged-secret" }), body)).status).toBe(401);
    const after = await stored(admin);
    expect(after).toEqual(before);
    expect(await User.countDocuments({ email: "attacker@example.com" })).toBe(0);
  });
});

describe("GET and PUT /api/admin/profile", () => {
  it("shows the admin's own details and never a hash", async () => {
    const { status, body } = await call(readProfile, "GET", await bearer(admin));
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ id: admin.id, name: admin.name, email: admin.email, backupCodes: { remaining: 0, generatedAt: null } });
    expect(JSON.stringify(body)).not.toMatch(/\$2[aby]\$/);
  });

  it("saves a new name and e-mail, and the admin signs in with the new e-mail", async () => {
    const { status, body } = await call(updateProfile, "PUT", await bearerWithKey(admin), { name: "  Ada Owner ", email: " Ada.Owner@Example.com " });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ name: "Ada Owner", email: "ada.owner@example.com" });
    expect((await signIn({ ...admin, email: "ada.owner@example.com" })).status).toBe(200);
  });

  it.each([
    [{ name: "", email: "a@b.co" }, "name", ACCOUNT_MESSAGES.nameRequired],
    [{ name: "Ada", email: "" }, "email", ACCOUNT_MESSAGES.emailRequired],
    [{ name: "Ada", email: "not-an-email" }, "email", ACCOUNT_MESSAGES.emailInvalid],
  ])("refuses %j with its message and saves nothing", async (input, field, message) => {
    const before = await stored(admin);
    const { status, body } = await call(updateProfile, "PUT", await bearerWithKey(admin), input);
    expect(status).toBe(400);
    expect(body.fieldErrors?.[field]?.[0]).toBe(message);
    expect(await stored(admin)).toEqual(before);
  });

  it("refuses an e-mail another account has with a clear 409", async () => {
    const other = await createTestUser({ role: "customer" });
    const before = await stored(admin);
    const { status, body } = await call(updateProfile, "PUT", await bearerWithKey(admin), { name: "Ada", email: other.email.toUpperCase() });
    expect(status).toBe(409);
    expect(body.message).toBe(ACCOUNT_MESSAGES.emailTaken);
    expect(body.fieldErrors?.email).toEqual([ACCOUNT_MESSAGES.emailTaken]);
    expect(await stored(admin)).toEqual(before);
  });
});

describe("PUT /api/admin/password", () => {
  const change = async (body: unknown, headers?: Record<string, string>) => call(changePassword, "PUT", headers ?? (await bearer(admin)), body);

  it.each([
    [{ currentPassword: "", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, "currentPassword", ACCOUNT_MESSAGES.currentPasswordRequired],
    [{ currentPassword: "Correct-Horse-9", newPassword: "", confirmPassword: "" }, "newPassword", ACCOUNT_MESSAGES.newPasswordRequired],
    [{ currentPassword: "Correct-Horse-9", newPassword: "password", confirmPassword: "password" }, "newPassword", ACCOUNT_MESSAGES.passwordTooWeak],
    [{ currentPassword: "Correct-Horse-9", newPassword: "Ab1!xyz", confirmPassword: "Ab1!xyz" }, "newPassword", ACCOUNT_MESSAGES.passwordTooShort],
    [{ currentPassword: "Correct-Horse-9", newPassword: "abcdefgh!!", confirmPassword: "abcdefgh!!" }, "newPassword", ACCOUNT_MESSAGES.passwordComposition],
    [{ currentPassword: "Correct-Horse-9", newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }, "confirmPassword", ACCOUNT_MESSAGES.passwordsDoNotMatch],
  ])("refuses %j with its message and changes nothing", async (input, field, message) => {
    await expectRefusedUnchanged(() => change(input), field, message);
    expect(await LoginAttempt.countDocuments()).toBe(0);
  });

  it("refuses a wrong current password, counts it as a failed login, and blocks at the limit", async () => {
    process.env.LOGIN_RATE_LIMIT = "3";
    try {
      const before = await stored(admin);
      for (let i = 0; i < 3; i += 1) {
        const { status, body } = await change({ currentPassword: `Wrong-Guess-${i}`, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
        expect(status).toBe(403);
        expect(body.message).toBe(ACCOUNT_MESSAGES.wrongCurrentCredentials);
        expect(body.fieldErrors?.currentPassword).toEqual([ACCOUNT_MESSAGES.wrongCurrentCredentials]);
      }
      expect(await LoginAttempt.find({ email: admin.email }).lean()).toEqual(
        Array.from({ length: 3 }, () => expect.objectContaining({ kind: "admin", success: false, reason: "wrong-current-password" })),
      );
      // The same limit as login: now even the right password is refused, here and at login.
      const blocked = await change({ currentPassword: admin.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(blocked.status).toBe(429);
      expect((await signIn(admin)).status).toBe(429);
      expect(await stored(admin)).toEqual(before);
    } finally {
      delete process.env.LOGIN_RATE_LIMIT;
    }
  });

  it("changes the password: the new one signs in, the old one no longer does", async () => {
    const { status, body } = await change({ currentPassword: admin.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.passwordUpdated });
    const record = await stored(admin);
    expect(await bcrypt.compare(NEW_PASSWORD, record.passwordHash)).toBe(true);
    expect(record.passwordHash).not.toContain(NEW_PASSWORD);
    expect((await signIn(admin, admin.securityKey, NEW_PASSWORD)).status).toBe(200);
    expect((await signIn(admin)).status).toBe(401);
  });

  it("ends every other session of the admin and keeps the one that made the change", async () => {
    const other = (await signIn(admin)).body.token ?? "";
    const mine = (await signIn(admin)).body.token ?? "";
    expect((await call(readProfile, "GET", { cookie: `next-auth.session-token=${other}` })).status).toBe(200);

    const changed = await change({ currentPassword: admin.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { cookie: `next-auth.session-token=${mine}` });
    expect(changed.status).toBe(200);
    const renewed = /next-auth\.session-token=([^;]+)/.exec(changed.headers.get("set-cookie") ?? "")?.[1] ?? "";
    expect(renewed).not.toBe("");
    expect(changed.headers.get("set-cookie")).toMatch(/HttpOnly/i);

    const refused = await call(readProfile, "GET", { cookie: `next-auth.session-token=${other}` });
    expect(refused.status).toBe(401);
    // The refusal clears the ended session's cookie.
    expect(refused.headers.get("set-cookie")).toMatch(/next-auth\.session-token=;/);
    expect((await call(readProfile, "GET", { cookie: `next-auth.session-token=${mine}` })).status).toBe(401);
    expect((await call(readProfile, "GET", { cookie: `next-auth.session-token=${renewed}` })).status).toBe(200);
  });

  it("gives an API client that changed the password by bearer token a new token", async () => {
    const token = (await signIn(admin)).body.token ?? "";
    const changed = await change({ currentPassword: admin.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { authorization: `Bearer ${token}` });
    expect(changed.status).toBe(200);
    expect(changed.body.token).toEqual(expect.any(String));
    expect((await call(readProfile, "GET", { authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await call(readProfile, "GET", { authorization: `Bearer ${changed.body.token}` })).status).toBe(200);
  });
});

describe("PUT /api/admin/security-key", () => {
  const change = async (body: unknown, headers?: Record<string, string>) => call(changeKey, "PUT", headers ?? (await bearer(admin)), body);

  it.each([
    [{ currentKey: "", newKey: "NEW-KEY-4567", confirmKey: "NEW-KEY-4567" }, "currentKey", ACCOUNT_MESSAGES.currentKeyRequired],
    [{ currentKey: "KEY-FOR-TESTS-123", newKey: "", confirmKey: "" }, "newKey", ACCOUNT_MESSAGES.newKeyRequired],
    [{ currentKey: "KEY-FOR-TESTS-123", newKey: "SHORT-1", confirmKey: "SHORT-1" }, "newKey", ACCOUNT_MESSAGES.keyTooShort],
    [{ currentKey: "KEY-FOR-TESTS-123", newKey: "NEW-KEY-4567", confirmKey: "NEW-KEY-4568" }, "confirmKey", ACCOUNT_MESSAGES.keysDoNotMatch],
  ])("refuses %j with its message and changes nothing", (input, field, message) => expectRefusedUnchanged(() => change(input), field, message));

  it("refuses a wrong current key and counts it", async () => {
    const before = await stored(admin);
    const { status, body } = await change({ currentKey: "NOT-THE-KEY-1", newKey: "NEW-KEY-4567", confirmKey: "NEW-KEY-4567" });
    expect(status).toBe(403);
    expect(body.message).toBe(ACCOUNT_MESSAGES.wrongCurrentCredentials);
    expect(await LoginAttempt.countDocuments({ email: admin.email, reason: "wrong-current-key", success: false })).toBe(1);
    expect(await stored(admin)).toEqual(before);
  });

  it("changes the key: the new one signs in, the old one does not, and other sessions end", async () => {
    const other = (await signIn(admin)).body.token ?? "";
    const { status } = await change({ currentKey: admin.securityKey, newKey: " NEW-KEY-4567 ", confirmKey: "NEW-KEY-4567" });
    expect(status).toBe(200);
    expect((await signIn(admin, "NEW-KEY-4567")).status).toBe(200);
    expect((await signIn(admin)).status).toBe(401);
    expect((await call(readProfile, "GET", { authorization: `Bearer ${other}` })).status).toBe(401);
  });
});

describe("POST /api/admin/backup-codes", () => {
  it("answers 8 distinct SCENTS- codes, stores only their hashes, and each works once at admin login", async () => {
    const { status, body, headers } = await call(backupCodes, "POST", await bearerWithKey(admin));
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    const codes = body.codes ?? [];
    expect(codes).toHaveLength(8);
    expect(new Set(codes).size).toBe(8);
    for (const code of codes) expect(code).toMatch(/^SCENTS-[0-9A-F]{8}$/);

    const record = await stored(admin);
    const serialised = JSON.stringify(record);
    for (const code of codes) expect(serialised).not.toContain(code.slice(7));
    expect(record.backupCodes).toHaveLength(8);

    const [first = "", second = ""] = codes;
    expect((await signIn(admin, first)).status).toBe(200);
    expect((await signIn(admin, first)).status).toBe(401);
    // Typed in lower case, a code still works.
    expect((await signIn(admin, second.toLowerCase())).status).toBe(200);
    expect((await call(readProfile, "GET", await bearer(admin))).body.profile?.backupCodes.remaining).toBe(6);
  });

  it("voids the old set when a new one is generated", async () => {
    const old = (await call(backupCodes, "POST", await bearerWithKey(admin))).body.codes ?? [];
    const fresh = (await call(backupCodes, "POST", await bearerWithKey(admin))).body.codes ?? [];
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await signIn(admin, old[0])).status).toBe(401);
    expect((await signIn(admin, fresh[0])).status).toBe(200);
  });

  it("is no way around the password: a backup code with a wrong password is refused", async () => {
    const codes = (await call(backupCodes, "POST", await bearerWithKey(admin))).body.codes ?? [];
    expect((await signIn(admin, codes[0], "Wrong-Passw0rd!")).status).toBe(401);
    expect((await signIn(admin, codes[0])).status).toBe(200);
  });
});

it("a token issued before the session version existed still works (sv missing counts as 0)", async () => {
  const token = await tokenFor(admin);
  expect((await call(readProfile, "GET", { authorization: `Bearer ${token}` })).status).toBe(200);
});

it("next-auth's own session check ends an admin session once the password changed, and reads the name fresh", async () => {
  const { authOptions } = await import("@/lib/auth/auth-options");
  const jwt = authOptions.callbacks?.jwt as unknown as (input: { token: Record<string, unknown> }) => Promise<Record<string, unknown>>;
  const session = { sub: admin.id, email: admin.email, name: "Old Name", role: "admin", sv: 0 };
  await User.updateOne({ _id: admin.id }, { $set: { name: "Fresh Name" } });
  expect(await jwt({ token: session })).toMatchObject({ name: "Fresh Name" });
  await call(changePassword, "PUT", await bearer(admin), { currentPassword: admin.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  await expect(jwt({ token: session })).rejects.toThrow("The admin session has ended");
});
