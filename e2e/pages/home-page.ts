import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class HomePage extends pageObject({ productCards: "product-card", viewMore: "home-view-more", shopNow: "hero-shop-now", productsSection: "home-products-section" }) {

  async open(): Promise<void> {
    await this.page.goto("/");
  }

  card(name: string): Locator {
    return this.productCards.filter({ hasText: name });
  }

  filter(type: "All" | "Perfume" | "Diffuser" | "Deodorant"): Locator {
    return this.page.getByTestId("home-type-filter").filter({ visible: true }).getByRole("button", { name: type, exact: true });
  }
}
