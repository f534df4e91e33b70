import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

/** A product's stock history: its sizes' moves, and its low-stock alert figure. */
export class AdminStockHistoryPage extends pageObject({ history: "stock-history", entries: "stock-history-entry", threshold: "low-stock-threshold", save: "low-stock-save", form: "low-stock-form" }) {
  async openFor(productId: string): Promise<void> {
    await this.page.goto(`/admin/products/${productId}`);
  }

  /** The lines an order wrote, of one kind ("held", "paid", "released", "refunded", "edited"). Visible ones only: while the page streams in, React may hold a hidden copy (CI once saw two "paid" lines for one order). */
  entry(orderNumber: string, kind: string): Locator {
    return this.page.locator(`[data-testid='stock-history-entry'][data-kind='${kind}']`).filter({ hasText: orderNumber, visible: true });
  }

  async setAlert(units: string): Promise<void> {
    await this.threshold.fill(units);
    await this.save.click();
  }
}
