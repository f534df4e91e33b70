import { expect, test, type Page } from "@playwright/test";
import { PNG_BYTES } from "../tests/support/images";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminOrdersPage } from "./pages/admin-orders-page";
import { AdminProductsPage } from "./pages/admin-products-page";
import { ProductPage } from "./pages/product-page";
import { ShopPage } from "./pages/shop-page";
import { E2E_ADMIN } from "./support/credentials";
import { openCheckout } from "./support/checkout";

async function logInAsAdmin(page: Page, from = "/admin"): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.open(from);
  await login.logIn(E2E_ADMIN);
  await expect(page).toHaveURL(new RegExp(`${from.replace(/\//g, "\\/")}$`));
}

test("admin: wrong key refused, create a product with an image, see it in the shop, edit its price, delete it", async ({ page }) => {
  const login = new AdminLoginPage(page);
  await page.goto("/admin/products");
  await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2Fproducts$/);
  await expect(login.requiredFor).toContainText("/admin/products");

  await login.logIn({ ...E2E_ADMIN, securityKey: "NOT-THE-KEY-1" });
  await expect(login.error).toHaveText("Invalid admin credentials");
  await expect(page).toHaveURL(/\/admin\/login/);

  await login.securityKey.fill(E2E_ADMIN.securityKey);
  await login.submitButton.click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  const products = new AdminProductsPage(page);
  const name = `Harmattan Breeze ${Date.now()}`;
  await products.submit.click();
  await expect(products.form).toContainText("Brand is required");
  await expect(products.form).toContainText("Image is required");

  await products.fill({ brand: "Maison E2E", name, type: "Perfume", price: "43210", stock: "7", description: "Dry season air, warm and bright." });
  await products.attachImage("breeze.png", "image/png", PNG_BYTES);
  await products.submit.click();
  await expect(products.successToast).toHaveText("New product added successfully");
  await expect(products.item(name)).toContainText("₦43,210.00");
  const id = await products.productId(name);
  expect(id).toMatch(/^[a-f0-9]{24}$/);

  // The pipeline's share JPEG is the fallback src; the <picture> offers AVIF and WebP beside it.
  const imageUrl = await products.item(name).locator("img").getAttribute("src");
  expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{24}-1x1-1\.jpg$/);
  const image = await page.request.get(imageUrl ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");

  const shop = new ShopPage(page);
  await shop.open(`?q=${encodeURIComponent(name)}`);
  await expect(shop.card(name)).toBeVisible();
  await expect(shop.card(name)).toContainText("₦43,210.00");

  await products.open();
  await products.edit(name);
  await expect(page.getByRole("heading", { name: "Edit Product" })).toBeVisible();
  await products.fill({ price: "39999.50" });
  await products.submit.click();
  await expect(products.successToast).toHaveText("Product updated successfully");

  const productPage = new ProductPage(page);
  await productPage.open(id);
  await expect(productPage.name).toHaveText(name);
  await expect(productPage.price).toContainText("₦39,999.50");

  await products.open();
  await products.delete(name);
  await expect(products.successToast).toHaveText("Product deleted successfully");
  await expect(products.item(name)).toHaveCount(0);
  await shop.open(`?q=${encodeURIComponent(name)}`);
  await expect(shop.empty).toBeVisible();
});

test("admin: the owner sells a perfume in sizes from the form, sees each size's stock, and shoppers choose between them", async ({ page }) => {
  await logInAsAdmin(page, "/admin/products");
  const products = new AdminProductsPage(page);
  const name = `Harmattan Sizes ${Date.now()}`;
  await products.fill({ brand: "Maison E2E", name, type: "Perfume", description: "Sold in three sizes." });
  await products.fillSize(0, { label: "30 ml", volumeMl: "30", price: "30000", stock: "4" });
  await products.fillSize(1, { label: "100 ml", volumeMl: "100", price: "72000", stock: "0", sku: "bad sku" });
  await products.fillSize(2, { label: "50 ml", volumeMl: "50", price: "45000", stock: "6" });
  await products.attachImage("sizes.png", "image/png", PNG_BYTES);
  await products.submit.click();
  await expect(products.sizeRow(1)).toContainText("SKU may use letters, digits and hyphens");
  await expect(products.sizeRow(1).getByTestId("product-size-sku")).toBeFocused();
  await products.sizeRow(1).getByTestId("product-size-sku").fill("");
  // 50 ml between 30 and 100, with the keyboard.
  await page.getByRole("button", { name: "Move 50 ml up" }).focus();
  await page.keyboard.press("Enter");
  await products.submit.click();
  await expect(products.successToast).toHaveText("New product added successfully");
  const sizes = products.item(name).getByTestId("admin-product-sizes");
  await expect(sizes.getByRole("listitem")).toHaveText(["30 ml · ₦30,000.00 · 4 in stock", "50 ml · ₦45,000.00 · 6 in stock", "100 ml · ₦72,000.00 · Sold out"]);
  await expect(products.item(name)).toContainText("Stock 10");

  const productPage = new ProductPage(page);
  await productPage.open(await products.productId(name));
  const choice = page.getByRole("group", { name: "Size" });
  await expect(choice.getByRole("radio")).toHaveCount(3);
  await choice.getByRole("radio", { name: /50 ml/ }).check();
  await expect(productPage.price).toHaveText("₦45,000.00");
  await choice.getByRole("radio", { name: /100 ml/ }).check();
  await expect(productPage.addToCart).toBeDisabled();

  await products.open();
  await products.edit(name);
  await products.sizeRow(2).getByTestId("product-size-stock").fill("3");
  await products.sizeRow(0).getByTestId("product-size-remove").click();
  await products.submit.click();
  await expect(products.successToast).toHaveText("Product updated successfully");
  await expect(sizes.getByRole("listitem")).toHaveText(["50 ml · ₦45,000.00 · 6 in stock", "100 ml · ₦72,000.00 · 3 in stock"]);
  await productPage.open(await products.productId(name));
  await expect(choice.getByRole("radio")).toHaveCount(2);
  await expect(productPage.price).toHaveText("₦45,000.00");
});

