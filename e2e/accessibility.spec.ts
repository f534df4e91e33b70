import { expect, test } from "@playwright/test";
import { AccountPage } from "./pages/account-page";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AuthModalPage } from "./pages/auth-modal-page";
import { findProduct, placeBankOrder } from "./support/catalog-api";
import { expectNoViolations, openInTheme, THEMES } from "./support/axe";
import { E2E_ADMIN } from "./support/credentials";

const SAVED_ADDRESS = { fullName: "Ngozi Adeyemi", address: "4 Kofo Abayomi Street", city: "Lagos", state: "Lagos" };

for (const theme of THEMES) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => openInTheme(page, theme));

    test("storefront screens pass WCAG 2.1 AA checks", async ({ page, request }) => {
      const product = await findProduct(request, "Cocoa Tonka");
      for (const path of ["/", "/shop", `/product/${product._id}`, "/cart", "/contact-us", "/newsletter", "/products-and-services", "/order-tracking"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page, path, theme);
      }
    });

    test("checkout with a filled cart passes WCAG 2.1 AA checks", async ({ page, request }) => {
      const product = await findProduct(request, "Cocoa Tonka");
      await page.goto(`/product/${product._id}`);
      await page.getByTestId("add-to-cart").filter({ visible: true }).click();
      for (const path of ["/cart", "/checkout"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page, path, theme);
      }
    });

    test("the customer's account, with a saved address and the address form open, passes WCAG 2.1 AA checks", async ({ page }) => {
      const account = new AccountPage(page);
      const auth = new AuthModalPage(page);
      await account.open();
      await expect(auth.modal).toBeVisible();
      await auth.signUp("Ngozi Adeyemi", `a11y.${theme}.${Date.now()}@example.com`, "secret-123");
      await expect(account.view).toBeVisible();
      await account.addAddress.click();
      await account.fillAddress(SAVED_ADDRESS);
      await account.saveAddress.click();
      await expect(account.addresses).toHaveCount(1);
      await account.addAddress.click();
      await account.saveAddress.click();
      await page.waitForLoadState("networkidle");
      await expectNoViolations(page, "/account", theme);
    });

    test("admin screens pass WCAG 2.1 AA checks", async ({ page, request }) => {
      // A product no other journey buys: the order holds its stock until it expires.
      const orderNumber = await placeBankOrder(request, await findProduct(request, "Rose Petal Deodorant Stick"), `a11y.order.${theme}.${Date.now()}@example.com`);
      const login = new AdminLoginPage(page);
      await login.open();
      await expectNoViolations(page, "/admin/login", theme);
      await login.logIn(E2E_ADMIN);
      await expect(page).toHaveURL(/\/admin$/);
      for (const path of ["/admin", "/admin/products", "/admin/orders", `/admin/orders/${orderNumber}`, "/admin/analytics", "/admin/settings", "/admin/promotions"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page, path, theme);
      }
    });

    test("a product's stock history and an order's invoice and packing slip pass WCAG 2.1 AA checks", async ({ page, request }) => {
      const deodorant = await findProduct(request, "Rose Petal Deodorant Stick");
      const orderNumber = await placeBankOrder(request, deodorant, `a11y.documents.${theme}.${Date.now()}@example.com`);
      const login = new AdminLoginPage(page);
      await login.open(`/admin/products/${deodorant._id}`);
      await login.logIn(E2E_ADMIN);
      await expect(page).toHaveURL(new RegExp(`/admin/products/${deodorant._id}$`));
      for (const path of [`/admin/products/${deodorant._id}`, `/admin/orders/${orderNumber}/invoice`, `/admin/orders/${orderNumber}/packing-slip`]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page, path, theme);
      }
    });

    test("the owner's account, content, security, integrations and inbox screens pass WCAG 2.1 AA checks", async ({ page }) => {
      const login = new AdminLoginPage(page);
      await login.open("/admin/users");
      await login.logIn(E2E_ADMIN);
      await expect(page).toHaveURL(/\/admin\/users$/);
      for (const path of ["/admin/users", "/admin/content", "/admin/security", "/admin/integrations", "/admin/messages"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page, path, theme);
      }
    });
  });
}
