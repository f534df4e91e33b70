import { expect, test, type Page } from "@playwright/test";
import { AdminCustomersPage } from "./pages/admin-customers-page";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminOrderPage } from "./pages/admin-order-page";
import { AdminOrdersPage } from "./pages/admin-orders-page";
import { giveKeyAgain } from "./pages/step-up-dialog-page";
import { createJourneyAdmin } from "./support/admin-accounts";
import { findProduct, placeBankOrder } from "./support/catalog-api";

async function signIn(page: Page, admin: { email: string; password: string; securityKey: string }, from: string): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.open(from);
  await login.logIn(admin);
  await expect(page).toHaveURL(new RegExp(`${from.replace(/\//g, "\\/")}$`));
}

test("owner: finds a guest buyer among the customers, opens their order, notes a call, records the transfer refunded with a unit back in stock, and sees it all on the customer", async ({ page, request }) => {
  const admin = await createJourneyAdmin("customers");
  const email = `ngozi-${Date.now()}@example.com`;
  const product = await findProduct(request, "oud");
  const orderNumber = await placeBankOrder(request, product, email);

  await signIn(page, admin, "/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const customers = new AdminCustomersPage(page);
  await customers.find(email.slice(0, 12));
  await expect(customers.row(email)).toContainText("Ngozi Adeyemi");
  await expect(customers.row(email)).toContainText("Guest");
  await expect(customers.row(email).getByTestId("customer-orders")).toHaveText("1");
  await expect(customers.row(email).getByTestId("customer-spent")).toHaveText("₦0.00");

  // The transfer arrives: the owner confirms it from the orders list.
  const orders = new AdminOrdersPage(page);
  await orders.open(`?q=${orderNumber}`);
  await orders.confirmPayment(orderNumber);
  await expect(orders.status(orderNumber)).toHaveText("Order Placed");

  await customers.open();
  await customers.find(email.slice(0, 12));
  const total = (await customers.row(email).getByTestId("customer-spent").textContent()) ?? "";
  expect(total).not.toBe("₦0.00");
  await customers.openCustomer(email);
  await expect(customers.detail).toContainText(email);
  await expect(customers.orders).toHaveCount(1);
  await expect(customers.detail).toContainText("A guest has no saved addresses.");
  await customers.orders.getByRole("link", { name: orderNumber }).click();
  await page.waitForURL(`**/admin/orders/${orderNumber}`);

  const order = new AdminOrderPage(page);
  await order.addNote("Called Ngozi: she cancelled, refunding by transfer.");
  await expect(order.notes).toHaveCount(1);
  await expect(order.notes).toContainText(`${admin.name} (${admin.email})`);

  const amount = total.replace(/[₦,]/g, "");
  await order.recordTransferRefund(amount, "FT26112900017", "2026-11-29", 1);
  // Above the owner's refund limit (₦100,000 by default) the key is asked for again.
  await giveKeyAgain(page, admin.securityKey);
  await expect(order.refunds).toHaveCount(1);
  await expect(order.refunds.first()).toHaveAttribute("data-state", "processed");
  await expect(order.refunds.first()).toContainText("ref FT26112900017");
  await expect(order.refunds.first()).toContainText("Back to stock: 1 ×");
  await expect(order.refundTotal).toContainText(`Refunded: ${total}`);
  await expect(order.refundBadge).toContainText("Refunded");
  await expect(order.refundOpen).toHaveCount(0);

  await customers.open();
  await customers.find(email.slice(0, 12));
  await expect(customers.row(email).getByTestId("customer-spent")).toHaveText("₦0.00");
});
