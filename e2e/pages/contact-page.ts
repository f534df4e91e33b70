import type { Locator, Page } from "@playwright/test";

export class ContactPage {
  readonly name: Locator;
  readonly email: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly success: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByTestId("contact-name").filter({ visible: true });
    this.email = page.getByTestId("contact-email").filter({ visible: true });
    this.message = page.getByTestId("contact-message").filter({ visible: true });
    this.submit = page.getByTestId("contact-submit").filter({ visible: true });
    this.success = page.getByTestId("contact-success").filter({ visible: true });
  }

  async open(): Promise<void> {
    await this.page.goto("/contact-us");
  }

  error(field: "name" | "email" | "message"): Locator {
    return this.page.getByTestId(`contact-${field}-error`).filter({ visible: true });
  }
}
