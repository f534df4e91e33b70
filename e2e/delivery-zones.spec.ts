import { expect, test, type Browser, type APIRequestContext, type Page } from "@playwright/test";
import { AdminLoginPage } from "./pages/admin-login-page";
import { CheckoutPage } from "./pages/checkout-page";
import { ConfirmationPage } from "./pages/confirmation-page";
import { PaymentPage } from "./pages/payment-page";
import { TrackingPage } from "./pages/tracking-page";
import { addToCart } from "./support/cart";
import { openCheckout, payByBankTransfer, payByTestCard } from "./support/checkout";
import { E2E_ADMIN } from "./support/credentials";

// Delivery priced by the shopper's state, free from a spend, and Paystack's Pay with Transfer
// confirming an order with nobody at the shop pressing Confirm (test mode's sheet plays Paystack).

interface Rate {
  zoneId: string;
  cost: number;
  minDays: number;
  maxDays: number;
}
interface Settings {
  shippingMethods: { id: string; rates: Rate[]; freeAbove: number | null }[];
  paystackChannels: string[];
}

const SHOPPER = { fullName: "Musa Bello", email: "musa@example.com", phoneNumber: "+2348035556666", address: "14 Zoo Road", city: "Kano", state: "Kano" };
const LAGOS = { fullName: "Tolu Adeyemi", email: "tolu@example.com", phoneNumber: "+2348037778888", address: "5 Admiralty Way, Lekki", city: "Lagos", state: "Lagos" };

/** The owner prices Standard by zone (₦3,000 in Lagos to ₦9,000 for the rest of Nigeria, free from ₦50,000) and offers Pay with Transfer. */
function zoned(original: Settings): Settings {
  const prices: Record<string, [number, number, number]> = { lagos: [3000, 1, 2], "south-west": [4500, 2, 3], fct: [6000, 2, 4], rest: [9000, 3, 6] };
  return {
    ...original,
    shippingMethods: original.shippingMethods.map((method) =>
      method.id === "standard"
        ? { ...method, freeAbove: 50000, rates: method.rates.map((rate) => ({ ...rate, cost: prices[rate.zoneId]?.[0] ?? rate.cost, minDays: prices[rate.zoneId]?.[1] ?? rate.minDays, maxDays: prices[rate.zoneId]?.[2] ?? rate.maxDays })) }
        : method,
    ),
    paystackChannels: ["card", "bank_transfer"],
  };
}

let owner: Page;
let original: Settings;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  owner = await browser.newPage();
  const login = new AdminLoginPage(owner);
  await login.open("/admin/settings");
  await login.logIn(E2E_ADMIN);
  await expect(owner).toHaveURL(/\/admin\/settings$/);
  original = (await (await owner.request.get("/api/settings")).json()) as Settings;
  const saved = await owner.request.put("/api/settings", { data: zoned(original) });
  expect(saved.ok()).toBe(true);
});

test.afterAll(async () => {
  // The journeys share one shop: give the next ones the settings they expect.
  expect((await owner.request.put("/api/settings", { data: original })).ok()).toBe(true);
  await owner.close();
});

async function toCheckout(page: Page, request: APIRequestContext, product: string): Promise<CheckoutPage> {
  await addToCart(page, request, product);
  return openCheckout(page);
}

