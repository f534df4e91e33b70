import { expect, test } from "@playwright/test";
import { HomePage } from "./pages/home-page";

test("the home page shows the seeded products with their names and naira prices", async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await expect(home.productCards.first()).toBeVisible();
  const oud = home.card("Midnight Oud Eau de Parfum");
  await expect(oud).toContainText("Maison Lagos");
  await expect(oud).toContainText("₦145,000.00");
});
