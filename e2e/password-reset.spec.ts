import { expect, test } from "@playwright/test";
import { AccountPage } from "./pages/account-page";
import { AuthModalPage } from "./pages/auth-modal-page";
import { mailedToken } from "./support/mail";

test("a customer who forgot the password asks for a link, sets a new password from the e-mail and signs in with it", async ({ page, request }) => {
  test.slow();
  const email = `chidi.${Date.now()}@example.com`;
  const signedUp = await request.post("/api/signup", { data: { name: "Chidi Okeke", email, password: "forgotten-1" } });
  expect(signedUp.status()).toBe(201);

  // At the sign-in modal: "Forgot password?" keeps the e-mail typed and answers as it would for any address.
  const auth = new AuthModalPage(page);
  const account = new AccountPage(page);
  await account.open();
  await expect(auth.modal).toBeVisible();
  await auth.email.fill(email);
  await page.getByTestId("auth-forgot").click();
  await expect(page.getByTestId("forgot-email")).toHaveValue(email);
  await page.getByTestId("forgot-submit").click();
  await expect(page.getByTestId("forgot-status")).toHaveText(/If an account uses this e-mail, we have sent it a link/);
  await auth.close.click();

  // The e-mailed link opens the page where the new password is chosen.
  const token = await mailedToken("password-reset", email);
  await page.goto(`/account/reset-password?token=${encodeURIComponent(token)}`);
  await page.getByTestId("reset-password").fill("remembered-2");
  await page.getByTestId("reset-confirmPassword").fill("remembered-2");
  await page.getByTestId("reset-submit").click();
  await expect(page.getByTestId("reset-done")).toContainText("Your password is changed");

  // Signing in with the new password opens the account.
  await page.getByTestId("reset-done-log-in").click();
  await expect(auth.modal).toBeVisible();
  await auth.email.fill(email);
  await auth.password.fill("remembered-2");
  await auth.submit.click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(account.view).toBeVisible();

  // The link works once.
  await page.goto(`/account/reset-password?token=${encodeURIComponent(token)}`);
  await page.getByTestId("reset-password").fill("another-3x");
  await page.getByTestId("reset-confirmPassword").fill("another-3x");
  await page.getByTestId("reset-submit").click();
  await expect(page.getByTestId("reset-error")).toContainText("This link has already been used");
});
