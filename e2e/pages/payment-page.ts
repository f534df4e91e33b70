import type { Locator } from "@playwright/test";
import { pageObject } from "./page-object";

export class PaymentPage extends pageObject({ method: "payment-method", payButton: "pay-button", testModeBanner: "test-mode-banner", bankDone: "bank-done", bankRequired: "bank-account-required", invalid: "payment-invalid", total: "order-total", error: "payment-error", sheet: "test-card-sheet" }, { visible: false }) {

  async open(): Promise<void> {
    await this.page.goto("/payment");
  }

  bankAccount(id: string): Locator {
    return this.page.getByTestId(`bank-account-${id}`);
  }

  testCard(field: "cardNumber" | "expiry" | "cvv"): Locator {
    return this.page.getByTestId(`test-card-${field}`);
  }

  testCardError(field: "cardNumber" | "expiry" | "cvv"): Locator {
    return this.page.getByTestId(`test-card-${field}-error`);
  }

  get testCardPay(): Locator {
    return this.page.getByTestId("test-card-pay");
  }

  get testCardClose(): Locator {
    return this.page.getByTestId("test-card-close");
  }
}