test("a Kano shopper sees the interstate price and estimate as soon as the state is chosen, and the order, confirmation and tracking keep them", async ({ page, request }) => {
  test.slow();
  const checkout = await toCheckout(page, request, "Palm Wine");
  // Before a state: the cheapest zone's price, said as such.
  await expect(page.getByTestId("shipping-price-standard")).toHaveText("from ₦3,000.00");
  await checkout.fill(SHOPPER);
  await expect(page.getByTestId("delivery-options")).toContainText("Delivery to Kano");
  await expect(page.getByTestId("shipping-price-standard")).toHaveText("₦9,000.00");
  await expect(page.getByTestId("shipping-estimate-standard")).toContainText("Delivered in 3–6 working days");
  // Palm Wine Cologne ₦29,500 + tax ₦2,212.50 + interstate Standard ₦9,000.
  await expect(checkout.delivery).toHaveText("₦9,000.00");
  await expect(page.getByTestId("delivery-estimate")).toHaveText("Delivered in 3–6 working days (Rest of Nigeria)");
  await expect(checkout.total).toHaveText("₦40,712.50");
  await checkout.placeOrder();

  const payment = new PaymentPage(page);
  await expect(payment.total).toHaveText("₦40,712.50");
  await expect(page.getByTestId("delivery-estimate")).toHaveText("Delivered in 3–6 working days (Rest of Nigeria)");
  await payByTestCard(page);

  const confirmation = new ConfirmationPage(page);
  await expect(page).toHaveURL(/\/order-confirmation\?id=ORD-[A-Z0-9]{10}/);
  await expect(confirmation.totals.getByTestId("order-delivery")).toHaveText("₦9,000.00");
  await expect(confirmation.totals.getByTestId("delivery-estimate")).toHaveText("Delivered in 3–6 working days (Rest of Nigeria)");
  const tracking = await confirmation.trackOrder();
  await expect(tracking.status).toHaveText("Order Placed");
  await tracking.proveOwner(SHOPPER.email);
  await expect(page.getByTestId("order-delivery")).toHaveText("₦9,000.00");
  await expect(page.getByTestId("delivery-estimate")).toHaveText("Delivered in 3–6 working days (Rest of Nigeria)");
});

test("a Lagos shopper over the free-delivery threshold pays ₦0 delivery, and the manual bank transfer still waits for the owner", async ({ page, request }) => {
  const checkout = await toCheckout(page, request, "Aso Rock");
  await checkout.fill(LAGOS);
  await expect(page.getByTestId("shipping-price-standard")).toHaveText("₦3,000.00");
  // Aso Rock ₦61,000 is over ₦50,000: Standard is free; + tax ₦4,575.
  await expect(checkout.delivery).toHaveText("₦0.00");
  await expect(page.getByTestId("delivery-free")).toHaveText("Free delivery on orders from ₦50,000.00");
  await expect(checkout.total).toHaveText("₦65,575.00");
  await checkout.placeOrder();

  const confirmation = await payByBankTransfer(page, "opay");
  await expect(confirmation.message).toContainText("pending confirmation");
  await expect(confirmation.transferAmount).toHaveText("₦65,575.00");
  await expect(confirmation.totals.getByTestId("order-delivery")).toHaveText("₦0.00");
  await confirmation.track.click();
  await expect(new TrackingPage(page).status).toHaveText("Pending");
});

test("a Paystack transfer confirms the order with no admin step, even when the shopper's page never reports back", async ({ page, request }) => {
  test.slow();
  const checkout = await toCheckout(page, request, "Palm Wine");
  await checkout.fill(LAGOS);
  await expect(checkout.delivery).toHaveText("₦3,000.00");
  await checkout.placeOrder();

  const payment = new PaymentPage(page);
  const placed = page.waitForResponse((response) => response.url().includes("/api/payment/initialize"));
  await payment.payButton.click();
  const orderId = ((await (await placed).json()) as { data: { orderId: string } }).data.orderId;
  await expect(payment.sheet).toBeVisible();
  await payment.sheet.getByTestId("test-sheet-channel-bank_transfer").check();
  await expect(page.getByTestId("test-transfer-account")).toHaveText(/^99\d{8}$/);
  // The shopper's page loses the server after the transfer: only the server can confirm the order now.
  await page.route("**/api/payment/verify/**", (route) => route.abort());
  await page.getByTestId("test-transfer-sent").click();
  await expect(page).toHaveURL(/\/payment-success\?ref=/);

  const tracking = new TrackingPage(page);
  await tracking.open(orderId);
  await expect(tracking.status).toHaveText("Order Placed");
  await expect(page.locator("[data-testid='timeline-step'][data-complete='true']")).toHaveCount(2);
  // The owner's list shows it paid, though nobody confirmed it.
  const orders = (await (await owner.request.get(`/api/orders/all?q=${orderId}`)).json()) as { orders: { orderNumber: string; status: string }[] };
  expect(orders.orders.find((order) => order.orderNumber === orderId)?.status).toBe("Order Placed");
});
