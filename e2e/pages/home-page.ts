import type { Locator, Page } from "@playwright/test";

export class HomePage {
  readonly productCards: Locator;
  readonly viewMore: Locator;
  readonly shopNow: Locator;
  readonly productsSection: Locator;

  constructor(readonly page: Page) {
    this.productCards = page.getByTestId("product-card").filter({ visible: true });
    this.viewMore = page.getByTestId("home-view-more").filter({ visible: true });
    this.shopNow = page.getByTestId("hero-shop-now").filter({ visible: true });
    this.productsSection = page.getByTestId("home-products-section").filter({ visible: true });
  }

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
