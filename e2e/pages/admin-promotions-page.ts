import type { Locator, Page } from "@playwright/test";

export interface PromotionFields {
  name: string;
  code: string;
  discount: string;
  startDate: string;
  endDate: string;
  minSubtotal?: string;
  usageLimit?: string;
}

export class AdminPromotionsPage {
  readonly form: Locator;
  readonly submit: Locator;
  readonly items: Locator;
  readonly successToast: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("promotion-form");
    this.submit = page.getByTestId("promotion-submit");
    this.items = page.getByTestId("promotion-item");
    this.successToast = page.getByTestId("toast-success").filter({ visible: true }).last();
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/promotions");
  }

  async fill(fields: PromotionFields): Promise<void> {
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) await this.page.getByTestId(`promotion-${name}`).fill(value);
    }
  }

  item(code: string): Locator {
    return this.page.locator(`[data-testid="promotion-item"][data-code="${code}"]`);
  }
}
