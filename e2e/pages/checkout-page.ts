import type { Locator, Page } from "@playwright/test";

export type ShippingField = "fullName" | "email" | "address" | "phoneNumber" | "city" | "state" | "postalCode";

export class CheckoutPage {
  readonly form: Locator;
  readonly submit: Locator;
  readonly total: Locator;
  readonly subtotal: Locator;
  readonly tax: Locator;
  readonly lines: Locator;
  readonly saveDetails: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("checkout-form");
    this.submit = page.getByTestId("checkout-submit");
    this.total = page.getByTestId("order-total");
    this.subtotal = page.getByTestId("order-subtotal");
    this.tax = page.getByTestId("order-tax");
    this.lines = page.getByTestId("checkout-line");
    this.saveDetails = page.getByTestId("checkout-saveDetails");
  }

  async open(): Promise<void> {
    await this.page.goto("/checkout");
  }

  field(name: ShippingField): Locator {
    return this.page.getByTestId(`checkout-${name}`);
  }

  error(name: ShippingField): Locator {
    return this.page.getByTestId(`checkout-${name}-error`);
  }

  async fill(values: Partial<Record<ShippingField, string>>): Promise<void> {
    for (const [name, value] of Object.entries(values) as [ShippingField, string][]) {
      if (name === "state") await this.field(name).selectOption(value);
      else await this.field(name).fill(value);
    }
  }
}
