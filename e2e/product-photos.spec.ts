import { expect, test, type Locator, type Page } from "@playwright/test";
import { CAMERA_MAKE, cameraPhoto } from "../tests/support/camera-photo";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminProductsPage } from "./pages/admin-products-page";
import { ProductPage } from "./pages/product-page";
import { ShopPage } from "./pages/shop-page";
import { E2E_ADMIN } from "./support/credentials";

// Uploading and processing a 12-megapixel photo takes a few seconds on a 2-core machine.
test.setTimeout(120_000);

/** A phone: 412 CSS pixels across at 1.75 device pixels each. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

/**
 * On every screen the slot the browser picks a variant for is the card's width: never narrower (a
 * blurred photo), never much wider (bytes for nothing). Leaves the page at a phone's width.
 */
async function expectSlotIsCardWidth(page: Page, card: Locator): Promise<void> {
  for (const width of [412, 900, 1100, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    const fit = await card.evaluate(async (img: HTMLImageElement) => {
      const canvas = document.createElement("canvas");
      canvas.width = 1000;
      canvas.height = 1;
      // An image of 1000 w-descriptor pixels is shown at the slot's width: its natural width is the slot.
      const probe = new Image();
      probe.sizes = img.parentElement?.querySelector("source")?.getAttribute("sizes") ?? "";
      probe.srcset = `${canvas.toDataURL()} 1000w`;
      await probe.decode();
      return { slot: probe.naturalWidth, card: img.getBoundingClientRect().width };
    });
    expect(fit.slot, `at ${width} px`).toBeGreaterThanOrEqual(Math.floor(fit.card) - 1);
    expect(fit.slot, `at ${width} px`).toBeLessThanOrEqual(fit.card + 12);
  }
  await page.setViewportSize(PHONE.viewport);
}

async function createProductWithPhoto(page: Page, name: string): Promise<string> {
  const login = new AdminLoginPage(page);
  await login.open("/admin/products");
  await login.logIn(E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/products$/);
  const products = new AdminProductsPage(page);
  await products.fill({ brand: "Maison Photo", name, type: "Perfume", price: "52000", stock: "4", description: "Photographed on a phone in Lagos." });
  // A phone's photo: 12 megapixels, about 4 MB, stored sideways with the camera's make and GPS position.
  await products.attachImage("IMG_2041.jpg", "image/jpeg", await cameraPhoto({ orientation: 6 }));
  await products.submit.click();
  await expect(products.successToast).toHaveText("New product added successfully", { timeout: 60_000 });
  return products.productId(name);
}

test("a camera photo uploaded in the admin reaches shoppers as small AVIF variants, upright, without its metadata", async ({ page, browser }) => {
  const name = `Lagos Dusk ${Date.now()}`;
  const id = await createProductWithPhoto(page, name);

  const shopper = await browser.newPage(PHONE);
  const photos: { url: string; type: string; bytes: number }[] = [];
  shopper.on("response", async (response) => {
    if (!new URL(response.url()).pathname.startsWith("/uploads/")) return;
    photos.push({ url: response.url(), type: response.headers()["content-type"] ?? "", bytes: (await response.body()).byteLength });
  });

  const productPage = new ProductPage(shopper);
  await productPage.open(id);
  const cover = shopper.getByTestId("product-image").filter({ visible: true });
  await expect(cover).toHaveJSProperty("complete", true);
  const shown = await cover.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, width: img.naturalWidth, height: img.naturalHeight, sizes: img.sizes }));
  // Upright (the EXIF said to turn it), and the width the phone's screen needs, not the camera's 4032.
  expect(shown.currentSrc).toMatch(/\/uploads\/[a-f0-9]{24}-1600x2133-640\.avif$/);
  expect(shown.height).toBeGreaterThan(shown.width);
  const sources = await shopper.locator("picture source[type='image/avif']").first().getAttribute("srcset");
  expect(sources?.split(", ")).toHaveLength(6);

  expect(photos.length).toBeGreaterThan(0);
  for (const photo of photos) {
    expect(photo.type).toBe("image/avif");
    expect(photo.bytes).toBeLessThan(150_000);
  }
  const served = Buffer.from(await (await shopper.request.get(shown.currentSrc)).body());
  expect(served.includes(CAMERA_MAKE)).toBe(false);
  expect(served.includes("Exif")).toBe(false);

  // "You may also like": two cards across the phone, each filled by the 320 px copy (one card across asked for the 640).
  const related = shopper.getByTestId("related-products").getByTestId("product-card").first().locator("img");
  await related.scrollIntoViewIfNeeded();
  await expect(related).toHaveJSProperty("complete", true);
  expect(await related.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-320\.avif$/);
  await expectSlotIsCardWidth(shopper, related);

  await shopper.close();

  // A phone that has not seen the product page (whose 640 px copy Chromium would reuse from its cache).
  const browsing = await browser.newPage(PHONE);
  const shop = new ShopPage(browsing);
  await shop.open(`?q=${encodeURIComponent(name)}`);
  // Two cards across a phone: half the screen's width, so the 320 px variant, not the 640.
  await expect(shop.card(name).locator("source[type='image/avif']")).toHaveAttribute("sizes", /^\(max-width: 860px\) calc\(50vw - 38px\)/);
  const card = shop.card(name).locator("img");
  await expect(card).toHaveJSProperty("complete", true);
  const rendered = await card.evaluate((img: HTMLImageElement) => ({ currentSrc: img.currentSrc, width: img.getBoundingClientRect().width }));
  expect(rendered.currentSrc).toMatch(/-320\.avif$/);
  expect(rendered.width * PHONE.deviceScaleFactor).toBeLessThanOrEqual(320);
  await expectSlotIsCardWidth(browsing, card);
  await browsing.close();
});

