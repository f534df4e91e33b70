import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class AdminOrdersPage extends pageObject({ orders: "admin-order", confirmDialog: "order-confirm-dialog", statusDialog: "status-dialog" }) {
  readonly successToast = this.page.getByTestId("toast-success").filter({ visible: true }).last();

  async open(query = ""): Promise<void> {
    await this.page.goto(`/admin/orders${query}`);
  }

  order(orderNumber: string): Locator {
    return this.page.locator(`[data-testid='admin-order'][data-order-number='${orderNumber}']`).filter({ visible: true });
  }

  /** From the list to the order's own page, by its number. */
  async openOrder(orderNumber: string): Promise<void> {
    await this.order(orderNumber).getByRole("link", { name: orderNumber }).click();
    await this.page.waitForURL(`**/admin/orders/${orderNumber}`);
  }

  details(orderNumber: string): Locator {
    return this.order(orderNumber).getByTestId("admin-order-details");
  }

  status(orderNumber: string): Locator {
    return this.order(orderNumber).getByTestId("admin-order-status");
  }

  async confirmPayment(orderNumber: string): Promise<void> {
    await this.order(orderNumber).getByTestId("confirm-payment").click();
    await this.confirmDialog.getByTestId("order-confirm-dialog-confirm").click();
  }

  async openStatusModal(orderNumber: string): Promise<void> {
    await this.order(orderNumber).getByTestId("update-status").click();
  }

  async moveTo(orderNumber: string, status: string): Promise<void> {
    await this.openStatusModal(orderNumber);
    await this.statusDialog.getByTestId("status-select").selectOption(status);
    await this.statusDialog.getByTestId("status-dialog-confirm").click();
  }
}
