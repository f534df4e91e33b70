import { expect, test } from "@playwright/test";
import { ProductPage } from "./pages/product-page";
import { findProduct } from "./support/catalog-api";

test("Add to Cart is announced bottom-right, Alt+T moves the focus to the notification, and it closes by itself after 3 s", async ({ page, request }) => {
  const product = await findProduct(request, "Palm Wine");
  const productPage = new ProductPage(page);
  await productPage.open(product._id);
  const region = page.getByRole("region", { name: "Notifications (Alt+T)" });
  const added = region.getByTestId("toast-success");

  // A click that lands before the page hydrates does nothing: try again until the cart confirms it.
  await expect(async () => {
    await productPage.addToCart.click();
    await expect(added.first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  const shownAt = Date.now();
  await expect(added.first()).toContainText("to your cart. View cart");

  const viewport = page.viewportSize();
  const box = await added.first().boundingBox();
  expect(viewport && box).toBeTruthy();
  if (viewport && box) {
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 80);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);
  }

  // Nothing holds it: it goes by itself, three seconds after it came.
  await page.mouse.move(0, 0);
  await expect(added).toHaveCount(0, { timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);

  // Another one; Alt+T lands in the region, and it stays while the focus is there.
  await productPage.addToCart.click();
  await expect(added).toHaveCount(1);
  await page.keyboard.press("Alt+t");
  await expect(region).toBeFocused();
  await page.waitForTimeout(3500);
  await expect(added).toHaveCount(1);
  // Focus back on the page: it closes within its 3 s.
  await productPage.addToCart.focus();
  await expect(added).toHaveCount(0, { timeout: 4500 });
});
