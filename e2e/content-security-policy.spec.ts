import { expect, test, type Page } from "@playwright/test";
import { AdminLoginPage } from "./pages/admin-login-page";
import { ConfirmationPage } from "./pages/confirmation-page";
import { createJourneyAdmin } from "./support/admin-accounts";
import { addToCart } from "./support/cart";
import { openCheckout, payByTestCard } from "./support/checkout";

/**
 * Every script a page runs is one the policy allows: a violation (a blocked inline script, a
 * chunk, Paystack's pop-up) is reported by the browser as an event and as a console error.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Refused to|Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction("reportCspViolation", (report: string) => violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void (window as unknown as { reportCspViolation(report: string): Promise<void> }).reportCspViolation(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  return violations;
}

/** A page opened and given time to hydrate (its scripts run or are refused by then). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test("the storefront's journey pages and the admin run under the Content-Security-Policy with no violation", async ({ page, request }) => {
  test.slow();
  const violations = await watchViolations(page);
  for (const path of ["/", "/shop", "/shop?q=oud", "/products-and-services", "/contact-us", "/newsletter", "/order-tracking", "/cart"]) await visit(page, path);

  await addToCart(page, request, "Palm Wine");
  const checkout = await openCheckout(page);
  await checkout.fill({ fullName: "Kemi Ade", email: "kemi-csp@example.com", phoneNumber: "+2348031112233", address: "2 Broad Street", city: "Lagos", state: "Lagos" });
  await checkout.placeOrder();
  await payByTestCard(page);
  // Payment success (cached) hands over to the confirmation (rendered per request).
  await expect(page).toHaveURL(/\/order-confirmation\?id=ORD-/);
  const confirmation = new ConfirmationPage(page);
  await expect(confirmation.orderId).toHaveText(/^ORD-/);
  await page.waitForLoadState("networkidle");

  const admin = await createJourneyAdmin("csp");
  const login = new AdminLoginPage(page);
  await login.open("/admin");
  await login.logIn(admin);
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ["/admin/orders", "/admin/products", "/admin/settings", "/admin/analytics"]) await visit(page, path);

  expect(violations).toEqual([]);
});

test("pages rendered per request carry a fresh nonce on every script, and cached pages stay cached", async ({ request }) => {
  for (const path of ["/admin/login", "/cart", "/order-tracking", "/contact-us", "/newsletter", "/payment-success", "/products-and-services"]) {
    const nonces = [];
    for (let visitNumber = 0; visitNumber < 2; visitNumber += 1) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const policy = response.headers()["content-security-policy"] ?? "";
      expect(policy, path).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = "", body = ""]) => ({ attributes, body }));
      expect(scripts.length).toBeGreaterThan(1);
      // Next's scripts carry the nonce; the two the shop writes itself (theme, zod's settings) are allowed by their hashes, and structured data is not run.
      const unnonced = scripts.filter(({ attributes }) => !attributes.includes(`nonce="${nonce}"`) && !attributes.includes("application/ld+json"));
      for (const script of unnonced) expect(script.body, path).toMatch(/setAttribute\("data-theme"|__zod_globalConfig/);
      nonces.push(nonce);
    }
    expect(nonces[0], path).not.toBe(nonces[1]);
  }

  for (let round = 0; round < 3; round += 1) await request.get("/");
  const home = await request.get("/");
  expect(home.headers()["x-cache"]).toBe("HIT");
  expect(home.headers()["content-security-policy"]).toContain("script-src 'self'");
});
