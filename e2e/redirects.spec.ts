import { expect, test } from "@playwright/test";
import { findProduct } from "./support/catalog-api";

// The production build answers these with a redirect status before any page is sent; a 200 page
// that redirects in the browser would be indexed by search engines as a soft 404.
test.describe("unknown paths and products redirect home by HTTP status", () => {
  for (const path of ["/no/such/page", "/perfumes-on-sale", "/product/0123456789abcdef01234567", "/product/not-an-id", "/product"]) {
    test(`${path} answers a redirect to /`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers()["location"] ?? "", "http://shop.test").pathname).toBe("/");
    });
  }

  test("a known product is served, and served again from the cache", async ({ request }) => {
    const product = await findProduct(request, "Midnight Oud");
    const first = await request.get(`/product/${product._id}`, { maxRedirects: 0 });
    expect(first.status()).toBe(200);
    const again = await request.get(`/product/${product._id}`, { maxRedirects: 0 });
    expect(again.status()).toBe(200);
    expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await again.text()).toContain(product.name);
  });
});
