import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class ContactPage extends pageObject({ name: "contact-name", email: "contact-email", message: "contact-message", submit: "contact-submit", success: "contact-success" }) {

  async open(): Promise<void> {
    await this.page.goto("/contact-us");
  }

  error(field: "name" | "email" | "message"): Locator {
    return this.page.getByTestId(`contact-${field}-error`).filter({ visible: true });
  }
}