test("admin: a bank transfer is confirmed by the admin, tracked as Order Placed, then shipped from the order's own page", async ({ page, browser, request }) => {
  // A shopper and the owner, two contexts and ten pages: on a busy CI machine its first try ran out of 60 s.
  test.slow();
  const listing = await request.get("/api/products/all-products?q=Palm%20Wine");
  const { products } = (await listing.json()) as { products: { _id: string; name: string }[] };
  const product = products[0];
  expect(product).toBeDefined();

  const productPage = new ProductPage(page);
  await productPage.open(product?._id ?? "");
  await productPage.addToCart.click();
  // The cart is written once its rules have loaded: leaving the page before the toast could lose the line.
  await expect(productPage.added).toBeVisible();
  await openCheckout(page);
  const shopper = { fullName: "Ada Obi", email: `ada.${Date.now()}@example.com`, phoneNumber: "08012345678", address: "1 Marina Road", city: "Lagos" };
  for (const [field, value] of Object.entries(shopper)) await page.getByTestId(`checkout-${field}`).fill(value);
  await page.getByTestId("checkout-state").selectOption({ index: 1 });
  await page.getByTestId("checkout-submit").click();
  await expect(page).toHaveURL(/\/payment/);
  await page.getByTestId("payment-method").selectOption("bank");
  await page.getByTestId("bank-account-option").first().locator("input").check();
  await page.getByTestId("bank-done").click();
  const orderNumber = (await page.getByTestId("confirmation-order-id").innerText()).trim();
  expect(orderNumber).toMatch(/^ORD-[A-Z0-9]{10}$/);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logInAsAdmin(adminPage, "/admin/orders");
  const orders = new AdminOrdersPage(adminPage);
  await orders.open(`?q=${orderNumber}`);
  await expect(orders.status(orderNumber)).toHaveText("Pending");
  await orders.confirmPayment(orderNumber);
  await expect(orders.successToast).toHaveText("Order status updated successfully!");
  await expect(orders.status(orderNumber)).toHaveText("Order Placed");

  await page.goto(`/order-tracking?id=${orderNumber}`);
  // The link's id is tracked on arrival, as from the confirmation e-mail.
  await expect(page.getByTestId("tracking-status").filter({ visible: true })).toContainText("Order Placed");

  await orders.openOrder(orderNumber);
  await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderNumber}`);
  await expect(orders.details(orderNumber)).toContainText("1 × ");
  await expect(orders.details(orderNumber)).toContainText("Ada Obi");
  await expect(orders.details(orderNumber)).toContainText("1 Marina Road, Lagos");
  await orders.openStatusModal(orderNumber);
  await orders.statusDialog.getByTestId("status-dialog-confirm").click();
  await expect(orders.statusDialog).toContainText("Please select a status");
  await orders.statusDialog.getByTestId("status-select").selectOption("Shipped");
  await orders.statusDialog.getByTestId("status-dialog-confirm").click();
  await expect(orders.successToast).toHaveText("Order status updated successfully!");
  await expect(orders.status(orderNumber)).toHaveText("Shipped");

  await page.reload();
  await expect(page.getByTestId("tracking-status").filter({ visible: true })).toContainText("Shipped");
  await adminContext.close();
});

test("admin: the dashboard shows real figures and activity, and logout asks first", async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page.getByTestId("stat-active-products")).toContainText("Active Products");
  await expect(page.getByTestId("recent-activity")).toContainText("signed in to the admin panel");
  await expect(page.getByTestId("login-attempts")).toContainText(E2E_ADMIN.email);
  // The storefront's footer, not shown in the admin area, carries the admin links and a logout.
  await page.goto("/");
  const footer = page.getByTestId("footer-admin-block");
  await expect(footer.getByRole("link", { name: "Analytics" })).toHaveAttribute("href", "/admin/analytics");
  await expect(footer.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.goto("/admin");

  await page.getByTestId("admin-logout").click();
  const dialog = page.getByTestId("logout-dialog");
  await expect(dialog).toContainText("Confirm Logout");
  await dialog.getByRole("button", { name: "No, Stay Logged In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByTestId("admin-logout").click();
  await dialog.getByRole("button", { name: "Yes, Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?reason=logged-out$/);
  await expect(new AdminLoginPage(page).notice).toHaveText("You have been logged out successfully.");
  await page.goto("/admin/orders");
  await expect(page).toHaveURL(/\/admin\/login\?from=%2Fadmin%2Forders$/);
});
