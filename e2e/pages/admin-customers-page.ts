import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

/** /admin/customers and a customer's own page. */
export class AdminCustomersPage extends pageObject(
  { rows: "customer-row", search: "customer-search", count: "customer-count", detail: "customer-detail", orders: "customer-order", addresses: "customer-address" },
  { path: "/admin/customers" },
) {
  row(email: string): Locator {
    return this.rows.and(this.page.locator(`[data-email='${email}']`));
  }

  /** Searches as the owner types it; the search lands in the URL. */
  async find(term: string): Promise<void> {
    await this.search.fill(term);
    await this.search.press("Enter");
    await this.page.waitForURL(/\/admin\/customers\?q=/);
  }

  async openCustomer(email: string): Promise<void> {
    await this.row(email).getByTestId("customer-link").click();
    await this.page.waitForURL(/\/admin\/customers\/[a-f\d]{24}$/);
  }
}
