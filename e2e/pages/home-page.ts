import type { Locator, Page } from "@playwright/test";

export class HomePage {
  readonly productCards: Locator;

  constructor(readonly page: Page) {
    this.productCards = page.getByTestId("product-card");
  }

  async open(): Promise<void> {
    await this.page.goto("/");
  }

  card(name: string): Locator {
    return this.productCards.filter({ hasText: name });
  }
}
