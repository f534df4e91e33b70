import type { Locator, Page } from "@playwright/test";

/** The newsletter form on /newsletter ("newsletter-page") or in the footer ("footer-newsletter"). */
export class NewsletterPage {
  readonly email: Locator;
  readonly submit: Locator;
  readonly success: Locator;
  readonly error: Locator;

  constructor(
    readonly page: Page,
    form: "newsletter-page" | "footer-newsletter" = "newsletter-page",
  ) {
    this.email = page.getByTestId(`${form}-email`).filter({ visible: true });
    this.submit = page.getByTestId(`${form}-submit`).filter({ visible: true });
    this.success = page.getByTestId(`${form}-success`).filter({ visible: true });
    this.error = page.getByTestId(`${form}-error`).filter({ visible: true });
  }

  async open(): Promise<void> {
    await this.page.goto("/newsletter");
  }
}
