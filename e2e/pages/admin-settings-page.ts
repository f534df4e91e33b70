import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AdminSettingsPage extends pageObject({ form: "settings-form", save: "settings-save", shippingRows: "settings-shipping-row", toasts: "toast-success" }, { path: "/admin/settings" }) {
  /** The newest success toast. */
  get successToast(): Locator {
    return this.toasts.last();
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
