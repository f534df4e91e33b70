import { expect, test, type Page } from "@playwright/test";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminPromotionsPage } from "./pages/admin-promotions-page";
import { AdminSettingsPage } from "./pages/admin-settings-page";
import { ConfirmationPage } from "./pages/confirmation-page";
import { PaymentPage } from "./pages/payment-page";
import { addToCart } from "./support/cart";
import { E2E_ADMIN } from "./support/credentials";
import { openCheckout } from "./support/checkout";

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, "0");
const lagosDay = (offsetDays: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(new Date(Date.now() + offsetDays * 86_400_000));

async function logInAsAdmin(page: Page, from: string): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.open(from);
  await login.logIn(E2E_ADMIN);
  await expect(page).toHaveURL(new RegExp(`${from.replace(/\//g, "\\/")}$`));
}

test("settings drive checkout: Express at ₦15,000, a 10% code and bank transfer off → the shopper's summary, confirmation and tracking show them, and no bank transfer is offered", async ({ page, browser, request }) => {
  test.slow();
  await logInAsAdmin(page, "/admin/settings");
  const original = await (await page.request.get("/api/settings")).json();
  try {
    // The owner: shipping and payment settings.
    const settings = new AdminSettingsPage(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipping & Payment Settings");
    const express = await settings.shippingRow("Express Shipping");
    await express.getByTestId("settings-shipping-name").fill("");
    const expressInLagos = express.locator("[data-zone='lagos']").getByTestId("settings-shipping-cost");
    await expressInLagos.fill("-1");
    await settings.save.click();
    await expect(settings.form).toContainText("Shipping method name is required");
    await expect(settings.form).toContainText("Cost must be non-negative");
    await express.getByTestId("settings-shipping-name").fill("Express Shipping");
    await expressInLagos.fill("15000");
    await settings.paymentEnabled("bank").uncheck();
    await settings.save.click();
    await expect(settings.successToast).toHaveText("Settings updated successfully!");
    const saved = await (await page.request.get("/api/settings")).json();
    expect(saved.shippingMethods).toContainEqual(expect.objectContaining({ id: "express", name: "Express Shipping", cost: 15000 }));
    expect(saved.paymentMethods).toContainEqual({ id: "bank", name: "Bank transfer", enabled: false });

    // The owner: a 10% code, reached from the admin menu.
    await page.getByTestId("admin-nav-promotions").click();
    await expect(page).toHaveURL(/\/admin\/promotions$/);
    const promotions = new AdminPromotionsPage(page);
    const code = `JOURNEY${Date.now().toString(36).toUpperCase()}`;
    await promotions.submit.click();
    await expect(promotions.form).toContainText("Promotion name is required");
    await expect(promotions.form).toContainText("Discount must be between 1 and 100");
    await promotions.fill({ name: "Journey ten", code, discount: "10", startDate: lagosDay(0), endDate: lagosDay(30) });
    await promotions.submit.click();
    await expect(promotions.successToast).toHaveText("Promotion added successfully!");
    await expect(promotions.item(code)).toContainText("10% off");

    // The shopper, in another browser: Express and the code typed in lower case.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    try {
      await addToCart(shopper, request, "Palm Wine");
      const checkout = await openCheckout(shopper);
      await expect(checkout.delivery).toHaveText("₦5,000.00");
      await checkout.shippingMethod("express").check();
      await expect(checkout.delivery).toHaveText("₦15,000.00");
      await checkout.promoCode.fill(`  ${code.toLowerCase()} `);
      await checkout.promoApply.click();
      await expect(checkout.promoApplied).toContainText(`Code ${code} applied`);
      // Palm Wine Cologne ₦29,500 − 10% (₦2,950) + tax ₦2,212.50 + Express ₦15,000.
      await expect(checkout.promoDiscount).toHaveText("−₦2,950.00");
      await expect(checkout.total).toHaveText("₦43,762.50");
      await checkout.fill({ fullName: "Ngozi Obi", email: "ngozi@example.com", phoneNumber: "+2348035550000", address: "3 Awolowo Road, Ikoyi", city: "Lagos", state: "Lagos" });
      await checkout.placeOrder();

      const payment = new PaymentPage(shopper);
      await expect(payment.total).toHaveText("₦43,762.50");
      await expect(shopper.getByTestId("order-delivery")).toHaveText("₦15,000.00");
      await expect(shopper.getByTestId("order-promo-discount")).toHaveText("−₦2,950.00");
      // Bank transfer is off; a Lagos order under the seed's cap may still be paid at the door.
      await expect(payment.method.locator("option")).toHaveText(["Card", "Pay on delivery"]);
      await expect(payment.method.locator("option[value='bank']")).toHaveCount(0);
      await payment.payButton.click();
      await payment.testCard("cardNumber").fill("4084084084084081");
      await payment.testCard("expiry").fill(`12/${nextYear}`);
      await payment.testCard("cvv").fill("408");
      await payment.testCardPay.click();

      const confirmation = new ConfirmationPage(shopper);
      await expect(shopper).toHaveURL(/\/order-confirmation\?id=ORD-[A-Z0-9]{10}/);
      await expect(confirmation.totals.getByTestId("order-delivery")).toHaveText("₦15,000.00");
      await expect(confirmation.totals).toContainText("Delivery (Express Shipping)");
      await expect(confirmation.totals.getByTestId("order-promo-discount")).toHaveText("−₦2,950.00");
      await expect(confirmation.totals.getByTestId("order-total")).toHaveText("₦43,762.50");

      const tracking = await confirmation.trackOrder();
      await expect(tracking.status).toHaveText("Order Placed");
      await tracking.proveOwner("ngozi@example.com");
      await expect(shopper.getByTestId("order-delivery")).toHaveText("₦15,000.00");
      await expect(shopper.getByTestId("order-promo-discount")).toHaveText("−₦2,950.00");
      await expect(shopper.getByTestId("tracking-total")).toHaveText("₦43,762.50");
    } finally {
      await shopperContext.close();
    }
  } finally {
    // The journeys share one shop: give the next ones the settings they expect.
    expect((await page.request.put("/api/settings", { data: original })).ok()).toBe(true);
  }
});
