import { expect, test } from "@playwright/test";
import { AccountPage } from "./pages/account-page";
import { AuthModalPage } from "./pages/auth-modal-page";
import { ShopPage } from "./pages/shop-page";

test("a guest hearts a perfume on /shop with the keyboard, the product page shows it saved, and signing up takes it to the account", async ({ page }) => {
  test.slow();
  const shop = new ShopPage(page);
  const auth = new AuthModalPage(page);
  const account = new AccountPage(page);

  await shop.open("?q=noir");
  const heart = shop.card("Cocoa Tonka").getByRole("button", { name: /^Save .*Cocoa Tonka/ });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  // The cards' one script loads after the page: press until it answers.
  await expect(async () => {
    await heart.focus();
    await page.keyboard.press("Enter");
    await expect(heart).toHaveAttribute("aria-pressed", "true", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // The product page opens on the size the card saved, its own heart pressed: one list.
  await shop.card("Cocoa Tonka").getByRole("link", { name: /View Details/ }).click();
  await expect(page.getByTestId("save-heart").filter({ visible: true })).toHaveAttribute("aria-pressed", "true");

  // Signing up joins the browser's list to the new account in the sign-in itself.
  await account.open();
  await auth.signUp("Kemi Bello", `kemi.${Date.now()}@example.com`, "secret-123");
  await expect(page.evaluate(() => window.localStorage.getItem("saved_items"))).resolves.toBeNull();
  await expect(page.getByTestId("saved-list")).toContainText("Cocoa Tonka");
});
