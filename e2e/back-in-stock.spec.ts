import { expect, test } from "@playwright/test";
import { ProductPage } from "./pages/product-page";
import { adminAuth } from "./support/admin-api";
import { createProductWithPhoto } from "./support/catalog-api";
import { withShopDatabase } from "./support/shop-database";

test("two shoppers ask for a sold-out perfume; the owner restocks one bottle and the first to ask is told, once", async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  const auth = await adminAuth(request);
  const fields = { brand: "Maison Retour", name: `Harmattan Oud ${Date.now()}`, type: "Perfume", description: "Sold out, then back.", price: "41000" };
  const product = await createProductWithPhoto(request, auth, { ...fields, stock: "0" }, "oud.jpg");
  const first = `ada.${Date.now()}@example.com`;
  const second = `bola.${Date.now()}@example.com`;

  // Each shopper, on their own browser, asks under the sold-out button.
  for (const [shopper, email] of [[page, first], [await (await browser.newContext()).newPage(), second]] as const) {
    await new ProductPage(shopper).open(product._id);
    await expect(shopper.getByTestId("add-to-cart")).toHaveText("Out of stock");
    await expect(async () => {
      await shopper.getByTestId("back-in-stock-email").fill(email);
      await shopper.getByTestId("back-in-stock-submit").click();
      await expect(shopper.getByTestId("back-in-stock-done")).toContainText(email, { timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  }

  // The owner finds one bottle: only the first to ask is told, by the sweep within a minute or so.
  const restocked = await request.put(`/api/products/update/${product._id}`, { headers: auth, multipart: { ...fields, stock: "1" } });
  expect(restocked.status()).toBe(200);
  let told: string[] = [];
  for (let tries = 0; tries < 60 && told.length === 0; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    told = (await withShopDatabase((db) => db.collection("mailmessages").find({ kind: "back-in-stock", to: { $in: [first, second] } }).toArray())).map((mail) => mail.to as string);
  }
  expect(told).toEqual([first]);
});
