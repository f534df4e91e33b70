import { expect, test } from "@playwright/test";

test("pages and the API are sent with the shop's security headers", async ({ request }) => {
  // The home page is asked for three times: the last answer is a replayed copy (x-cache: HIT).
  for (const path of ["/", "/", "/", "/shop", "/admin/login", "/api/products/all-products?limit=1"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toMatch(/(^|; )script-src 'self' /);
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
  expect((await request.get("/")).headers()["x-cache"]).toBe("HIT");
});
