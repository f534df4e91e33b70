import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { bankOrderBody } from "../scripts/lib/bank-order";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminOrdersPage } from "./pages/admin-orders-page";
import { CheckoutPage } from "./pages/checkout-page";
import { ConfirmationPage } from "./pages/confirmation-page";
import { PaymentPage } from "./pages/payment-page";
import { createJourneyAdmin, type JourneyAdmin } from "./support/admin-accounts";
import { addToCart } from "./support/cart";
import { openCheckout } from "./support/checkout";
import { findProduct, type ApiProduct } from "./support/catalog-api";

const LAGOS_SHOPPER = {
  fullName: "Tunde Bakare",
  email: `tunde-${Date.now()}@example.com`,
  phoneNumber: "+2348034445555",
  address: "21 Herbert Macaulay Way, Yaba",
  city: "Lagos",
  state: "Lagos",
};

async function signIn(page: Page, admin: JourneyAdmin, from: string): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.open(from);
  await login.logIn(admin);
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[/?]/g, "\\$&")}$`));
}

/** The product's units on the shelf now, read past every cache as the cart reads them. */
async function shelfStock(request: APIRequestContext, product: ApiProduct): Promise<number> {
  const answer = await request.post("/api/cart/stock", { data: { ids: [product._id] } });
  return ((await answer.json()) as { stock: Record<string, number> }).stock[product._id] ?? Number.NaN;
}

test("a Lagos shopper pays on delivery, and the owner records the cash: the unit stays sold", async ({ page, request }) => {
  test.slow();
  const product = await findProduct(request, "Palm Wine");
  const before = await shelfStock(request, product);
  await addToCart(page, request, "Palm Wine");
  const checkout: CheckoutPage = await openCheckout(page);
  await expect(checkout.total).not.toHaveText("…");
  await checkout.fill(LAGOS_SHOPPER);
  await checkout.placeOrder();

  const payment = new PaymentPage(page);
  await payment.method.selectOption("pay_on_delivery");
  await expect(page.getByTestId("pay-on-delivery")).toContainText("when your order arrives");
  await page.getByTestId("pay-on-delivery-place").click();

  const confirmation = new ConfirmationPage(page);
  await expect(confirmation.message).toContainText("You pay");
  await expect(confirmation.message).toContainText("when it arrives");
  await expect(page.getByTestId("order-whatsapp")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
  const orderNumber = (await confirmation.orderId.textContent())?.trim() ?? "";
  expect(orderNumber).toMatch(/^ORD-/);
  expect(await shelfStock(request, product)).toBe(before - 1);

  const admin = await createJourneyAdmin("pay-on-delivery");
  await signIn(page, admin, `/admin/orders/${orderNumber}`);
  await expect(page.getByTestId("admin-order-door")).toContainText("to collect on delivery");
  // It goes out before its money: packed, then shipped, still unpaid and still holding its unit.
  const orders = new AdminOrdersPage(page);
  await orders.moveTo(orderNumber, "Processing");
  await expect(orders.status(orderNumber)).toHaveText("Processing");
  await orders.moveTo(orderNumber, "Shipped");
  await expect(orders.status(orderNumber)).toHaveText("Shipped");
  expect(await shelfStock(request, product)).toBe(before - 1);
  await page.getByTestId("door-outcome").click();
  const dialog = page.getByTestId("door-dialog");
  await dialog.getByTestId("door-how").selectOption("cash");
  await dialog.getByTestId("door-dialog-confirm").click();
  await expect(page.getByText("Payment on delivery recorded")).toBeVisible();
  await expect(page.getByTestId("admin-order-door")).toHaveText(/Paid on delivery: Cash/);
  expect(await shelfStock(request, product)).toBe(before - 1);
});

test("a buyer refuses at the door: the owner records why, and the unit is back on sale", async ({ page, request }) => {
  const product = await findProduct(request, "oud");
  const before = await shelfStock(request, product);
  const body = { ...bankOrderBody(product, `refuses-${Date.now()}@example.com`), method: "pay_on_delivery" };
  const placed = await request.post("/api/payment/initialize", { data: body });
  expect(placed.status()).toBe(200);
  const orderNumber = ((await placed.json()) as { data: { orderId: string } }).data.orderId;
  expect(await shelfStock(request, product)).toBe(before - 1);

  const admin = await createJourneyAdmin("refused-at-door");
  await signIn(page, admin, `/admin/orders/${orderNumber}`);
  await page.getByTestId("door-outcome").click();
  const dialog = page.getByTestId("door-dialog");
  await dialog.getByTestId("door-refused").check();
  await dialog.getByTestId("door-reason").fill("Said the scent was not what they expected");
  await dialog.getByTestId("door-dialog-confirm").click();
  await expect(page.getByText("Refusal recorded; the stock is back on sale")).toBeVisible();
  await expect(page.getByTestId("admin-order-door")).toHaveText(/Refused at the door: Said the scent was not what they expected/);
  expect(await shelfStock(request, product)).toBe(before);
});
