import { POST as login } from "@/app/api/login/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { consumeRateLimit, enforceRateLimit, giveBackTaken, hitAndTake } from "@/lib/rate-limit/rate-limit";
import { RateLimitWindow } from "@/models/rate-limit-window";
import { LoginAttempt } from "@/models/login-attempt";
import { createTestUser, type TestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";
import { withEnvironment } from "../support/environment";

setupTestDatabase();

// The rate limiter itself, then the login limits built on login attempts.

describe("consumeRateLimit", () => {
  const rule = { limit: 3, windowMs: 60_000 };
  // A window that starts an hour from now: the TTL sweeper removes windows whose end has passed
  // on the real clock, so a fixed date would make this test fail once that date is behind us.
  const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);

  it("allows up to the limit in a window and refuses the next hit", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit("login:ada@example.com", rule, start));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[2]?.remaining).toBe(0);
    expect(results[3]?.retryAfterSeconds).toBe(60);
  });

  it("opens a fresh window after the old one ends", async () => {
    const later = new Date(start.getTime() + 60_000);
    expect((await consumeRateLimit("login:ada@example.com", rule, later)).allowed).toBe(true);
  });

  it("opens the window at the first hit, so a burst cannot straddle the end of a minute to double the limit", async () => {
    const lateInTheMinute = new Date(start.getTime() + 50_000);
    for (let i = 0; i < 3; i++) expect((await consumeRateLimit("login:late@example.com", rule, lateInTheMinute)).allowed).toBe(true);
    const nextMinute = new Date(start.getTime() + 61_000);
    const refused = await consumeRateLimit("login:late@example.com", rule, nextMinute);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(49);
    expect((await consumeRateLimit("login:late@example.com", rule, new Date(start.getTime() + 110_000))).allowed).toBe(true);
  });

  it("keeps keys apart", async () => {
    expect((await consumeRateLimit("login:other@example.com", rule, start)).allowed).toBe(true);
  });

  it("lets exactly the limit through when hits arrive at once", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit("contact:10.0.0.1", { limit: 5, windowMs: 60_000 }, start)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });
});

describe("hitAndTake: hits and an allowance with units in one window", () => {
  const hits = { limit: 5, windowMs: 60_000 };
  const rule = { limit: 3, windowMs: 3_600_000 };
  const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 5_400_000);
  const take = (units: number) => ({ ...rule, amount: 1, units: { amount: units, limit: 10 } });
  const window = async (key: string) => (await RateLimitWindow.findById(key).lean())?.allowance;

  it("takes an order and its units only when both fit, counting nothing for a refused take, and gives back what it took", async () => {
    const key = "orders:192.0.2.7";
    expect((await hitAndTake(key, hits, take(4), start)).allowance?.allowed).toBe(true);
    expect((await hitAndTake(key, hits, take(7), start)).allowance?.allowed).toBe(false);
    expect(await window(key)).toMatchObject({ count: 1, units: 4 });
    expect((await hitAndTake(key, hits, take(6), start)).allowance?.allowed).toBe(true);
    expect((await hitAndTake(key, hits, take(0), start)).allowance?.allowed).toBe(true);
    const over = await hitAndTake(key, hits, take(0), start);
    expect(over.allowance).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 3600 });
    expect(await window(key)).toMatchObject({ count: 3, units: 10 });
    await giveBackTaken(key, 1, 6, start);
    expect(await window(key)).toMatchObject({ count: 2, units: 4 });
  });

  it("counts every hit under its own limit and window, and takes nothing for a hit past the limit", async () => {
    const key = "orders:192.0.2.9";
    for (let i = 0; i < 5; i += 1) expect((await hitAndTake(key, hits, i === 0 ? take(1) : null, start)).hit.allowed).toBe(true);
    const refused = await hitAndTake(key, hits, take(1), start);
    expect(refused.hit).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect(refused.allowance?.allowed).toBe(false);
    expect(await window(key)).toMatchObject({ count: 1, units: 1 });
    // The hits' window ends before the allowance's: the next hit opens a new one, and the allowance still counts what it took.
    const later = new Date(start.getTime() + 61_000);
    const next = await hitAndTake(key, hits, take(1), later);
    expect(next.hit).toMatchObject({ allowed: true, remaining: 4 });
    expect(next.allowance?.allowed).toBe(true);
    expect(await window(key)).toMatchObject({ count: 2, units: 2 });
    // The document lives as long as its longer window: the allowance's hour.
    expect((await RateLimitWindow.findById(key).lean())?.expiresAt).toEqual(new Date(start.getTime() + 3_600_000));
  });

  it("lets exactly the units through when takes arrive at once", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => hitAndTake("orders:192.0.2.8", { limit: 100, windowMs: 60_000 }, { limit: 100, windowMs: 60_000, amount: 1, units: { amount: 3, limit: 20 } }, start)));
    expect(results.filter((result) => result.allowance?.allowed)).toHaveLength(6);
    expect(await window("orders:192.0.2.8")).toMatchObject({ count: 6, units: 18 });
  });
});

