import { expect, type Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export type ShippingField = "fullName" | "email" | "address" | "phoneNumber" | "city" | "state" | "postalCode";

export class CheckoutPage extends pageObject(
  {
    form: "checkout-form",
    submit: "checkout-submit",
    total: "order-total",
    subtotal: "order-subtotal",
    tax: "order-tax",
    delivery: "order-delivery",
    promoDiscount: "order-promo-discount",
    promoCode: "promo-code",
    promoApply: "promo-apply",
    promoApplied: "promo-applied",
    lines: "checkout-line",
    saveDetails: "checkout-saveDetails",
    savedAddresses: "checkout-saved-address",
  },
  { visible: false },
) {

  async open(): Promise<void> {
    await this.page.goto("/checkout");
  }

  shippingMethod(id: string): Locator {
    return this.page.getByTestId(`shipping-method-${id}`);
  }

  field(name: ShippingField): Locator {
    return this.page.getByTestId(`checkout-${name}`);
  }

  error(name: ShippingField): Locator {
    return this.page.getByTestId(`checkout-${name}-error`);
  }

  /** Sends the checkout and waits for the payment page that the order leads to. */
  async placeOrder(): Promise<void> {
    await this.submit.click();
    await expect(this.page).toHaveURL(/\/payment$/);
  }

  async fill(values: Partial<Record<ShippingField, string>>): Promise<void> {
    for (const [name, value] of Object.entries(values) as [ShippingField, string][]) {
      if (name === "state") await this.field(name).selectOption(value);
      else await this.field(name).fill(value);
    }
  }
}
