import type { Locator, Page } from "@playwright/test";

export class AdminContentPage {
  readonly bannerUrl: Locator;
  readonly description: Locator;
  readonly heroTitle: Locator;
  readonly save: Locator;
  readonly successToast: Locator;

  constructor(readonly page: Page) {
    this.bannerUrl = page.getByTestId("content-bannerUrl");
    this.description = page.getByTestId("content-description");
    this.heroTitle = page.getByTestId("content-heroTitle");
    this.save = page.getByTestId("content-save");
    this.successToast = page.getByTestId("toast-success");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/content");
  }

  fieldError(field: "bannerUrl" | "description"): Locator {
    return this.page.getByTestId(`content-${field}-error`);
  }
}
