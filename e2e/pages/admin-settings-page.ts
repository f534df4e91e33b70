import type { Locator, Page } from "@playwright/test";

export class AdminSettingsPage {
  readonly form: Locator;
  readonly save: Locator;
  readonly shippingRows: Locator;
  readonly successToast: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("settings-form");
    this.save = page.getByTestId("settings-save");
    this.shippingRows = page.getByTestId("settings-shipping-row");
    this.successToast = page.getByTestId("toast-success").filter({ visible: true }).last();
  }

  async open(): Promise<void> {
    await this.page.goto("/admin/settings");
  }

  /** The shipping method row whose name field holds this name. */
  async shippingRow(name: string): Promise<Locator> {
    for (let index = 0; index < (await this.shippingRows.count()); index++) {
      const row = this.shippingRows.nth(index);
      if ((await row.getByTestId("settings-shipping-name").inputValue()) === name) return row;
    }
    throw new Error(`No shipping method named ${name}`);
  }

  paymentEnabled(id: "card" | "bank"): Locator {
    return this.page.getByTestId(`settings-payment-${id}`).getByTestId("settings-payment-enabled");
  }
}
