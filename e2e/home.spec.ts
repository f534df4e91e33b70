import { expect, test } from "@playwright/test";
import { HomePage } from "./pages/home-page";

test("the home page shows the seeded products with their names and naira prices", async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await expect(home.productCards.first()).toBeVisible();
  const oud = home.card("Midnight Oud Eau de Parfum");
  await expect(oud).toContainText("Maison Lagos");
  // Sold in 50 ml and 100 ml: the card prices it from the cheaper.
  await expect(oud.getByTestId("product-price")).toHaveText("From ₦145,000.00");
});
