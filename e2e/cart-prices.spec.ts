import { expect, test } from "@playwright/test";
import { CartPage } from "./pages/cart-page";
import { Navbar } from "./pages/navbar-page";
import { ProductPage } from "./pages/product-page";
import { adminAuth } from "./support/admin-api";
import { createProductWithPhoto } from "./support/catalog-api";

test("the cart shows a price the owner changed after the line was added, without reloading the site, and says so", async ({ page, request }) => {
  const auth = await adminAuth(request);
  const fields = { brand: "Maison Prix", name: `Harmattan Amber ${Date.now()}`, type: "Perfume", description: "Priced twice.", stock: "8" };
  const product = await createProductWithPhoto(request, auth, { ...fields, price: "20000" }, "amber.jpg");

  const productPage = new ProductPage(page);
  await productPage.open(product._id);
  await productPage.addToCart.click();
  await expect(productPage.added).toBeVisible();

  const repriced = await request.put(`/api/products/update/${product._id}`, { headers: auth, multipart: { ...fields, price: "23500" } });
  expect(repriced.status()).toBe(200);

  // Through the site's own link: the page is not reloaded, the cart asks the server.
  await new Navbar(page).cartLink.click();
  const line = new CartPage(page).item(fields.name);
  await expect(line.price).toHaveText("₦23,500.00 × 1");
  await expect(line.root.getByTestId("cart-item-price-changed")).toHaveText("The price went up from ₦20,000.00 since you added it.");
  await expect(line.root.getByTestId("cart-item-total")).toHaveText("₦23,500.00");
});
