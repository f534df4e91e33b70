import { MAX_ATTEMPTS, RETRY_BASE_MS, RETRY_CAP_MS, retryDelayMs } from "./backoff";

describe("retryDelayMs", () => {
  it("doubles from the base after each failed attempt", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 1000))).toEqual([1000, 2000, 4000, 8000]);
  });

  it("never waits longer than the cap", () => {
    expect(retryDelayMs(30)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(5, 1000, 3000)).toBe(3000);
  });

  it("spreads the default attempts over a couple of hours", () => {
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1)).reduce((sum, delay) => sum + delay, 0);
    expect(retryDelayMs(1)).toBe(RETRY_BASE_MS);
    expect(total).toBeGreaterThan(60 * 60 * 1000);
    expect(total).toBeLessThan(3 * 60 * 60 * 1000);
  });
});
