import { expect, type Page } from "@playwright/test";
import { CartPage } from "../pages/cart-page";
import { CheckoutPage } from "../pages/checkout-page";
import { ConfirmationPage } from "../pages/confirmation-page";
import { PaymentPage } from "../pages/payment-page";

/** From the cart's page to checkout, with what is in the cart now. */
export async function openCheckout(page: Page): Promise<CheckoutPage> {
  const cart = new CartPage(page);
  await cart.open();
  await cart.checkout.click();
  await expect(page).toHaveURL(/\/checkout$/);
  return new CheckoutPage(page);
}

/** On the payment page: bank transfer to one of the shop's accounts, then on to the confirmation. */
export async function payByBankTransfer(page: Page, account: "opay" | "moniepoint"): Promise<ConfirmationPage> {
  const payment = new PaymentPage(page);
  await payment.method.selectOption("bank");
  await payment.bankAccount(account).check();
  await payment.bankDone.click();
  return new ConfirmationPage(page);
}

/** On the payment page: the test-mode card sheet with a card that pays. */
export async function payByTestCard(page: Page): Promise<void> {
  const payment = new PaymentPage(page);
  await payment.payButton.click();
  await payment.testCard("cardNumber").fill("4084084084084081");
  await payment.testCard("expiry").fill(`12/${String((new Date().getFullYear() + 1) % 100).padStart(2, "0")}`);
  await payment.testCard("cvv").fill("408");
  await payment.testCardPay.click();
}
