import AxeBuilder from "@axe-core/playwright";
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

test("the first photo, the page's largest paint, is in the server's HTML and the only one fetched first", async ({ request }) => {
  const html = await (await request.get(`/product/${productId}`)).text();
  const images = html.match(/<img [^>]*>/g) ?? [];
  const eager = images.filter((img) => /fetchpriority="high"/i.test(img));
  expect(eager).toHaveLength(1);
  expect(eager[0]).toContain(`alt="Maison Photo ${NAME}"`);
  expect(eager[0]).toContain('loading="eager"');
  expect(eager[0]).toMatch(/width="\d+" height="\d+"/);
  expect(html).toContain('aria-label="Show photo 3 of 3"');
});

test("the product page shows every photo: thumbnails switch it by click and keyboard, and a zoom opens on request", async ({ page }) => {
  const product = new ProductPage(page);
  await product.open(productId);
  await expect(product.thumbs).toHaveCount(3);
  const first = hashOf(await product.photo.getAttribute("src"));
  expect(first).toBeTruthy();

  const size = async () => product.cover.evaluate((cover) => [cover.clientWidth, cover.clientHeight]);
  const coverSize = await size();
  await product.thumbs.nth(1).click();
  await expect(product.thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
  // The large photo keeps its box whichever photo it shows: nothing below it moves.
  expect(await size()).toEqual(coverSize);
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

test("on a phone a swipe across the photo shows the next one, and a tap then zooms", async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const product = new ProductPage(phone);
  await product.open(productId);
  await expect(product.thumbs).toHaveCount(3);
  const before = hashOf(await product.photo.getAttribute("src"));
  await product.cover.scrollIntoViewIfNeeded();
  const box = await product.cover.boundingBox();
  if (!box) throw new Error("no cover");
  // A real finger through the browser's touch input, so the page's touch-action decides what scrolls.
  const touch = await phone.context().newCDPSession(phone);
  const y = box.y + box.height / 2;
  const finger = (x: number) => [{ x, y }];
  await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: finger(box.x + box.width * 0.8) });
  for (const at of [0.7, 0.55, 0.4, 0.25]) await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: finger(box.x + box.width * at) });
  // The finger rests before it lifts: after a flick, headless Chromium's fling swallowed the next tap.
  await phone.waitForTimeout(200);
  await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(product.thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
  expect(hashOf(await product.photo.getAttribute("src"))).not.toBe(before);
  await expect(product.zoom).toBeHidden();

  await product.cover.tap();
  await expect(product.zoom).toBeVisible();
  await expect(product.zoom.getByText("Photo 2 of 3")).toBeVisible();
  await product.zoom.getByRole("button", { name: "Close zoomed photo" }).tap();
  await expect(product.zoom).toBeHidden();
  await phone.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the gallery and its zoom pass WCAG 2.1 AA checks in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
    const product = new ProductPage(page);
    await product.open(productId);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    const check = async () => (await new AxeBuilder({ page }).include("[data-testid='product-gallery']").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations.map((violation) => violation.id);
    expect(await check()).toEqual([]);
    await product.cover.click();
    await expect(product.zoom.getByText("Photo 1 of 3")).toBeVisible();
    expect(await check()).toEqual([]);
  });
}
