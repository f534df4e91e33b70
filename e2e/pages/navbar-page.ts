import { pageObject } from "./page-object";

export class Navbar extends pageObject({ root: "navbar", cartLink: "nav-cart", cartCount: "cart-count", themeToggle: "theme-toggle", shopDropdown: "shop-dropdown" }) {

  async openShop(): Promise<void> {
    await this.shopDropdown.click();
    await this.root.getByRole("link", { name: "Shop", exact: true }).click();
  }

  theme(): Promise<string | null> {
    return this.page.locator("html").getAttribute("data-theme");
  }
}
