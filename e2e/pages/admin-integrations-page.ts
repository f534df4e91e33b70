import type { Locator, Page } from "@playwright/test";

export class AdminIntegrationsPage {
  readonly type: Locator;
  readonly name: Locator;
  readonly apiKey: Locator;
  readonly submit: Locator;
  readonly items: Locator;
  readonly removeDialog: Locator;
  readonly successToast: Locator;

  constructor(readonly page: Page) {
    this.type = page.getByTestId("integration-type");
    this.name = page.getByTestId("integration-name");
    this.apiKey = page.getByTestId("integration-apiKey");
    this.submit = page.getByTestId("integration-submit");
    this.items = page.getByTestId("integration-item");
    this.removeDialog = page.getByTestId("integration-remove-dialog");
    this.successToast = page.getByTestId("toast-success");
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/integrations");
  }

  item(name: string): Locator {
    return this.items.filter({ hasText: name });
  }

  fieldError(field: "name" | "apiKey"): Locator {
    return this.page.getByTestId(`integration-${field}-error`);
  }
}
