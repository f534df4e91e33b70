import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export interface PromotionFields {
  name: string;
  code: string;
  discount: string;
  startDate: string;
  endDate: string;
  minSubtotal?: string;
  usageLimit?: string;
}

export class AdminPromotionsPage extends pageObject({ form: "promotion-form", submit: "promotion-submit", items: "promotion-item", toasts: "toast-success" }, { path: "/admin/promotions" }) {
  /** The newest success toast. */
  get successToast(): Locator {
    return this.toasts.last();
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
