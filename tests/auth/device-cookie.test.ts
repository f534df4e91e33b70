import bcrypt from "bcryptjs";
import { POST as login } from "@/app/api/login/route";
import { typicalCheckMs } from "@/lib/auth/check-timing";
import { DEVICE_COOKIE } from "@/lib/auth/device-cookie";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { LoginAttempt } from "@/models/login-attempt";
import { createTestUser, type TestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";
import { withEnvironment } from "../support/environment";

setupTestDatabase();

const WINDOW_MS = 10 * 60 * 1000;

withEnvironment({ LOGIN_RATE_LIMIT: "3", LOGIN_RATE_LIMIT_PER_ADDRESS: "5", LOGIN_RATE_WINDOW_MS: String(WINDOW_MS) });

afterEach(async () => {
  jest.restoreAllMocks();
  await clearDatabase();
});

async function attempt(body: Record<string, string>, from: string, device?: string) {
  const answer = await callRoute<{ success: boolean; token?: string; code: string; message: string }>(login, {
    method: "POST",
    url: "/api/login",
    body,
    headers: { [CLIENT_ADDRESS_HEADER]: from, ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
  });
  const cookie = /scents_device=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")?.[1];
  return { ...answer, device: cookie };
}

let owner: TestUser;
const right = () => ({ email: owner.email, password: owner.password, securityKey: owner.securityKey });

beforeEach(async () => {
  owner = await createTestUser({ role: "admin", backupCodes: ["SCENTS-0A1B2C3D"] });
});

/** Strangers on many addresses get the owner's password wrong until the account is locked to them. */
async function lockOutStrangers(field: "password" | "securityKey" = "password") {
  for (let i = 0; i < 4; i += 1) await attempt({ ...right(), [field]: `guess-${i}-wrong` }, `198.51.100.${i + 10}`);
  expect((await attempt(right(), "198.51.100.99")).status).toBe(429);
}

describe("device cookies against lock-out", () => {
  it("a browser that signed in gets a signed device cookie", async () => {
    const first = await attempt(right(), "203.0.113.1");
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toMatch(/^scents_device=[a-f0-9]{32}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
  });

  it("strangers' failed logins do not stop the owner's known device from signing in", async () => {
    const { device } = await attempt(right(), "203.0.113.1");
    await lockOutStrangers();
    const owners = await attempt(right(), "203.0.113.1", device);
    expect(owners.status).toBe(200);
    expect(owners.body.token).toEqual(expect.any(String));
    // From another network too: the cookie, not the address, makes the device known.
    expect((await attempt(right(), "192.0.2.200", owners.device)).status).toBe(200);
  });

  it("the admin security key follows the same rule, and so do backup codes", async () => {
    const { device } = await attempt(right(), "203.0.113.1");
    await lockOutStrangers("securityKey");
    expect((await attempt(right(), "203.0.113.1", device)).status).toBe(200);
    const withCode = await attempt({ ...right(), securityKey: "SCENTS-0A1B2C3D" }, "203.0.113.1", device);
    expect(withCode.status).toBe(200);
  });

  it("a known device has its own allowance: its failures lock it, not the account", async () => {
    const { device } = await attempt(right(), "203.0.113.1");
    for (let i = 0; i < 3; i += 1) expect((await attempt({ ...right(), password: `typo-${i}-typo` }, "203.0.113.1", device)).status).toBe(401);
    expect((await attempt(right(), "203.0.113.1", device)).status).toBe(429);
    // Another browser the owner signed in with before, and a new one, are not held back by it.
    expect((await attempt(right(), "203.0.113.2")).status).toBe(200);
  });

  it("a cookie for another account, or a forged one, counts as an unknown browser", async () => {
    const stranger = await createTestUser({ role: "customer" });
    const { device: strangersDevice } = await attempt({ email: stranger.email, password: stranger.password }, "198.51.100.1");
    await lockOutStrangers();
    expect((await attempt(right(), "198.51.100.1", strangersDevice)).status).toBe(429);
    expect((await attempt(right(), "198.51.100.1", `${"a".repeat(32)}.${"b".repeat(43)}`)).status).toBe(429);
  });

  it("checks the per-address limit before any password is hashed", async () => {
    const accounts = await Promise.all(Array.from({ length: 8 }, () => createTestUser()));
    const compare = jest.spyOn(bcrypt, "compare");
    for (const account of accounts) await attempt({ email: account.email, password: "whatever-1" }, "198.51.100.66");
    // Five failures reach the address's limit; the three after them are refused before bcrypt.
    expect(compare).toHaveBeenCalledTimes(5);
    expect(await LoginAttempt.countDocuments({ reason: "rate-limited" })).toBe(3);
  });

  it("refuses an unknown e-mail without hashing anything, as late as a password check would answer", async () => {
    const compare = jest.spyOn(bcrypt, "compare");
    const started = performance.now();
    const { status, body } = await attempt({ email: "nobody@example.com", password: "whatever-1" }, "198.51.100.67");
    expect(status).toBe(401);
    expect(body.message).toBe("Invalid email or password");
    expect(compare).not.toHaveBeenCalled();
    expect(performance.now() - started).toBeGreaterThanOrEqual(typicalCheckMs() - 2);
  });
});