describe("enforceRateLimit", () => {
  const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 7_200_000);

  it("counts a hit on every key and refuses as too many, with the given message and the longest wait, once any key is over", async () => {
    const hits = { "enforce:a": { limit: 1, windowMs: 60_000 }, "enforce:b": { limit: 2, windowMs: 600_000 } };
    await enforceRateLimit(hits, "Slow down", start);
    const refused = await enforceRateLimit(hits, "Slow down", start).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: "too-many", message: "Slow down", detail: { retryAfterSeconds: 60 } });
    const both = await enforceRateLimit(hits, "Slow down", start).catch((error: unknown) => error);
    expect(both).toMatchObject({ kind: "too-many", detail: { retryAfterSeconds: 600 } });
  });
});

// A window far longer than the test, so slow password hashing on a busy machine cannot let the
// early attempts fall out of it; the window "passes" by ageing the recorded attempts instead.
const WINDOW_MS = 10 * 60 * 1000;

const attempt = (body: unknown, from: string) =>
  callRoute<{ success: boolean; token?: string; message: string; code: string }>(login, {
    method: "POST",
    url: "/api/login",
    body,
    headers: { [CLIENT_ADDRESS_HEADER]: from },
  });

async function letTheWindowPass() {
  await LoginAttempt.updateMany({}, [{ $set: { at: { $subtract: ["$at", WINDOW_MS + 1000] } } }], { updatePipeline: true });
}

describe("login rate limiting", () => {
  withEnvironment({ LOGIN_RATE_LIMIT: "3", LOGIN_RATE_LIMIT_PER_ADDRESS: "5", LOGIN_RATE_WINDOW_MS: String(WINDOW_MS) });
  let admin: TestUser;

  beforeEach(async () => {
    admin = await createTestUser({ role: "admin" });
  });

  it("refuses the attempt after the limit with 429 even with the right password, and lets a later one in", async () => {
    const right = { email: admin.email, password: admin.password, securityKey: admin.securityKey };
    for (let i = 0; i < 3; i += 1) {
      // Spread over addresses: the per-account limit must hold however the attacker rotates.
      expect((await attempt({ ...right, password: `wrong-${i}` }, `192.0.2.${i + 1}`)).status).toBe(401);
    }
    const blocked = await attempt(right, "192.0.2.50");
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("TOO_MANY_REQUESTS");
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Please try again in 10 minutes\.$/);
    expect(blocked.body.token).toBeUndefined();
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(WINDOW_MS / 1000 - 60);

    await letTheWindowPass();
    const later = await attempt(right, "192.0.2.50");
    expect(later.status).toBe(200);
    expect(later.body.token).toEqual(expect.any(String));
  });

  it("limits one address trying many accounts", async () => {
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => createTestUser()));
    for (const other of others) {
      expect((await attempt({ email: other.email, password: "guess-guess" }, "198.51.100.66")).status).toBe(401);
    }
    const blocked = await attempt({ email: admin.email, password: admin.password, securityKey: admin.securityKey }, "198.51.100.66");
    expect(blocked.status).toBe(429);
    // Another address is not affected by that one's failures.
    expect((await attempt({ email: admin.email, password: admin.password, securityKey: admin.securityKey }, "198.51.100.67")).status).toBe(200);
  });

  it("counts every address of one IPv6 /64 as one client, and another /64 apart", async () => {
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => createTestUser()));
    for (const [index, other] of others.entries()) {
      expect((await attempt({ email: other.email, password: "guess-guess" }, `2001:db8:7:1::${index + 1}`)).status).toBe(401);
    }
    expect((await attempt({ email: admin.email, password: admin.password, securityKey: admin.securityKey }, "2001:db8:7:1:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await attempt({ email: admin.email, password: admin.password, securityKey: admin.securityKey }, "2001:db8:7:2::1")).status).toBe(200);
  });

  it("does not count successful logins or refusals while blocked toward the limit", async () => {
    const right = { email: admin.email, password: admin.password, securityKey: admin.securityKey };
    for (let i = 0; i < 5; i += 1) expect((await attempt(right, `203.0.113.${i + 1}`)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) await attempt({ ...right, password: "bad-one-1" }, "203.0.113.20");
    expect((await attempt(right, "203.0.113.21")).status).toBe(429);
    expect((await attempt(right, "203.0.113.21")).status).toBe(429);
    await letTheWindowPass();
    expect((await attempt(right, "203.0.113.21")).status).toBe(200);
    const reasons = (await LoginAttempt.find({ email: admin.email }).sort({ at: 1 }).lean()).map((entry) => entry.reason);
    expect(reasons.filter((reason) => reason === "rate-limited")).toHaveLength(2);
  });
});
