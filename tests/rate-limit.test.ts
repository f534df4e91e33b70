import { consumeRateLimit } from "@/lib/rate-limit/rate-limit";
import { setupTestDatabase } from "./support/database";

setupTestDatabase();

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
