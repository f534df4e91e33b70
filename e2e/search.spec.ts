import { expect, test } from "@playwright/test";
import { HomePage } from "./pages/home-page";
import { ShopPage } from "./pages/shop-page";

test("a shopper types the start of a name, picks the suggestion with the keyboard and lands on the product", async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open();
  const search = page.getByRole("combobox", { name: "Search" });
  await search.pressSequentially("midn", { delay: 40 });
  const suggestions = page.getByRole("listbox", { name: "Suggested products" });
  await expect(suggestions.getByRole("option").first()).toContainText("Midnight Oud Eau de Parfum");
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await search.press("ArrowDown");
  await expect(suggestions.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/product\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Midnight Oud Eau de Parfum");
});

test("a search with a letter missing still finds the perfume, and a note finds the perfumes with it", async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open("?q=mdnight");
  expect((await shop.names())[0]).toContain("Midnight Oud Eau de Parfum");
  await shop.open("?q=saffron");
  const saffron = await shop.names();
  expect(saffron[0]).toContain("Saffron Silk Eau de Parfum");
  expect(saffron.join()).toContain("Midnight Oud Eau de Parfum");
});

test("home's View More loads the next cards from the server, under skeleton cards while they come", async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await expect(home.productCards).toHaveCount(4);
  // Holds the server's answer a moment, so the skeletons are there to be seen.
  await page.route("**/", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await home.viewMore.click();
  await expect(page.getByTestId("product-skeleton").first()).toBeVisible();
  await expect(home.productCards).toHaveCount(8);
  await expect(page.getByTestId("product-skeleton")).toHaveCount(0);
  await home.viewMore.click();
  await expect(home.productCards).toHaveCount(12);
  await home.filter("Deodorant").click();
  await expect(page.getByTestId("product-skeleton")).toHaveCount(6);
  await expect(home.productCards.first()).toContainText("Deodorant");
});
