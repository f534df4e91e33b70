import type { Locator, Page } from "@playwright/test";

export class Navbar {
  readonly root: Locator;
  readonly cartLink: Locator;
  readonly cartCount: Locator;
  readonly themeToggle: Locator;
  readonly shopDropdown: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("navbar").filter({ visible: true });
    this.cartLink = page.getByTestId("nav-cart").filter({ visible: true });
    this.cartCount = page.getByTestId("cart-count").filter({ visible: true });
    this.themeToggle = page.getByTestId("theme-toggle").filter({ visible: true });
    this.shopDropdown = page.getByTestId("shop-dropdown").filter({ visible: true });
  }

  async openShop(): Promise<void> {
    await this.shopDropdown.click();
    await this.root.getByRole("link", { name: "Shop", exact: true }).click();
  }

  theme(): Promise<string | null> {
    return this.page.locator("html").getAttribute("data-theme");
  }
}
