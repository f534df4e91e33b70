import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { AdminContentPage } from "./pages/admin-content-page";
import { giveKeyAgain } from "./pages/step-up-dialog-page";
import { AdminDashboardPage } from "./pages/admin-dashboard-page";
import { AdminIntegrationsPage } from "./pages/admin-integrations-page";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminMessagesPage } from "./pages/admin-messages-page";
import { AdminProfilePage } from "./pages/admin-profile-page";
import { AdminSecurityPage } from "./pages/admin-security-page";
import { HomePage } from "./pages/home-page";
import { createJourneyAdmin, type JourneyAdmin } from "./support/admin-accounts";
import { mailState, storeFailedMail } from "./support/mail";

async function signIn(page: Page, admin: { email: string; password: string; securityKey: string }, from = "/admin"): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.open(from);
  await login.logIn(admin);
  await expect(page).toHaveURL(new RegExp(`${from.replace(/\//g, "\\/")}$`));
}

async function signOut(page: Page): Promise<void> {
  await page.getByTestId("admin-logout").first().click();
  await page.getByTestId("logout-dialog").getByRole("button", { name: "Yes, Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?reason=logged-out$/);
}

async function signedInElsewhere(browser: Browser, admin: JourneyAdmin): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, admin);
  return page;
}

test("owner: the admin area has its own frame, with every screen in the menu and a way back to the store", async ({ page }) => {
  const admin = await createJourneyAdmin("frame");
  await signIn(page, admin);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /cart/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(1);
  const menu = page.getByRole("navigation", { name: "Admin" });
  await expect(menu.getByRole("link")).toHaveText(["Dashboard", "Products", "Orders", "Customers", "Reviews", "Profile", "Content", "Analytics", "Settings", "Security", "Integrations", "Collections", "Promotions", "Messages", "Abandoned checkouts", "Staff", "Activity"]);
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await expect(page.getByTestId("admin-screens").getByRole("link")).toHaveCount(16);

  await page.getByTestId("admin-view-store").click();
  await expect(page).toHaveURL(/\/$/);
  const footer = page.getByTestId("footer-admin-block");
  await expect(footer.getByRole("link", { name: "Integrations" })).toHaveAttribute("href", "/admin/integrations");
  await expect(footer.getByRole("link")).toHaveCount(17);
});

