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
});
