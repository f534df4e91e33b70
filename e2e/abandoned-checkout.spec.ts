import { expect, test } from "@playwright/test";
import { PaymentPage } from "./pages/payment-page";
import { addToCart } from "./support/cart";
import { openCheckout, payByTestCard } from "./support/checkout";
import { withShopDatabase } from "./support/shop-database";

/** The server's sweep runs every minute: wait for it to record what we look for. */
async function eventually<T>(read: () => Promise<T | null | undefined>, what: string): Promise<T> {
  for (let tries = 0; tries < 60; tries += 1) {
    const found = await read();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

test("a shopper leaves a checkout at the payment page, gets the reminder, follows it on another device and pays, and the order counts as recovered", async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const email = `tolu.${Date.now()}@example.com`;
  await addToCart(page, request, "Palm Wine");
  const checkout = await openCheckout(page);
  await expect(page.locator("#checkout-email-hint")).toContainText("we may e-mail you a reminder");
  await checkout.fill({ fullName: "Tolu Adebayo", email, phoneNumber: "+2348037778888", address: "3 Awolowo Road", city: "Ikoyi", state: "Lagos" });
  await checkout.placeOrder();
  await expect(new PaymentPage(page).total).toBeVisible();
  // The shopper leaves. An hour later (played by ageing the checkout), the sweep sends the reminder.
  await withShopDatabase((db) => db.collection("checkoutdrafts").updateOne({ "contact.email": email }, { $set: { updatedAt: new Date(Date.now() - 2 * 60 * 60 * 1000) } }));
  const reminder = await eventually(
    () => withShopDatabase((db) => db.collection("mailmessages").findOne({ kind: "checkout-reminder", to: email })),
    "the reminder in the outbox",
  );
  const { returnToken } = reminder.data as { returnToken: string };

  // On a phone with an empty cart, the link brings the bag and the details back at today's prices.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto(`/checkout/return/${encodeURIComponent(returnToken)}`);
  await expect(other.getByTestId("checkout-return-lines")).toContainText("Palm Wine");
  await other.getByTestId("checkout-return-continue").click();
  await expect(other).toHaveURL(/\/checkout$/);
  await expect(other.getByTestId("checkout-email")).toHaveValue(email);
  await expect(other.getByTestId("checkout-line")).toHaveCount(1);
  await expect(async () => {
    await other.getByTestId("checkout-submit").click();
    await expect(other).toHaveURL(/\/payment$/, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await payByTestCard(other);
  await expect(other).toHaveURL(/\/payment-success|\/order-confirmation/);

  const recovered = await eventually(
    () => withShopDatabase((db) => db.collection("abandonedcheckouts").findOne({ email, "recovered.orderNumber": { $exists: true } })),
    "the checkout counted as recovered",
  );
  expect(recovered.reminders).toBe(1);
  await phone.close();
});
