import { expect, test } from "@playwright/test";
import { cameraPhoto } from "../tests/support/camera-photo";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminProductsPage } from "./pages/admin-products-page";
import { ProductPage } from "./pages/product-page";
import { E2E_ADMIN } from "./support/credentials";

// Three photos go through the pipeline on a 2-core machine.
test.setTimeout(120_000);

let productId = "";
const NAME = `Gallery Rose ${Date.now()}`;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const login = new AdminLoginPage(page);
  await login.open("/admin/products");
  await login.logIn(E2E_ADMIN);
  const products = new AdminProductsPage(page);
  await products.fill({ brand: "Maison Photo", name: NAME, type: "Perfume", price: "61000", stock: "5", description: "Three sides of one bottle." });
  // Different sizes make different photos, so each gets its own content-addressed name.
  const files = await Promise.all([1200, 1210, 1220].map(async (width, index) => ({ name: `IMG_30${index}.jpg`, mimeType: "image/jpeg", buffer: await cameraPhoto({ width, height: 1500 }) })));
  await products.images.setInputFiles(files);
  await products.submit.click();
  await expect(products.successToast).toHaveText("New product added successfully", { timeout: 60_000 });
  productId = await products.productId(NAME);
  await page.close();
});

const hashOf = (src: string | null) => /\/uploads\/([a-f0-9]{24})-/.exec(src ?? "")?.[1];

test("the product page shows every photo: thumbnails switch it by click, keyboard and swipe, and a zoom opens on request", async ({ page }) => {
  const product = new ProductPage(page);
  await product.open(productId);
  await expect(product.thumbs).toHaveCount(3);
  const first = hashOf(await product.photo.getAttribute("src"));
  expect(first).toBeTruthy();

  await product.thumbs.nth(1).click();
  await expect(product.thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
  const second = hashOf(await product.photo.getAttribute("src"));
  expect(second).not.toBe(first);
  await expect(product.photo).toHaveAttribute("alt", `Maison Photo ${NAME}, photo 2 of 3`);

  await page.keyboard.press("ArrowRight");
  await expect(product.thumbs.nth(2)).toBeFocused();
  await expect(product.thumbs.nth(2)).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowRight");
  await expect(product.thumbs.nth(0)).toBeFocused();
  expect(hashOf(await product.photo.getAttribute("src"))).toBe(first);
  // Tab leaves the row of thumbnails in one stop.
  await page.keyboard.press("Shift+Tab");
  await expect(product.cover).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(product.zoom).toBeVisible();
  await expect(product.zoom.getByRole("button", { name: "Close zoomed photo" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(product.zoom.getByText("Photo 2 of 3")).toBeVisible();
  const zoomed = product.zoom.locator("img");
  await expect(zoomed).toHaveJSProperty("complete", true);
  // The zoom asks for the full width of the screen, not the card's.
  expect(await zoomed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(960);
  await page.keyboard.press("Escape");
  await expect(product.zoom).toBeHidden();
  await expect(product.cover).toBeFocused();
  expect(hashOf(await product.photo.getAttribute("src"))).toBe(second);
});

test("on a phone a swipe across the photo shows the next one", async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const product = new ProductPage(phone);
  await product.open(productId);
  const before = hashOf(await product.photo.getAttribute("src"));
  const box = await product.cover.boundingBox();
  if (!box) throw new Error("no cover");
  const y = box.y + box.height / 2;
  await product.cover.dispatchEvent("pointerdown", { clientX: box.x + box.width * 0.8, clientY: y, pointerType: "touch", isPrimary: true });
  await product.cover.dispatchEvent("pointerup", { clientX: box.x + box.width * 0.2, clientY: y, pointerType: "touch", isPrimary: true });
  await expect(product.thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
  expect(hashOf(await product.photo.getAttribute("src"))).not.toBe(before);
  await expect(product.zoom).toBeHidden();
  await phone.close();
});
