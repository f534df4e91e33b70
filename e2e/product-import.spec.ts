import { expect, test } from "@playwright/test";
import { photosZip, SHOPIFY_EXPORT } from "../tests/support/catalogue-files";
import { AdminImportPage } from "./pages/admin-import-page";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminProductsPage } from "./pages/admin-products-page";
import { E2E_ADMIN } from "./support/credentials";

// Two photos go through the photo pipeline on a 2-core machine.
test.setTimeout(120_000);

test("the owner imports a Shopify export with sizes and a zip of photos: a dry run, one confirm, the products listed; the same file again changes nothing", async ({ page }) => {
  // Handles and SKUs of this run only, so the journey can run again on the same database.
  const run = Date.now().toString(36).toUpperCase();
  const csv = SHOPIFY_EXPORT.replaceAll("midnight-oud", `midnight-oud-${run}`)
    .replaceAll("calabar-reed", `calabar-reed-${run}`)
    .replaceAll("Midnight Oud", `Midnight Oud ${run}`)
    .replace(/ML-OUD-(50|100)|CB-REED/g, (sku) => `${sku}-${run}`);
  const files = { csv: { name: "products_export.csv", buffer: Buffer.from(csv) }, zip: { name: "photos.zip", buffer: Buffer.from(await photosZip()) } };

  const login = new AdminLoginPage(page);
  await login.open("/admin/products");
  await login.logIn(E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByTestId("products-import").click();
  await expect(page).toHaveURL(/\/admin\/products\/import$/);

  const importPage = new AdminImportPage(page);
  await importPage.choose(files.csv, files.zip);
  await importPage.check.click();
  await expect(importPage.summary).toContainText("2 to add, 0 to update");
  await expect(importPage.action(`midnight-oud-${run}`)).toHaveText("Added");
  await expect(importPage.action(`calabar-reed-${run}`)).toHaveText("Added");
  await expect(importPage.noErrors).toBeVisible();

  await importPage.confirm.click();
  await expect(importPage.done).toContainText("2 added, 0 updated", { timeout: 60_000 });

  await importPage.done.getByRole("link", { name: "See the products" }).click();
  const products = new AdminProductsPage(page);
  await expect(products.item(`Midnight Oud ${run}`)).toBeVisible();

  // The same file again: every product is found and left as it is.
  await importPage.open();
  await importPage.choose(files.csv, files.zip);
  await importPage.check.click();
  await expect(importPage.summary).toContainText("0 to add, 0 to update, 2 left as they are");
  await expect(importPage.confirm).toHaveCount(0);

  // Bulk edit on the list its search finds: the ticked product's sizes all get one stock figure.
  await page.goto(`/admin/products?q=${run}`);
  await products.item(`Midnight Oud ${run}`).getByRole("checkbox", { name: `Choose Midnight Oud ${run}` }).check();
  const bulk = page.getByRole("form", { name: "Edit products in bulk" });
  await bulk.getByLabel("Change").selectOption("stock");
  await bulk.getByLabel("Units in each size").fill("7");
  await bulk.getByRole("button", { name: "Apply" }).click();
  await expect(bulk.getByRole("status")).toContainText("Stock set to 7 per size on 1 product");
  await page.getByTestId("size-grid-toggle").click();
  const grid = page.getByRole("form", { name: "Sizes of this page" });
  await expect(grid.getByRole("spinbutton", { name: `Stock of Maison Lagos Midnight Oud ${run}, 100 ml` })).toHaveValue("7");

  // The grid of sizes: from the 50 ml price down to the 100 ml one with the keyboard, typed, saved in one step.
  await grid.getByRole("spinbutton", { name: `Price (₦) of Maison Lagos Midnight Oud ${run}, 50 ml` }).focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("80000");
  await grid.getByRole("button", { name: "Save 1 change" }).click();
  await expect(grid.getByRole("status")).toContainText("Saved 1 size");
  await expect(grid.getByRole("spinbutton", { name: `Price (₦) of Maison Lagos Midnight Oud ${run}, 100 ml` })).toHaveValue("80000");

  // Hidden in bulk, every product of the page (the search finds one) ticked at once: its page goes home as an unknown
  // product's does, and the shop's search no longer finds it; published again, it is back.
  const oudId = await products.productId(`Midnight Oud ${run}`);
  const productPage = () => page.request.get(`/product/${oudId}`, { maxRedirects: 0 });
  const tickAll = page.getByRole("checkbox", { name: /Tick all on this page/ });
  await bulk.getByRole("radio", { name: /ticked in the list/ }).check();
  await tickAll.check();
  await bulk.getByLabel("Change").selectOption("hide");
  await bulk.getByRole("button", { name: "Apply" }).click();
  await expect(bulk.getByRole("status")).toContainText("Hidden on 1 product");
  await expect(products.item(`Midnight Oud ${run}`).getByTestId("admin-product-hidden")).toHaveText("Hidden");
  expect([307, 308]).toContain((await productPage()).status());
  expect(await (await page.request.get(`/api/products/all-products?q=${run}`)).json()).toMatchObject({ total: 0 });
  await bulk.getByLabel("Change").selectOption("publish");
  await bulk.getByRole("button", { name: "Apply" }).click();
  await expect(bulk.getByRole("status")).toContainText("Published on 1 product");
  await expect(products.item(`Midnight Oud ${run}`).getByTestId("admin-product-hidden")).toHaveCount(0);
  expect((await productPage()).status()).toBe(200);
});
