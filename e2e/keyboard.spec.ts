import { expect, test, type Locator, type Page } from "@playwright/test";
import { Navbar } from "./pages/navbar-page";
import { ProductPage } from "./pages/product-page";
import { findProduct } from "./support/catalog-api";

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused control shows a visible outline (the shop's :focus-visible ring). */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test.describe("keyboard only", () => {
  test("skip link, the Shop menu and Add to Cart all work without a mouse, with visible focus", async ({ page, request }) => {
    const cocoa = await findProduct(request, "Cocoa Tonka");
    const product = new ProductPage(page);
    const navbar = new Navbar(page);
    await product.open(cocoa._id);
    await expect(product.name).toBeVisible();

    await page.keyboard.press("Tab");
    const skipLink = page.getByRole("link", { name: "Skip to content" });
    await expectVisibleFocus(skipLink);
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main-content$/);

    await tabTo(page, navbar.shopDropdown);
    await expectVisibleFocus(navbar.shopDropdown);
    await page.keyboard.press("Enter");
    await expect(navbar.shopDropdown).toHaveAttribute("aria-expanded", "true");
    const shopLink = navbar.root.getByRole("link", { name: "Shop", exact: true });
    await page.keyboard.press("Tab");
    await expectVisibleFocus(shopLink);
    await page.keyboard.press("Escape");
    await expect(shopLink).toBeHidden();
    await expect(navbar.shopDropdown).toBeFocused();

    await tabTo(page, product.addToCart);
    await expectVisibleFocus(product.addToCart);
    await page.keyboard.press("Enter");
    await expect(navbar.cartCount).toHaveText("1");

    await tabTo(page, navbar.cartLink, 80);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("Cocoa Tonka Eau de Parfum").first()).toBeVisible();
  });
});
