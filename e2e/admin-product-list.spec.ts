import { expect, test } from "@playwright/test";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminProductsPage } from "./pages/admin-products-page";
import { adminAuth } from "./support/admin-api";
import { createProductWithPhoto } from "./support/catalog-api";
import { E2E_ADMIN } from "./support/credentials";

/** What the owner's list page for 25 products of five sizes each may weigh: 281 kB before (every size drawn in the grid, every product whole in the page data), 156 kB after. */
const PAGE_BYTES = 200_000;

// The journeys share one shop: its 25 products go again, or every collection and count after
// this (the Oud collection's, /shop's) would list them.
const created: string[] = [];
test.afterEach(async ({ request }) => {
  const auth = await adminAuth(request);
  for (const id of created.splice(0)) expect((await request.delete(`/api/products/delete/${id}`, { headers: auth })).status()).toBe(200);
});

test("admin: a list page of 25 products in five sizes each stays light, its sizes' grid drawn when opened and Edit reading the whole product", async ({ page, request }) => {
  test.slow();
  const auth = await adminAuth(request);
  const run = `Listweight ${Date.now()}`;
  for (let index = 0; index < 25; index++) {
    const sizes = [10, 30, 50, 75, 100].map((ml) => ({ label: `${ml} ml`, volumeMl: String(ml), price: String(1_000 * ml), stock: "3", sku: `LW-${Date.now()}-${index}-${ml}` }));
    const product = await createProductWithPhoto(
      request,
      auth,
      { brand: "Maison Lagos", name: `${run} ${index}`, type: "Perfume", description: "Sold in five sizes.", concentration: "Eau de Parfum", baseNotes: "Oud, Amber", sizes: JSON.stringify(sizes) },
      `listweight-${index}.jpg`,
    );
    created.push(product._id);
  }

  const login = new AdminLoginPage(page);
  await login.open("/admin/products");
  await login.logIn(E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/products$/);

  const listPath = `/admin/products?q=${encodeURIComponent(run)}`;
  const html = await (await page.request.get(listPath)).text();
  // Neither the photos' placeholders nor each size's grid row come with the page.
  expect(html).not.toContain("data:image/webp");
  expect(html).not.toContain(`Stock of Maison Lagos ${run} 0, 10 ml`);
  expect(html.length).toBeLessThan(PAGE_BYTES);

  await page.goto(listPath);
  const products = new AdminProductsPage(page);
  await expect(products.items).toHaveCount(25);
  await expect(products.item(`${run} 0`).getByTestId("admin-product-sizes").getByRole("listitem")).toHaveCount(5);
  await page.getByTestId("size-grid-toggle").click();
  const grid = page.getByRole("form", { name: "Sizes of this page" });
  await expect(grid.getByRole("spinbutton", { name: /^Stock of / })).toHaveCount(125);

  await products.edit(`${run} 3`);
  await expect(page.getByTestId("product-name").filter({ visible: true })).toHaveValue(`${run} 3`);
  await expect(page.getByTestId("product-baseNotes")).toHaveValue("Oud, Amber");
  await expect(page.getByTestId("product-concentration")).toHaveValue("Eau de Parfum");
});