test("owner: changes the password (every rule checked, a wrong current one refused), other sessions end, and signs in with the new one", async ({ page, browser }) => {
  const admin = await createJourneyAdmin("password");
  const elsewhere = await signedInElsewhere(browser, admin);
  await signIn(page, admin, "/admin/users");
  const profile = new AdminProfilePage(page);
  await expect(profile.view).toContainText(admin.email);

  await profile.passwordToggle.click();
  await profile.passwordSubmit.click();
  await expect(profile.fieldError("currentPassword")).toHaveText("Current password is required");
  await expect(profile.fieldError("newPassword")).toHaveText("New password is required");

  await profile.newPassword.fill("password");
  await expect(profile.strength).toContainText("weak");
  await profile.newPassword.fill("Abcdefg1");
  await expect(profile.strength).toContainText("medium");
  await profile.changePassword({ current: admin.password, next: "password" });
  await expect(profile.fieldError("newPassword")).toHaveText("Password is too weak. Use at least 8 characters with uppercase, lowercase, numbers, and symbols");
  await profile.changePassword({ current: admin.password, next: "Ab1!xyz" });
  await expect(profile.fieldError("newPassword")).toHaveText("Password must be at least 8 characters");
  await profile.changePassword({ current: admin.password, next: "abcdefgh!!" });
  await expect(profile.fieldError("newPassword")).toHaveText("Password must contain uppercase, lowercase, and number");
  await profile.changePassword({ current: admin.password, next: "New-Owner-Passw0rd!", confirm: "New-Owner-Passw0rd?" });
  await expect(profile.fieldError("confirmPassword")).toHaveText("Passwords do not match");

  await profile.changePassword({ current: "Not-The-Passw0rd!", next: "New-Owner-Passw0rd!" });
  await expect(profile.passwordFailure).toHaveText("Current password or admin key is incorrect. Please verify your credentials.");

  await profile.newPassword.fill("New-Owner-Passw0rd!");
  await expect(profile.strength).toContainText("strong");
  await profile.changePassword({ current: admin.password, next: "New-Owner-Passw0rd!" });
  await expect(profile.successToast).toHaveText("Password updated successfully!");

  // This browser stays signed in; the other one is signed out on its next request.
  await page.reload();
  await expect(profile.view).toContainText(admin.email);
  await elsewhere.goto("/admin/orders");
  await expect(elsewhere).toHaveURL(/\/$/);
  await elsewhere.goto("/admin");
  await expect(elsewhere).toHaveURL(/\/admin\/login/);
  await elsewhere.context().close();

  await signOut(page);
  const login = new AdminLoginPage(page);
  await login.logIn(admin);
  await expect(login.error).toHaveText("Invalid admin credentials");
  await login.password.fill("New-Owner-Passw0rd!");
  await login.submitButton.click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("owner: generates backup codes, downloads them, and signs in once with a code instead of the key", async ({ page }) => {
  const admin = await createJourneyAdmin("codes");
  await signIn(page, admin, "/admin/users");
  const profile = new AdminProfilePage(page);
  await profile.generateCodes.click();
  // New codes are sensitive: the key is asked for again, and not again for ten minutes.
  await giveKeyAgain(page, admin.securityKey);
  await expect(profile.codes).toHaveCount(8);
  const codes = await profile.codes.allTextContents();
  for (const code of codes) expect(code).toMatch(/^SCENTS-[0-9A-F]{8}$/);
  await expect(profile.codesStatus).toContainText("8 of 8 codes unused");

  const download = page.waitForEvent("download");
  await profile.downloadCodes.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("scents-backup-codes.txt");
  expect(readFileSync(await file.path(), "utf8")).toContain(codes.join("\n"));

  // A second set voids the first, after a confirmation.
  await profile.generateCodes.click();
  await profile.codesDialog.getByRole("button", { name: "Generate new codes" }).click();
  await expect(profile.codes.first()).not.toHaveText(codes[0] ?? "");
  const fresh = await profile.codes.allTextContents();

  await signOut(page);
  const login = new AdminLoginPage(page);
  await login.logIn({ ...admin, securityKey: codes[0] ?? "" });
  await expect(login.error).toHaveText("Invalid admin credentials");
  await login.securityKey.fill(fresh[0] ?? "");
  await login.submitButton.click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/users");
  await expect(profile.codesStatus).toContainText("7 of 8 codes unused");

  await signOut(page);
  await login.logIn({ ...admin, securityKey: fresh[0] ?? "" });
  await expect(login.error).toHaveText("Invalid admin credentials");
});

test("owner: edits the home page's description and sees it on /", async ({ page }) => {
  const admin = await createJourneyAdmin("content");
  await signIn(page, admin, "/admin/content");
  const content = new AdminContentPage(page);
  const original = { bannerUrl: await content.bannerUrl.inputValue(), description: await content.description.inputValue() };

  await content.bannerUrl.fill("");
  await content.description.fill("");
  await content.save.click();
  await expect(content.fieldError("bannerUrl")).toHaveText("Banner URL is required");
  await expect(content.fieldError("description")).toHaveText("Description is required");

  const description = `Harmattan edit ${Date.now()}: new arrivals every Friday.`;
  await content.bannerUrl.fill(original.bannerUrl);
  await content.description.fill(description);
  await content.save.click();
  await expect(content.successToast).toHaveText("Content updated successfully!");

  const home = new HomePage(page);
  await home.open();
  await expect(page.getByTestId("hero-description")).toHaveText(description);

  await content.open();
  await content.description.fill(original.description);
  await content.save.click();
  await expect(content.successToast).toHaveText("Content updated successfully!");
});

test("owner: adds an integration, edits it keeping its key, and removes it after confirming", async ({ page }) => {
  const admin = await createJourneyAdmin("integrations");
  await signIn(page, admin, "/admin/integrations");
  const integrations = new AdminIntegrationsPage(page);
  await integrations.name.fill("   ");
  await integrations.submit.click();
  await expect(integrations.fieldError("name")).toHaveText("Integration name is required");
  await expect(integrations.fieldError("apiKey")).toHaveText("API key is required");

  const name = `Mailchimp ${Date.now()}`;
  await integrations.type.selectOption("Email Marketing");
  await integrations.name.fill(`  ${name}  `);
  await integrations.apiKey.fill("mc-live-0123456789abcdef-WXYZ");
  await integrations.submit.click();
  await expect(integrations.successToast).toHaveText("Integration added successfully!");
  await expect(integrations.item(name)).toContainText("••••WXYZ");
  await expect(page.getByText("mc-live-0123456789abcdef")).toHaveCount(0);

  await page.reload();
  await integrations.item(name).getByRole("button", { name: "Edit" }).click();
  await integrations.type.selectOption("Social Media");
  await integrations.submit.click();
  await expect(integrations.successToast.last()).toHaveText("Integration updated successfully!");
  await expect(integrations.item(name)).toContainText("Social Media · key ••••WXYZ");

  await integrations.item(name).getByRole("button", { name: "Remove" }).click();
  await expect(integrations.removeDialog).toContainText("Confirm Removal");
  await integrations.removeDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(integrations.item(name)).toHaveCount(1);
  await integrations.item(name).getByRole("button", { name: "Remove" }).click();
  await integrations.removeDialog.getByRole("button", { name: "Remove" }).click();
  await expect(integrations.successToast.last()).toHaveText("Integration removed successfully!");
  await expect(integrations.item(name)).toHaveCount(0);
  await page.reload();
  await expect(integrations.item(name)).toHaveCount(0);
});

test("owner: downloads a backup of the shop (asked for the key again) and sees recent login attempts with readable addresses", async ({ page }) => {
  const admin = await createJourneyAdmin("backup");
  await signIn(page, admin, "/admin/security");
  const security = new AdminSecurityPage(page);
  await expect(security.attempts).toContainText(admin.email);
  for (const address of await security.attemptAddresses.allTextContents()) expect(address).not.toMatch(/^::ffff:/);

  const download = page.waitForEvent("download");
  await security.createBackup.click();
  await expect(page.getByTestId("step-up-dialog")).toBeVisible();
  await page.getByTestId("step-up-key").fill("WRONG-KEY-0000");
  await page.getByTestId("step-up-dialog-confirm").click();
  await expect(page.getByTestId("step-up-dialog")).toContainText("not right");
  await giveKeyAgain(page, admin.securityKey);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^scents-backup-[\dT-]+Z\.ndjson\.gz$/);
  await expect(security.backupResult).toHaveText("Backup created successfully!");
  const lines = gunzipSync(readFileSync(await file.path())).toString("utf8").trim().split("\n");
  expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ format: "scents-backup" });
  expect(JSON.parse(lines.at(-1) ?? "{}")).toMatchObject({ complete: true });
  expect(lines.some((line) => line.includes(admin.email))).toBe(true);
});

