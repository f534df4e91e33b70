import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AdminDashboardPage extends pageObject({ failedMail: "failed-mail-item", toastSuccess: "toast-success" }, { path: "/admin" }) {
  failedMailTo(text: string): Locator {
    return this.failedMail.filter({ hasText: text });
  }

  async retry(item: Locator): Promise<void> {
    await item.getByTestId("failed-mail-retry").click();
  }
}
