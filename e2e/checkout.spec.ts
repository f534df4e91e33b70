import { expect, test, type Page } from "@playwright/test";
import { CartPage } from "./pages/cart-page";
import { CheckoutPage } from "./pages/checkout-page";
import { ConfirmationPage } from "./pages/confirmation-page";
import { PaymentPage } from "./pages/payment-page";
import { TrackingPage } from "./pages/tracking-page";
import { mailedToken } from "./support/mail";
import { addToCart } from "./support/cart";
import { openCheckout, payByBankTransfer } from "./support/checkout";

const SHOPPER = {
  fullName: "Chiamaka Eze",
  email: "chiamaka@example.com",
  phoneNumber: "+2348031112222",
  address: "7 Bourdillon Road, Ikoyi",
  city: "Lagos",
  state: "Lagos",
};

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");

async function checkOut(page: Page, shopper = SHOPPER): Promise<void> {
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await expect(checkout.total).not.toHaveText("…");
  await checkout.fill(shopper);
  await checkout.placeOrder();
}

test.describe("checkout, payment and tracking", () => {
  test("card in test mode: cart → checkout with live messages → test card → success → confirmation → tracking shows Order Placed", async ({ page, request }) => {
    // The longest journey: eight pages, the first visits of which compile under E2E_DEV.
    test.slow();
    // Palm Wine Cologne: ₦29,500 + 7.5% tax + ₦5,000 Standard Shipping (the first method, chosen to start with) = ₦36,712.50.
    await addToCart(page, request, "Palm Wine");
    const checkout = await openCheckout(page);
    await expect(checkout.lines).toHaveCount(1);
    await expect(checkout.subtotal).toHaveText("₦29,500.00");
    await expect(checkout.tax).toHaveText("₦2,212.50");
    await expect(checkout.delivery).toHaveText("₦5,000.00");
    await expect(checkout.total).toHaveText("₦36,712.50");

    await checkout.submit.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.error("fullName")).toHaveText("Full Name is required");
    await expect(checkout.error("email")).toHaveText("Email is required");
    await expect(checkout.error("address")).toHaveText("Address is required");
    await expect(checkout.error("city")).toHaveText("City is required");
    await expect(checkout.error("state")).toHaveText("State is required");
    await expect(checkout.error("postalCode")).toHaveCount(0);

    await checkout.field("email").fill("chiamaka@");
    await expect(checkout.error("email")).toHaveText("Invalid email format");
    await checkout.fill(SHOPPER);
    for (const field of ["fullName", "email", "address", "city", "state"] as const) await expect(checkout.error(field)).toHaveCount(0);
    await checkout.field("city").fill("");
    await expect(checkout.error("city")).toHaveText("City is required");
    await checkout.field("city").fill("Lagos");
    await expect(checkout.error("city")).toHaveCount(0);
    await checkout.placeOrder();

    const payment = new PaymentPage(page);
    await expect(payment.total).toHaveText("₦36,712.50");
    await expect(payment.testModeBanner).toHaveText("Test mode — no real card is charged");
    await expect(payment.payButton).toHaveText("Pay ₦36,712.50");
    await payment.payButton.click();
    await expect(payment.sheet).toBeVisible();
    await expect(payment.sheet.getByTestId("test-mode-label")).toHaveText("Test mode — no real card is charged");

    await payment.testCardPay.click();
    await expect(payment.testCardError("cardNumber")).toHaveText("Card number is required");
    await expect(payment.testCardError("expiry")).toHaveText("Expiry date is required");
    await expect(payment.testCardError("cvv")).toHaveText("CVV is required");
    await payment.testCard("cardNumber").fill("3782 8224 6310 0051");
    await expect(payment.testCardError("cardNumber")).toHaveText("Only Mastercard, Visa, or Verve cards are accepted");
    await payment.testCard("expiry").fill("13/30");
    await expect(payment.testCardError("expiry")).toHaveText("Invalid month");
    await payment.testCard("cardNumber").fill("4084084084084081");
    await payment.testCard("expiry").fill(`12/${nextYear}`);
    await payment.testCard("cvv").fill("408");
    await expect(payment.testCardError("cardNumber")).toHaveCount(0);
    await payment.testCardPay.click();

    const confirmation = new ConfirmationPage(page);
    await expect(page).toHaveURL(/\/payment-success\?ref=/);
    await expect(confirmation.verification).toHaveText("✅ Payment successful! Redirecting...");
    await expect(page).toHaveURL(/\/order-confirmation\?id=ORD-[A-Z0-9]{10}&fullName=Chiamaka/);
    await expect(confirmation.message).toContainText("placed successfully");
    const orderId = (await confirmation.orderId.textContent())?.trim() ?? "";
    expect(orderId).toMatch(/^ORD-[A-Z0-9]{10}$/);

    // The cart was emptied by the successful payment.
    await page.goto("/cart");
    await expect(new CartPage(page).empty).toBeVisible();

    await page.goto(`/order-confirmation?id=${orderId}&fullName=Chiamaka%20Eze&method=card`);
    const tracking = await confirmation.trackOrder();
    await expect(page).toHaveURL(new RegExp(`/order-tracking\\?id=${orderId}$`));
    await expect(tracking.status).toHaveText("Order Placed");
    await expect(page.locator("[data-testid='timeline-step'][data-complete='true']")).toHaveCount(2);
    // The number alone shows progress only: the items wait for the order's e-mail.
    await expect(tracking.items).toHaveCount(0);
    await tracking.proveOwner(SHOPPER.email);
    await expect(tracking.items).toHaveCount(1);
    await expect(tracking.items.first()).toContainText("Palm Wine Cologne");
  });

  test("bank transfer: confirmation shows the account, amount and order ID; tracking shows Pending", async ({ page, request }) => {
    await addToCart(page, request, "Aso Rock");
    await checkOut(page);

    const payment = new PaymentPage(page);
    await payment.method.selectOption("bank");
    await expect(payment.bankRequired).toHaveText("Please select a bank account");
    await expect(payment.bankDone).toBeDisabled();
    await payment.bankAccount("moniepoint").check();
    await expect(payment.bankRequired).toHaveCount(0);
    await expect(payment.bankDone).toBeEnabled();
    await payment.bankDone.click();

    const confirmation = new ConfirmationPage(page);
    await expect(page).toHaveURL(/\/order-confirmation\?id=ORD-[A-Z0-9]{10}&fullName=Chiamaka\+Eze&method=bank/);
    await expect(confirmation.message).toContainText("pending confirmation");
    const orderId = (await confirmation.orderId.textContent())?.trim() ?? "";
    // Aso Rock: ₦61,000 + 7.5% + ₦5,000 Standard Shipping = ₦70,575.
    await expect(confirmation.transferAmount).toHaveText("₦70,575.00");
    await expect(confirmation.deadline).toContainText("(Lagos time)");
    await expect(confirmation.transferAccountNumber).toHaveText(/^\d{10}$/);
    await expect(page.getByTestId("transfer-bank")).toHaveText("Moniepoint MFB");
    await expect(confirmation.transferReference).toHaveText(orderId);

    const tracking = await confirmation.trackOrder();
    await expect(tracking.status).toHaveText("Pending");
    await expect(page.getByTestId("timeline-step").first()).toContainText("Your payment is awaiting confirmation");
    await expect(page.locator("[data-testid='timeline-step'][data-complete='true']")).toHaveCount(1);
  });

  test("the owner edits the shipping details on the tracking page; a stranger cannot", async ({ page, request }) => {
    await addToCart(page, request, "White Cotton");
    await checkOut(page);
    const confirmation = await payByBankTransfer(page, "opay");
    await expect(confirmation.orderId).toHaveText(/^ORD-/);
    const orderId = (await confirmation.orderId.textContent())?.trim() ?? "";

    const tracking = new TrackingPage(page);
    await tracking.open();
    await tracking.track("ORD-123");
    await expect(tracking.orderIdError).toHaveText("Order ID must be in format ORD-xxx (e.g., ORD-HHGVV3TQRQ)");
    await tracking.track(orderId, "stranger@example.com");
    await expect(tracking.error).toContainText("Order not found. Please check your Order ID and/or email.");
    await expect(tracking.error.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact-us");

    await tracking.track(orderId, "");
    await expect(tracking.status).toHaveText("Pending");
    await expect(tracking.verifyNote).toBeVisible();
    await expect(tracking.estimatedDelivery).toBeVisible();
    await expect(tracking.editToggle).toHaveCount(0);
    await expect(tracking.items).toHaveCount(0);
    await expect(page.getByText(SHOPPER.fullName)).toHaveCount(0);

    await tracking.track(orderId, SHOPPER.email);
    await expect(tracking.shippingAddress).toHaveText(SHOPPER.address);
    await tracking.editToggle.click();
    await expect(tracking.editToggle).toHaveText("Cancel");
    await tracking.editField("city").fill("");
    await expect(tracking.editError("city")).toHaveText("City is required");
    // Within Lagos: a move to another zone would change the delivery price, and is refused.
    await tracking.editField("city").fill("Ikeja");
    await tracking.editField("postalCode").fill("900");
    await expect(tracking.editError("postalCode")).toHaveText("Invalid postal code");
    await tracking.editField("postalCode").fill("90001");
    await expect(tracking.editError("postalCode")).toHaveCount(0);
    await tracking.save.click();
    // Nothing changes until the link mailed to the order's e-mail is followed.
    await expect(tracking.editMessage).toContainText(/^We sent a link to confirm this change to \w\*\*\*@/);
    await expect(tracking.shippingCity).toHaveText(SHOPPER.city);

    await page.goto(`/order-tracking/confirm?token=${encodeURIComponent(await mailedToken("shipping-change-confirm", SHOPPER.email))}`);
    await page.getByTestId("shipping-confirm").click();
    await expect(page.getByTestId("shipping-confirmed")).toContainText("Shipping information updated successfully!");
    await expect(page.getByTestId("shipping-confirmed")).toContainText("Ikeja");
    await page.getByRole("link", { name: "Track this order" }).click();
    await tracking.proveOwner(SHOPPER.email);
    await expect(tracking.shippingCity).toHaveText("Ikeja");
  });

  test("payment without checkout data and confirmation without order data say so", async ({ page }) => {
    const payment = new PaymentPage(page);
    await payment.open();
    await expect(payment.invalid).toContainText("Invalid checkout data.");
    await expect(payment.invalid.getByRole("link")).toHaveAttribute("href", "/cart");
    await page.goto("/order-confirmation?id=ORD-ABCDEFGHIJ");
    await expect(new ConfirmationPage(page).invalid).toContainText("Invalid order data.");
    await page.goto("/checkout");
    await expect(page.getByTestId("cart-empty")).toContainText("Your cart is empty.");
  });
});
