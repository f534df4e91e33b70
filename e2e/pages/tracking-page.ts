import type { Locator, Page } from "@playwright/test";

export type ShippingEditField = "fullName" | "address" | "city" | "state" | "country" | "postalCode" | "phoneNumber";

export class TrackingPage {
  readonly orderId: Locator;
  readonly email: Locator;
  readonly submit: Locator;
  readonly orderIdError: Locator;
  readonly error: Locator;
  readonly details: Locator;
  readonly status: Locator;
  readonly steps: Locator;
  readonly items: Locator;
  readonly editToggle: Locator;
  readonly save: Locator;
  readonly editMessage: Locator;
  readonly shippingCity: Locator;
  readonly shippingAddress: Locator;
  readonly verifyNote: Locator;

  constructor(readonly page: Page) {
    this.orderId = page.getByTestId("tracking-order-id");
    this.email = page.getByTestId("tracking-email");
    this.submit = page.getByTestId("tracking-submit");
    this.orderIdError = page.getByTestId("tracking-order-id-error");
    this.error = page.getByTestId("tracking-error");
    this.details = page.getByTestId("tracking-details");
    this.status = page.getByTestId("tracking-status");
    this.steps = page.getByTestId("timeline-step");
    this.items = page.getByTestId("tracking-item");
    this.editToggle = page.getByTestId("shipping-edit-toggle");
    this.save = page.getByTestId("shipping-save");
    this.editMessage = page.getByTestId("shipping-edit-message");
    this.shippingCity = page.getByTestId("shipping-city");
    this.shippingAddress = page.getByTestId("shipping-address");
    this.verifyNote = page.getByTestId("shipping-verify-note");
  }

  async open(id?: string): Promise<void> {
    await this.page.goto(id ? `/order-tracking?id=${encodeURIComponent(id)}` : "/order-tracking");
  }

  async track(orderId: string, email?: string): Promise<void> {
    await this.orderId.fill(orderId);
    if (email !== undefined) await this.email.fill(email);
    await this.submit.click();
  }

  editField(name: ShippingEditField): Locator {
    return this.page.getByTestId(`shipping-${name}`).filter({ visible: true });
  }

  editError(name: ShippingEditField): Locator {
    return this.page.getByTestId(`shipping-${name}-error`);
  }
}
