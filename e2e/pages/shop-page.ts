import type { Locator, Page } from "@playwright/test";

export class ShopPage {
  readonly search: Locator;
  readonly type: Locator;
  readonly sort: Locator;
  readonly carousel: Locator;
  readonly visibleSlide: Locator;
  readonly loadMore: Locator;
  readonly empty: Locator;
  readonly resultCount: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByTestId("shop-search").filter({ visible: true });
    this.type = page.getByTestId("shop-type").filter({ visible: true });
    this.sort = page.getByTestId("shop-sort").filter({ visible: true });
    this.carousel = page.getByTestId("shop-carousel").filter({ visible: true });
    this.visibleSlide = page.locator("[data-testid='carousel-slide']:not([inert])").filter({ visible: true });
    this.loadMore = page.getByTestId("shop-load-more").filter({ visible: true });
    this.empty = page.getByTestId("shop-empty").filter({ visible: true });
    this.resultCount = page.getByTestId("shop-result-count").filter({ visible: true });
  }

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
