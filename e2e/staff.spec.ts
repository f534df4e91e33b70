import { expect, test, type Page } from "@playwright/test";
import { AdminLoginPage } from "./pages/admin-login-page";
import { giveKeyAgain } from "./pages/step-up-dialog-page";
import { createJourneyAdmin, type JourneyAdmin } from "./support/admin-accounts";
import { adminAuth } from "./support/admin-api";
import { findProduct, placeBankOrder } from "./support/catalog-api";
import { mailedToken } from "./support/mail";

async function signIn(page: Page, who: Pick<JourneyAdmin, "email" | "password" | "securityKey">): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.open("/admin");
  await login.logIn(who);
  await expect(page).toHaveURL(/\/admin$/);
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Admin" });

test("the owner invites a packer, who marks a paid order shipped but is refused a refund and sees no revenue", async ({ page, browser, request }) => {
  test.slow();
  const owner = await createJourneyAdmin("staff-owner");
  const packer = { name: "Tunde Packer", email: `packer-${Date.now()}@scents.e2e`, password: "Packing-Day-2026", securityKey: "TUNDE-KEY-2026" };

  // The owner invites by e-mail; inviting staff asks for the key again.
  await signIn(page, owner);
  await menu(page).getByRole("link", { name: "Staff" }).click();
  await page.getByTestId("staff-invite-email").fill(packer.email);
  await page.getByTestId("staff-invite-role").selectOption("fulfilment");
  await page.getByTestId("staff-invite-submit").click();
  await giveKeyAgain(page, owner.securityKey);
  await expect(page.getByTestId("staff-invitations")).toContainText(packer.email);

  // A paid order for the packer to send out: a transfer the owner confirms.
  const product = await findProduct(request, "oud");
  const orderNumber = await placeBankOrder(request, product, `buyer-${Date.now()}@example.com`);
  const confirmed = await request.put(`/api/orders/update/${orderNumber}`, { headers: await adminAuth(request, owner), data: { status: "Order Placed" } });
  expect(confirmed.ok()).toBe(true);

  // The packer follows the mailed link, chooses a password and a key, and signs in.
  const context = await browser.newContext();
  const packerPage = await context.newPage();
  await packerPage.goto(`/admin/join?token=${encodeURIComponent(await mailedToken("staff-invitation", packer.email))}`);
  await packerPage.getByTestId("staff-join-name").fill(packer.name);
  await packerPage.getByTestId("staff-join-password").fill(packer.password);
  await packerPage.getByTestId("staff-join-securityKey").fill(packer.securityKey);
  await packerPage.getByTestId("staff-join-submit").click();
  await expect(packerPage.getByTestId("staff-joined")).toBeVisible();
  await signIn(packerPage, packer);

  // The menu and the dashboard show what a packer may do: orders, no revenue, no staff.
  await expect(menu(packerPage).getByRole("link", { name: "Orders" })).toBeVisible();
  for (const hidden of ["Analytics", "Staff", "Settings", "Products"]) await expect(menu(packerPage).getByRole("link", { name: hidden })).toHaveCount(0);
  await expect(packerPage.getByTestId("stat-monthly-revenue")).toHaveCount(0);
  await packerPage.goto("/admin/analytics");
  await expect(packerPage).toHaveURL(/\/admin$/);

  // Processing, then Shipped; a refund is refused.
  for (const status of ["Processing", "Shipped"]) {
    const moved = await packerPage.request.put(`/api/orders/update/${orderNumber}`, { data: { status } });
    expect(moved.status()).toBe(200);
  }
  const refund = await packerPage.request.post(`/api/orders/refunds/${orderNumber}`, { data: { key: `packer-${Date.now()}`, amount: 100, reason: "" } });
  expect(refund.status()).toBe(403);
  await context.close();
});
