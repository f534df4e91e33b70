import type { Locator, Page } from "@playwright/test";

export class PaymentPage {
  readonly method: Locator;
  readonly payButton: Locator;
  readonly testModeBanner: Locator;
  readonly bankDone: Locator;
  readonly bankRequired: Locator;
  readonly invalid: Locator;
  readonly total: Locator;
  readonly error: Locator;
  readonly sheet: Locator;

  constructor(readonly page: Page) {
    this.method = page.getByTestId("payment-method");
    this.payButton = page.getByTestId("pay-button");
    this.testModeBanner = page.getByTestId("test-mode-banner");
    this.bankDone = page.getByTestId("bank-done");
    this.bankRequired = page.getByTestId("bank-account-required");
    this.invalid = page.getByTestId("payment-invalid");
    this.total = page.getByTestId("order-total");
    this.error = page.getByTestId("payment-error");
    this.sheet = page.getByTestId("test-card-sheet");
  }

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
