import type { Locator, Page } from "@playwright/test";

export class ConfirmationPage {
  readonly verification: Locator;
  readonly root: Locator;
  readonly orderId: Locator;
  readonly message: Locator;
  readonly transfer: Locator;
  readonly transferAmount: Locator;
  readonly transferAccountNumber: Locator;
  readonly transferReference: Locator;
  readonly track: Locator;
  readonly invalid: Locator;

  constructor(readonly page: Page) {
    this.verification = page.getByTestId("payment-verification");
    this.root = page.getByTestId("order-confirmation");
    this.orderId = page.getByTestId("confirmation-order-id");
    this.message = page.getByTestId("confirmation-message");
    this.transfer = page.getByTestId("transfer-details");
    this.transferAmount = page.getByTestId("transfer-amount");
    this.transferAccountNumber = page.getByTestId("transfer-account-number");
    this.transferReference = page.getByTestId("transfer-reference");
    this.track = page.getByTestId("confirmation-track");
    this.invalid = page.getByTestId("confirmation-invalid");
  }
}