test("owner: reads a contact message, marks it read, and downloads the subscribers as CSV", async ({ page, request }) => {
  const stamp = Date.now();
  const sent = await request.post("/api/contact", { data: { name: `Adaeze ${stamp}`, email: "adaeze@example.ng", message: "Do you stock Palm Wine in 100 ml?" } });
  expect(sent.ok()).toBe(true);
  expect((await request.post("/api/newsletter", { data: { email: `reader-${stamp}@example.ng` } })).ok()).toBe(true);

  const admin = await createJourneyAdmin("inbox");
  await signIn(page, admin, "/admin/messages");
  const inbox = new AdminMessagesPage(page);
  const message = inbox.message(`Adaeze ${stamp}`);
  await expect(message).toHaveAttribute("data-read", "false");
  await expect(message).toContainText("Do you stock Palm Wine in 100 ml?");
  await expect(message).not.toContainText("::ffff:");
  await message.getByTestId("message-toggle").click();
  await expect(message).toHaveAttribute("data-read", "true");
  await page.reload();
  await expect(inbox.message(`Adaeze ${stamp}`)).toHaveAttribute("data-read", "true");

  await expect(inbox.subscribers).toContainText(`reader-${stamp}@example.ng`);
  const download = page.waitForEvent("download");
  await inbox.csv.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^scents-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe("email,subscribed_at");
  expect(csv).toContain(`reader-${stamp}@example.ng,`);
});

test("owner: sees an e-mail that failed for good on the dashboard and queues it again", async ({ page }) => {
  const name = `Adaeze ${Date.now()}`;
  await storeFailedMail(name);
  const admin = await createJourneyAdmin("mail");
  await signIn(page, admin);
  const dashboard = new AdminDashboardPage(page);
  const item = dashboard.failedMailTo(`New message from ${name}`);
  await expect(item).toContainText("owner@scents.e2e");
  await expect(item).toContainText("550 Mailbox unavailable");
  await dashboard.retry(item);
  await expect(dashboard.toastSuccess).toContainText("queued to be sent again");
  await expect(item).toHaveCount(0);
  expect(await mailState(name)).toBe("queued");
});
