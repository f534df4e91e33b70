import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export type ShippingEditField = "fullName" | "address" | "city" | "state" | "country" | "postalCode" | "phoneNumber";

export class TrackingPage extends pageObject({ orderId: "tracking-order-id", email: "tracking-email", submit: "tracking-submit", orderIdError: "tracking-order-id-error", error: "tracking-error", details: "tracking-details", status: "tracking-status", steps: "timeline-step", items: "tracking-item", editToggle: "shipping-edit-toggle", save: "shipping-save", editMessage: "shipping-edit-message", shippingCity: "shipping-city", shippingAddress: "shipping-address", verifyNote: "shipping-verify-note", estimatedDelivery: "tracking-estimated-delivery" }, { visible: false }) {

  async open(id?: string): Promise<void> {
    await this.page.goto(id ? `/order-tracking?id=${encodeURIComponent(id)}` : "/order-tracking");
  }

  async track(orderId: string, email?: string): Promise<void> {
    await this.orderId.fill(orderId);
    if (email !== undefined) await this.email.fill(email);
    await this.submit.click();
  }

  /** Tracks the order on screen again with its e-mail: its items, totals and address show only then. */
  async proveOwner(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
    await this.items.first().waitFor();
  }

  editField(name: ShippingEditField): Locator {
    return this.page.getByTestId(`shipping-${name}`).filter({ visible: true });
  }

  editError(name: ShippingEditField): Locator {
    return this.page.getByTestId(`shipping-${name}-error`);
  }
}
