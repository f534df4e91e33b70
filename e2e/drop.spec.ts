import { expect, test } from "@playwright/test";
import { JPEG_BYTES } from "../tests/support/images";
import { AdminLoginPage } from "./pages/admin-login-page";
import { ProductPage } from "./pages/product-page";
import { createJourneyAdmin } from "./support/admin-accounts";
import { adminAuth } from "./support/admin-api";
import { createPerfumeInTwoSizes } from "./support/catalog-api";
import { bankOrderBody } from "../scripts/lib/bank-order";

/** How far ahead the drop is set: enough to see the countdown, short enough to wait for. */
const AHEAD_MS = 20_000;

test("a drop: its card on /shop says when it goes on sale, its page counts down to the time with nothing to buy, then opens by itself, and the checkout takes it only from then, within the limit per customer", async ({ page, request }) => {
  test.slow();
  const auth = await adminAuth(request);
  const name = `Oud Eclipse ${Date.now()}`;
  const created = await request.post("/api/products/create", {
    headers: auth,
    multipart: { brand: "Maison Lagos", name, type: "Perfume", description: "A limited edition.", price: "98000", stock: "5", images: { name: "eclipse.jpg", mimeType: "image/jpeg", buffer: JPEG_BYTES } },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { _id: string; name: string; brand: string; type: string; price: number } };

  // The owner's drop form shows and saves the limit; the time a few seconds ahead is set through the same API (the form's field is to the minute).
  const admin = await createJourneyAdmin("drop");
  const login = new AdminLoginPage(page);
  await login.open(`/admin/products/${product._id}`);
  await login.logIn(admin);
  await expect(page.getByTestId("drop-form")).toBeVisible();
  await page.getByTestId("drop-per-customer-limit").fill("1");
  await page.getByTestId("drop-save").click();
  await expect(page.getByTestId("drop-form").getByRole("status")).toContainText("Saved");
  const onSaleAt = new Date(Date.now() + AHEAD_MS);
  const saved = await request.put(`/api/products/drop/${product._id}`, { headers: auth, data: { onSaleAt: onSaleAt.toISOString(), perCustomerLimit: 1 } });
  expect(saved.status()).toBe(200);

  // Its card on /shop says when, in the page as the server sends it.
  await page.goto(`/shop?q=${encodeURIComponent(name)}`);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${product._id}"]`).filter({ visible: true });
  await expect(card.getByTestId("card-on-sale")).toHaveText(/^On sale (\w{3} \d{1,2} \w{3} )?at \d{1,2}(:\d\d)? [ap]m$/);
  expect(await (await request.get(`/shop?q=${encodeURIComponent(name)}`)).text()).toContain(`data-testid="card-on-sale"`);

  const productPage = new ProductPage(page);
  await productPage.open(product._id);
  await expect(page.getByTestId("drop-notice")).toContainText(/On sale at \d{1,2}(:\d\d)? [ap]m/);
  await expect(page.getByTestId("drop-countdown")).toHaveText(/^0:\d\d$/);
  await expect(productPage.addToCart).toBeDisabled();
  const early = await request.post("/api/payment/initialize", { data: bankOrderBody(product, "early@example.com") });
  expect(early.status()).toBe(409);
  expect(((await early.json()) as { reason?: string }).reason).toBe("not-on-sale");

  // The time comes: the page, as it was served, opens without a reload.
  await expect(page.getByTestId("drop-notice")).toBeHidden({ timeout: AHEAD_MS + 5_000 });
  await expect(productPage.addToCart).toBeEnabled();
  // /shop, cached with the card saying when, stops saying it within a couple of seconds of the time, with no edit.
  await expect
    .poll(async () => (await request.get(`/shop?q=${encodeURIComponent(name)}`)).text(), { timeout: 2_000, intervals: [250] })
    .not.toContain(`data-testid="card-on-sale"`);
  await productPage.addToCart.click();
  await expect(productPage.added).toBeVisible();

  const first = await request.post("/api/payment/initialize", { data: bankOrderBody(product, "first@example.com") });
  expect(first.status()).toBe(200);
  const again = await request.post("/api/payment/initialize", { data: bankOrderBody(product, "first@example.com") });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { reason?: string }).reason).toBe("per-customer-limit");
});

test("a drop of one size: the chosen size counts down with nothing to buy while the product's other size sells", async ({ page, request }) => {
  const auth = await adminAuth(request);
  const product = await createPerfumeInTwoSizes(request, auth, `Oud Eclipse Sizes ${Date.now()}`);
  const large = product.sizes.find((size) => size.label === "100 ml");
  if (!large) throw new Error("the 100 ml size was not made");
  const saved = await request.put(`/api/products/drop/${product._id}/sizes`, { headers: auth, data: { sizes: [{ sizeId: large._id, onSaleAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() }] } });
  expect(saved.status()).toBe(200);

  // A shared link to the scheduled size: the page shows that size once its script runs.
  const productPage = new ProductPage(page);
  await page.goto(`/product/${product._id}?size=${large._id}`);
  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: /100 ml/ })).toBeChecked();
  await expect(page.getByTestId("drop-notice")).toContainText(/On sale (\w{3} \d{1,2} \w{3} )?at \d{1,2}(:\d\d)? [ap]m/);
  await expect(page.getByTestId("drop-countdown")).toBeVisible();
  await expect(productPage.addToCart).toBeDisabled();

  await sizes.getByRole("radio", { name: /30 ml/ }).check();
  await expect(page.getByTestId("drop-notice")).toBeHidden();
  await expect(productPage.addToCart).toBeEnabled();
  await productPage.addToCart.click();
  await expect(productPage.added).toBeVisible();
});
