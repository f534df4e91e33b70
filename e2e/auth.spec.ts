import { expect, test } from "@playwright/test";
import { AuthModalPage } from "./pages/auth-modal-page";

test("a customer signs up and logs in through the modal, and is not let into the admin area", async ({ page }) => {
  const auth = new AuthModalPage(page);
  const email = `shopper.${Date.now()}@example.com`;

  await page.goto("/shop");
  await auth.openButton.click();
  await expect(auth.modal).toBeVisible();
  await auth.signupMode.click();
  await auth.email.fill("not-an-email");
  await expect(auth.fieldError("email")).toHaveText("Invalid email format");
  await auth.submit.click();
  await expect(auth.fieldError("name")).toHaveText("Full name is required");
  await expect(auth.fieldError("password")).toHaveText("Password is required");
  await auth.password.fill("12345");
  await expect(auth.fieldError("password")).toHaveText("Password must be at least 6 characters");

  await auth.loginMode.click();
  await expect(auth.email).toHaveValue("");
  await expect(auth.fieldError("email")).toHaveCount(0);
  await auth.signupMode.click();

  await auth.name.fill("Ada Obi");
  await auth.email.fill(email);
  await auth.password.fill("secret-123");
  await auth.submit.click();
  await expect(auth.modal).toBeHidden();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(auth.accountName).toHaveText("Ada");

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin$/);

  await page.goto("/");
  await auth.logout.click();
  await expect(auth.openButton).toBeVisible();

  await page.goto("/cart");
  await auth.openButton.click();
  await auth.email.fill(email);
  await auth.password.fill("wrong-password");
  await auth.submit.click();
  await expect(auth.error).toHaveText("Email or password is incorrect");
  await auth.password.fill("secret-123");
  await auth.submit.click();
  await expect(auth.modal).toBeHidden();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(auth.accountName).toHaveText("Ada");
});

test("closing the modal from a shop page goes home", async ({ page }) => {
  const auth = new AuthModalPage(page);
  await page.goto("/shop");
  await auth.openButton.click();
  await auth.close.click();
  await expect(auth.modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test("the footer offers Admin Login with the monitoring notice to visitors", async ({ page }) => {
  await page.goto("/");
  const block = page.getByTestId("footer-admin-block");
  await expect(block.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/admin/login");
  await expect(block).toContainText("Login attempts are monitored");
});
