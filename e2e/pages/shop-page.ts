import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class ShopPage extends pageObject({ search: "shop-search", type: "shop-type", sort: "shop-sort", carousel: "shop-carousel", loadMore: "shop-load-more", empty: "shop-empty", resultCount: "shop-result-count" }) {
  readonly visibleSlide = this.page.locator("[data-testid='carousel-slide']:not([inert])").filter({ visible: true });

  async open(query = ""): Promise<void> {
    await this.page.goto(`/shop${query}`);
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.page.getByTestId("shop-search-submit").filter({ visible: true }).click();
  }

  /** Names on the slide in view, in order. */
  names(): Promise<string[]> {
    return this.visibleSlide.getByTestId("product-card").locator("h3").allTextContents();
  }

  card(name: string): Locator {
    return this.visibleSlide.getByTestId("product-card").filter({ hasText: name });
  }
}
