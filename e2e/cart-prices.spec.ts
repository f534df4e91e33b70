import { expect, test } from "@playwright/test";
import { JPEG_BYTES } from "../tests/support/images";
import { CartPage } from "./pages/cart-page";
import { Navbar } from "./pages/navbar-page";
import { ProductPage } from "./pages/product-page";
import { adminAuth } from "./support/admin-api";

test("the cart shows a price the owner changed after the line was added, without reloading the site, and says so", async ({ page, request }) => {
  const auth = await adminAuth(request);
  const fields = { brand: "Maison Prix", name: `Harmattan Amber ${Date.now()}`, type: "Perfume", description: "Priced twice.", stock: "8" };
  const created = await request.post("/api/products/create", {
    headers: auth,
    multipart: { ...fields, price: "20000", images: { name: "amber.jpg", mimeType: "image/jpeg", buffer: JPEG_BYTES } },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { _id: string } };

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
