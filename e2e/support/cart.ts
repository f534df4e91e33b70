import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ProductPage } from "../pages/product-page";
import { findProduct, type ApiProduct } from "./catalog-api";

/** Puts the first product matching `query` in the cart from its page. */
export async function addToCart(page: Page, request: APIRequestContext, query: string): Promise<ApiProduct> {
  const product = await findProduct(request, query);
  const productPage = new ProductPage(page);
  await productPage.open(product._id);
  // A click that lands before the page hydrates does nothing: try again until the cart confirms it.
  await expect(async () => {
    await productPage.addToCart.click();
    await expect(productPage.added).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  return product;
}
