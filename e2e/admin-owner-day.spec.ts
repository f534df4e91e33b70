import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { AdminAnalyticsPage } from "./pages/admin-analytics-page";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminOrderDocumentPage } from "./pages/admin-order-document-page";
import { AdminOrdersPage } from "./pages/admin-orders-page";
import { AdminStockHistoryPage } from "./pages/admin-stock-history-page";
import { JPEG_BYTES } from "../tests/support/images";
import { createJourneyAdmin, type JourneyAdmin } from "./support/admin-accounts";
import { adminAuth } from "./support/admin-api";
import { findProduct, placeBankOrder } from "./support/catalog-api";

async function signIn(page: Page, admin: JourneyAdmin, from: string): Promise<void> {
  const login = new AdminLoginPage(page);
  await login.open(from);
  await login.logIn(admin);
  await expect(page).toHaveURL(new RegExp(`${from.replace(/[/?]/g, "\\$&")}$`));
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Admin" });

/**
 * Clicks once the page shows one of it: while a page is replaced, the old one's copy may be there beside the new, and
 * may come back between a count and a click (CI, once), so the two are tried again together.
 */
async function clickOnce(target: Locator): Promise<void> {
  await expect(async () => {
    await expect(target).toHaveCount(1, { timeout: 1000 });
    await target.click({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
const lagosToday = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);

test("owner: follows an order's unit through the product's stock history, held then paid, and sets the product's low-stock alert", async ({ page, request }) => {
  const admin = await createJourneyAdmin("stock-history");
  const product = await findProduct(request, "oud");
  const orderNumber = await placeBankOrder(request, product, `stock-${Date.now()}@example.com`);

  await signIn(page, admin, "/admin");
  await menu(page).getByRole("link", { name: "Products" }).click();
  // The list shows a page of the catalogue at a time: the owner finds the product by its name.
  await page.getByTestId("product-search").fill(product.name);
  await page.getByTestId("product-search").press("Enter");
  await expect(page.getByTestId("product-count")).toContainText(`found for “${product.name}”`);
  await clickOnce(page.locator(`[data-testid='admin-product'][data-product-id='${product._id}']`).getByTestId("admin-product-stock-history"));
  await page.waitForURL(`**/admin/products/${product._id}`);
  // In the admin's frame, under Products.
  await expect(menu(page).getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${product.brand} ${product.name}: stock history`);

  const history = new AdminStockHistoryPage(page);
  const held = history.entry(orderNumber, "held");
  await expect(held).toHaveCount(1);
  await expect(held).toContainText("Order held");
  await expect(held.locator("td").nth(2)).toHaveText("−1");

  // The transfer arrives: the held unit is sold, and the history says so once.
  const orders = new AdminOrdersPage(page);
  await orders.open(`?q=${orderNumber}`);
  await orders.confirmPayment(orderNumber);
  await expect(orders.status(orderNumber)).toHaveText("Order Placed");
  await history.openFor(product._id);
  await expect(history.entry(orderNumber, "paid")).toHaveCount(1);
  await expect(history.entry(orderNumber, "paid")).toContainText("1 held unit sold");
  await expect(history.entry(orderNumber, "held")).toHaveCount(1);
  await history.entry(orderNumber, "paid").getByRole("link", { name: orderNumber }).click();
  await page.waitForURL(`**/admin/orders/${orderNumber}`);

  await history.openFor(product._id);
  await history.setAlert("-2");
  await expect(page.getByTestId("low-stock-threshold-error")).toContainText("Low-stock alert must be a whole number from 0");
  await history.setAlert("3");
  await expect(history.form.getByRole("status")).toHaveText("Low-stock alert set to 3");
  await page.reload();
  await expect(history.threshold).toHaveValue("3");
});

test("owner: finds a shopper's order by phone and by name, narrows it by payment, status and day, and exports what the list shows as CSV", async ({ page, request }) => {
  const admin = await createJourneyAdmin("order-search");
  const product = await findProduct(request, "oud");
  const email = `search-${Date.now()}@example.com`;
  const orderNumber = await placeBankOrder(request, product, email);

  await signIn(page, admin, "/admin");
  await menu(page).getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  const orders = new AdminOrdersPage(page);
  // The shown form: while a page streams in, React may hold a hidden copy of it for a moment.
  const filters = page.getByTestId("order-filters").filter({ visible: true });
  await expect(filters).toHaveCount(1);

  // The phone as shoppers say it (0 form) finds the order placed with +234.
  await filters.getByTestId("order-search").fill("08030000000");
  await clickOnce(filters.getByRole("button", { name: "Apply" }));
  await expect(page).toHaveURL(/q=08030000000/);
  await expect(filters).toHaveCount(1);
  await expect(orders.order(orderNumber)).toBeVisible();

  await filters.getByTestId("order-search").fill("Ngozi Adeyemi");
  await filters.getByTestId("order-payment-filter").selectOption("bank");
  await filters.getByTestId("order-status-filter").selectOption("Pending");
  await filters.getByTestId("order-from").fill(lagosToday());
  await filters.getByTestId("order-to").fill(lagosToday());
  await clickOnce(filters.getByRole("button", { name: "Apply" }));
  await expect(page).toHaveURL(/status=Pending/);
  await expect(page).toHaveURL(/payment=bank/);
  await expect(page).toHaveURL(new RegExp(`from=${lagosToday()}`));
  await expect(filters).toHaveCount(1);
  await expect(orders.order(orderNumber)).toBeVisible();
  // The filters stay in the form once applied.
  await expect(filters.getByTestId("order-search")).toHaveValue("Ngozi Adeyemi");
  await expect(filters.getByTestId("order-payment-filter")).toHaveValue("bank");

  // The e-mail alone finds this one order, and the export carries its filters.
  await filters.getByTestId("order-search").fill(email);
  await clickOnce(filters.getByRole("button", { name: "Apply" }));
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  await expect(page.locator("[data-testid='admin-order']").filter({ visible: true })).toHaveCount(1);
  const exportLink = page.getByTestId("orders-export");
  await expect(exportLink).toHaveCount(1);
  await expect(exportLink).toHaveAttribute("href", new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}.*status=Pending`));
  const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  const rows = csv.trim().split(/\r?\n/);
  expect(rows[0]).toMatch(/^\uFEFF?order_number,placed_at_lagos,status,channel,payment_method/);
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain(`${orderNumber},`);
  expect(rows[1]).toContain(email);
  expect(rows[1]).toContain("Pending");
});

test("owner: switches analytics between the last 7 and 90 days and a custom range, one unit per chart, the previous period beside each figure", async ({ page }) => {
  const admin = await createJourneyAdmin("analytics");
  await signIn(page, admin, "/admin");
  await menu(page).getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  const analytics = new AdminAnalyticsPage(page);
  await expect(analytics.preset("30")).toHaveAttribute("aria-current", "page");
  await expect(analytics.period).toContainText("Last 30 days (30 Lagos days), beside the 30 days before");
  for (const card of [analytics.sales, analytics.orders, analytics.views, analytics.conversion]) await expect(card).toContainText("in the 30 days before");
  await expect(analytics.sales).toContainText("Total Sales₦");

  await analytics.preset("7").click();
  await expect(page).toHaveURL(/period=7$/);
  await expect(analytics.preset("7")).toHaveAttribute("aria-current", "page");
  await expect(analytics.period).toContainText("Last 7 days (7 Lagos days)");
  await expect(analytics.orders).toContainText("in the 7 days before");
  // One unit per chart: naira, orders, views, naira by type; each says in words what it draws.
  await expect(analytics.salesChart.getByRole("img", { name: "Net sales per day, in naira, line chart" })).toBeVisible();
  await expect(analytics.ordersChart.getByRole("img", { name: "Paid orders per day bar chart" })).toBeVisible();
  await expect(analytics.viewsChart.getByRole("img", { name: "Page views per day line chart" })).toBeVisible();
  await expect(analytics.typesChart).toContainText("Sales by product type: Perfume ₦");
  await expect(analytics.bestByRevenue.getByRole("heading", { name: "Best sellers by sales" })).toBeVisible();
  await expect(analytics.bestByUnits.getByRole("heading", { name: "Best sellers by units" })).toBeVisible();

  await analytics.preset("90").click();
  await expect(analytics.period).toContainText("Last 90 days (90 Lagos days)");

  await analytics.chooseRange("2026-11-01", "2026-11-14");
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-14/);
  await expect(analytics.period).toContainText("1 Nov 2026 – 14 Nov 2026 (14 Lagos days), beside 18 Oct 2026 – 31 Oct 2026");
  await expect(analytics.from).toHaveValue("2026-11-01");

  // A range ending before it starts is refused in words, and the last 30 days shown.
  await page.goto("/admin/analytics?from=2026-11-14&to=2026-11-01");
  await expect(page.getByRole("alert").filter({ hasText: "The last day" })).toHaveText("The last day must be on or after the first: showing the last 30 days.");
  await expect(analytics.period).toContainText("Last 30 days");
});

test("owner: opens an order's invoice and packing slip and prints them without the admin's frame", async ({ page, request }) => {
  const admin = await createJourneyAdmin("invoice");
  const product = await findProduct(request, "oud");
  const orderNumber = await placeBankOrder(request, product, `invoice-${Date.now()}@example.com`);
  const size = product.sizes?.[0]?.label || "One size";

  await signIn(page, admin, "/admin");
  const orders = new AdminOrdersPage(page);
  await orders.open(`?q=${orderNumber}`);
  await orders.openOrder(orderNumber);
  // As with the filters above: while the order's page streams in, React may hold a hidden copy of it.
  await clickOnce(page.getByTestId("order-invoice-link").filter({ visible: true }));
  await page.waitForURL(`**/admin/orders/${orderNumber}/invoice`);
  await expect(menu(page).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");

  const invoice = new AdminOrderDocumentPage(page);
  await expect(invoice.invoice.getByRole("heading", { level: 1 })).toHaveText("Invoice");
  await expect(invoice.shop).toContainText("Scents");
  await expect(invoice.invoice).toContainText(orderNumber);
  await expect(invoice.invoice).toContainText("Ngozi Adeyemi");
  await expect(invoice.invoice).toContainText("Awaiting bank transfer");
  await expect(invoice.invoiceLines).toHaveCount(1);
  await expect(invoice.invoiceLines.first()).toContainText(`${product.brand} ${product.name}${size}`);
  await expect(invoice.vat).toContainText("VAT (7.5%)₦");
  await expect(invoice.total).toContainText("Total₦");
  await expect(invoice.print).toHaveText("Print invoice");

  // On paper: the invoice alone.
  await page.emulateMedia({ media: "print" });
  await expect(menu(page)).toBeHidden();
  await expect(page.getByTestId("print-document")).toBeHidden();
  await expect(page.getByTestId("invoice")).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await page.goto(`/admin/orders/${orderNumber}/packing-slip`);
  await expect(invoice.packingSlip.getByRole("heading", { level: 1 })).toHaveText("Packing slip");
  await expect(invoice.packingLines).toHaveCount(1);
  await expect(invoice.packingLines.first()).toContainText(size);
  await expect(invoice.packingSlip).not.toContainText("₦");
  await expect(invoice.print).toHaveText("Print packing slip");
});

test("owner: the dashboard's stock alerts, kept in the shared cache between visits, show a size sold out by an order at once", async ({ page, request }) => {
  const admin = await createJourneyAdmin("stock-alerts");
  // Named to come first among the sizes sold out, which the card lists by name.
  const name = `Aaa Last Bottle ${Date.now()}`;
  const created = await request.post("/api/products/create", {
    headers: await adminAuth(request),
    multipart: { brand: "Maison Alerte", name, type: "Perfume", description: "One bottle left.", price: "15000", stock: "1", images: { name: "last.jpg", mimeType: "image/jpeg", buffer: JPEG_BYTES } },
  });
  expect(created.status()).toBe(201);

  await signIn(page, admin, "/admin");
  const soldOut = page.getByTestId("stock-alerts").locator("li").filter({ hasText: name }).filter({ hasText: "Sold out" });
  await expect(page.getByRole("heading", { name: "Stock Alerts" })).toBeVisible();
  await expect(soldOut).toHaveCount(0);
  // A second visit is answered from the cache.
  await page.reload();
  await expect(soldOut).toHaveCount(0);

  await placeBankOrder(request, await findProduct(request, name), `alerts-${Date.now()}@example.com`);
  await page.reload();
  await expect(soldOut).toHaveCount(1);
});

test("owner: analytics, kept in the shared cache between visits, counts a transfer confirmed since the last visit", async ({ page, request }) => {
  const admin = await createJourneyAdmin("analytics-cache");
  const name = `Harmattan Crate ${Date.now()}`;
  const created = await request.post("/api/products/create", {
    headers: await adminAuth(request),
    multipart: { brand: "Maison Gros", name, type: "Diffuser", description: "Sold by the crate.", price: "9000", stock: "100", images: { name: "crate.jpg", mimeType: "image/jpeg", buffer: JPEG_BYTES } },
  });
  expect(created.status()).toBe(201);
  // The most one order may take: enough to stand among the ten best sellers by units once paid.
  const orderNumber = await placeBankOrder(request, await findProduct(request, name), `crate-${Date.now()}@example.com`, 10);

  await signIn(page, admin, "/admin/analytics?period=7");
  const analytics = new AdminAnalyticsPage(page);
  await expect(analytics.bestByUnits.getByRole("heading", { name: "Best sellers by units" })).toBeVisible();
  await expect(analytics.bestByUnits).not.toContainText(name);
  // A second visit is answered from the cache.
  await page.reload();
  await expect(analytics.bestByUnits).not.toContainText(name);

  const orders = new AdminOrdersPage(page);
  await orders.open(`?q=${orderNumber}`);
  await orders.confirmPayment(orderNumber);
  await expect(orders.status(orderNumber)).toHaveText("Order Placed");
  await page.goto("/admin/analytics?period=7");
  await expect(analytics.bestByUnits).toContainText(name);
});