test("photos are served immutable with their type, answer 304 to a matching validator, and 404 for names never written", async ({ request }) => {
  // The camera photo the journey before this one uploaded: wide enough to have a 320 variant.
  const listing = (await (await request.get("/api/products/all-products?q=Lagos%20Dusk")).json()) as { products: { images: { url: string }[] }[] };
  const url = listing.products.flatMap((product) => product.images.map((image) => image.url)).find((image) => image.startsWith("/uploads/") && image.endsWith(".jpg"));
  expect(url, "a product with an uploaded camera photo").toBeTruthy();
  const avif = (url ?? "").replace(/-\d+\.jpg$/, "-320.avif");

  const first = await request.get(avif);
  expect(first.status()).toBe(200);
  expect(first.headers()).toMatchObject({ "content-type": "image/avif", "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" });
  const etag = first.headers()["etag"] ?? "";
  expect(etag).toBe(`"${avif.slice("/uploads/".length)}"`);

  const again = await request.get(avif, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);

  for (const missing of [avif.replace(/^\/uploads\/[a-f0-9]{6}/, "/uploads/ffffff"), avif.replace("-320.avif", "-321.avif"), "/uploads/..%2Fpackage.json", "/uploads/x.svg"]) {
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});

test("the shop's own artwork reaches a phone as its AVIF copies, not as SVG documents to draw", async ({ browser }) => {
  const shopper = await browser.newPage(PHONE);
  const images: { path: string; type: string }[] = [];
  shopper.on("response", (response) => {
    if (response.request().resourceType() === "image") images.push({ path: new URL(response.url()).pathname, type: response.headers()["content-type"] ?? "" });
  });
  await shopper.goto("/");
  const hero = shopper.getByTestId("hero").locator("img");
  await expect(hero).toHaveJSProperty("complete", true);
  // 364 CSS pixels at 1.75 device pixels each: the 640-pixel copy is the smallest that fills it.
  expect(await hero.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe("/banner/hero-640.avif");
  const card = shopper.getByTestId("product-card").first().locator("img");
  await expect(card).toHaveJSProperty("complete", true);
  expect(await card.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/products\/[a-z0-9-]+-640\.avif$/);
  expect(images.filter((image) => image.path.endsWith(".svg"))).toEqual([]);
  expect(images.length).toBeGreaterThan(0);
  expect(images.every((image) => image.type === "image/avif")).toBe(true);
  await shopper.close();
});
