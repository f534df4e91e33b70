import { expect, test } from "@playwright/test";
import { CartPage } from "./pages/cart-page";
import { CheckoutPage } from "./pages/checkout-page";
import { Navbar } from "./pages/navbar-page";
import { ProductPage } from "./pages/product-page";
import { adminAuth } from "./support/admin-api";
import { createPerfumeInTwoSizes } from "./support/catalog-api";
import { payByBankTransfer } from "./support/checkout";

const SHOPPER = { fullName: "Ngozi Adeyemi", email: "ngozi@example.com", phoneNumber: "+2348035556666", address: "3 Awolowo Road, Ikoyi", city: "Lagos", state: "Lagos" };

test("a shopper buys 100 ml and 30 ml of one perfume in one order, and every page after names each size", async ({ page, request }) => {
  test.slow();
  const auth = await adminAuth(request);
  const name = `Oud Nocturne ${Date.now()}`;
  const product = await createPerfumeInTwoSizes(request, auth, name);

  const productPage = new ProductPage(page);
  await productPage.open(product._id);
  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("radio")).toHaveCount(2);
  await sizes.getByRole("radio", { name: /100 ml/ }).check();
  await expect(page).toHaveURL(/\?size=[a-f0-9]{24}$/);
  await expect(productPage.price).toHaveText("₦145,000.00");
  await productPage.addToCart.click();
  await expect(productPage.added).toBeVisible();
  await sizes.getByRole("radio", { name: /30 ml/ }).check();
  await expect(productPage.price).toHaveText("₦62,000.00");
  await productPage.addToCart.click();
  await expect(new Navbar(page).cartCount).toHaveText("2");

  const cart = new CartPage(page);
  await cart.open();
  await expect(cart.item(`${name}, 100 ml`).price).toHaveText("₦145,000.00 × 1");
  await expect(cart.item(`${name}, 30 ml`).price).toHaveText("₦62,000.00 × 1");

  const checkout = new CheckoutPage(page);
  await checkout.open();
  // ₦207,000 + 7.5% tax + ₦5,000 Standard Shipping.
  await expect(checkout.total).toHaveText("₦227,525.00");
  await checkout.fill(SHOPPER);
  await checkout.placeOrder();

  await expect(page.getByTestId("payment-line")).toHaveText([new RegExp(`${name}, 100 ml`), new RegExp(`${name}, 30 ml`)]);
  const confirmation = await payByBankTransfer(page, "moniepoint");
  await expect(confirmation.transferAmount).toHaveText("₦227,525.00");
  const orderId = (await confirmation.orderId.textContent())?.trim() ?? "";
  const tracking = await confirmation.trackOrder();
  // The items are the buyer's to see: the order number alone shows its status and dates.
  await tracking.proveOwner(SHOPPER.email);
  await expect(tracking.items).toHaveCount(2);
  await expect(tracking.items.nth(0)).toContainText(`${name}, 100 ml`);
  await expect(tracking.items.nth(1)).toContainText(`${name}, 30 ml`);

  const orders = (await (await request.get("/api/orders/all", { headers: auth })).json()) as { orders: { orderNumber: string; orderItems: { sizeLabel: string; price: number }[] }[] };
  const placed = orders.orders.find((order) => order.orderNumber === orderId);
  expect(placed?.orderItems.map(({ sizeLabel, price }) => ({ sizeLabel, price }))).toEqual([
    { sizeLabel: "100 ml", price: 145000 },
    { sizeLabel: "30 ml", price: 62000 },
  ]);
});
