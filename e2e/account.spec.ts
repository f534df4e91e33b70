import { expect, test } from "@playwright/test";
import { AccountPage } from "./pages/account-page";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AuthModalPage } from "./pages/auth-modal-page";
import { CheckoutPage } from "./pages/checkout-page";
import { TrackingPage } from "./pages/tracking-page";
import { addToCart } from "./support/cart";
import { E2E_ADMIN } from "./support/credentials";
import { payByBankTransfer } from "./support/checkout";

const HOME = { fullName: "Ngozi Adeyemi", phoneNumber: "08035556666", address: "4 Kofo Abayomi Street, Victoria Island", city: "Lagos", state: "Lagos", postalCode: "101241" };

test("a customer signs up, saves an address, orders with it while signed in, sees the order in /account and follows its tracking link", async ({ page, request }) => {
  // Seven pages, the first visits of which compile under E2E_DEV.
  test.slow();
  const auth = new AuthModalPage(page);
  const account = new AccountPage(page);
  const email = `ngozi.${Date.now()}@example.com`;

  // A visitor at /account gets the login modal; signing up comes back to the account.
  await account.open();
  await expect(auth.modal).toBeVisible();
  await auth.signUp("Ngozi Adeyemi", email, "secret-123");
  await expect(page).toHaveURL(/\/account$/);
  await expect(account.view).toBeVisible();
  await expect(account.ordersEmpty).toBeVisible();

  await account.addAddress.click();
  await expect(account.makeDefault).toBeChecked();
  await account.fillAddress(HOME);
  await account.saveAddress.click();
  await expect(account.notice).toHaveText("Address saved.");
  await expect(account.addresses).toHaveCount(1);
  await expect(account.addresses.first()).toContainText("4 Kofo Abayomi Street");
  await expect(account.addresses.first()).toHaveAttribute("data-default", "true");

  // The navbar's account entry leads here.
  await page.goto("/shop");
  await auth.accountName.click();
  await expect(page).toHaveURL(/\/account$/);

  // Checkout offers the saved address, preselected, with the account's e-mail.
  await addToCart(page, request, "Palm Wine");
  const checkout = new CheckoutPage(page);
  await checkout.open();
  await expect(checkout.savedAddresses).toHaveCount(1);
  await expect(checkout.savedAddresses.first().getByRole("radio")).toBeChecked();
  await expect(checkout.field("fullName")).toHaveValue(HOME.fullName);
  await expect(checkout.field("address")).toHaveValue(HOME.address);
  await expect(checkout.field("state")).toHaveValue("Lagos");
  await expect(checkout.field("email")).toHaveValue(email);
  await expect(checkout.total).not.toHaveText("…");
  await checkout.placeOrder();

  const confirmation = await payByBankTransfer(page, "moniepoint");
  await expect(confirmation.orderId).toHaveText(/ORD-[A-Z0-9]{10}/);
  const orderNumber = (await confirmation.orderId.textContent())?.trim() ?? "";

  await account.open();
  await expect(account.orders).toHaveCount(1);
  const order = account.order(orderNumber);
  await expect(order).toContainText("Pending");
  await expect(order).toContainText("₦");
  await account.trackingLink(orderNumber).click();
  await expect(page).toHaveURL(new RegExp(`/order-tracking\\?id=${orderNumber}$`));
  await expect(new TrackingPage(page).status).toHaveText("Pending");

  await account.open();
  await account.signOut.click();
  await expect(page).toHaveURL(/\/$/);
  await account.open();
  await expect(account.signIn).toBeVisible();
});

test("the admin's session is the shop's: /account sends it to /admin", async ({ page }) => {
  const login = new AdminLoginPage(page);
  await login.open();
  await login.logIn(E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/admin$/);
});
