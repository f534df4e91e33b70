import type { Locator, Page } from "@playwright/test";

export class ProductPage {
  readonly name: Locator;
  readonly price: Locator;
  readonly addToCart: Locator;
  readonly added: Locator;
  readonly jsonLd: Locator;
  readonly cover: Locator;
  readonly photo: Locator;
  readonly thumbs: Locator;
  readonly zoom: Locator;

  constructor(readonly page: Page) {
    // Next keeps recently visited pages hidden in the DOM: work inside the one on screen.
    const root = page.getByTestId("product-page").filter({ visible: true });
    this.name = page.getByTestId("product-name").filter({ visible: true });
    this.price = root.getByTestId("product-price").first();
    this.addToCart = page.getByTestId("add-to-cart").filter({ visible: true });
    this.added = page.getByTestId("notifications").getByTestId("toast-success").last();
    this.jsonLd = root.locator("script[data-testid='product-jsonld']");
    this.cover = root.getByTestId("product-cover");
    this.photo = root.getByTestId("product-image");
    this.thumbs = root.getByTestId("product-thumb");
    this.zoom = root.getByTestId("product-zoom");
  }

  async open(id: string): Promise<void> {
    await this.page.goto(`/product/${id}`);
  }

  async structuredData(): Promise<Record<string, unknown>> {
    return JSON.parse((await this.jsonLd.textContent()) ?? "{}") as Record<string, unknown>;
  }
}
