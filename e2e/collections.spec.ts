import { expect, test, type Page } from "@playwright/test";
import { JPEG_BYTES } from "../tests/support/images";
import { AdminLoginPage } from "./pages/admin-login-page";
import { adminAuth } from "./support/admin-api";
import { ShopPage } from "./pages/shop-page";
import { E2E_ADMIN } from "./support/credentials";
import { withShopDatabase } from "./support/shop-database";
import { CACHE_COLLECTIONS } from "../lib/cache/shared-store.mjs";

/** The filters sit beside the results on a wide screen; where they are a closed disclosure, open it. */
async function filters(page: Page) {
  const panel = page.getByTestId("shop-filters");
  const form = panel.getByRole("form", { name: "Filter products" });
  if (!(await form.isVisible())) await panel.locator("summary").click();
  return form;
}

test("a shopper filters /shop by scent family and for whom, sees each option's count, and shares the link", async ({ page }) => {
  const shop = new ShopPage(page);
  await shop.open();
  let form = await filters(page);
  const family = form.getByRole("group", { name: "Scent family" });
  await expect(family.getByRole("checkbox", { name: "Woody 2 products" })).toBeVisible();
  await family.getByRole("checkbox", { name: /^Woody/ }).check();
  await form.getByRole("group", { name: "For whom" }).getByRole("checkbox", { name: /^Unisex/ }).check();
  await form.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/family=Woody/);
  await expect(page).toHaveURL(/forWhom=Unisex/);
  expect(await shop.names()).toEqual(["Royal Sandal Attar"]);
  // Among unisex perfumes one is woody; among woody ones two are for whom they are.
  form = await filters(page);
  await expect(form.getByRole("checkbox", { name: "Woody 1 product" })).toBeChecked();
  await expect(form.getByRole("group", { name: "For whom" }).getByRole("checkbox", { name: "Masculine 1 product" })).not.toBeChecked();

  // The same choice spelled another way shows the same page.
  await shop.open("?forWhom=Unisex&family=Woody&family=Woody");
  expect(await shop.names()).toEqual(["Royal Sandal Attar"]);
  await (await filters(page)).getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("a collection page lists the perfumes its rule holds, filters them, and a perfume's page shows its notes pyramid", async ({ page }) => {
  await page.goto("/collections/oud");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oud");
  const cards = page.getByTestId("collection-products").getByTestId("product-card");
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId("collection-products")).toContainText("Midnight Oud Eau de Parfum");
  await expect(page.getByTestId("collection-products")).toContainText("Royal Sandal Attar");

  const form = await filters(page);
  await form.getByRole("group", { name: "For whom" }).getByRole("checkbox", { name: /^Masculine/ }).check();
  await form.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/collections\/oud\?forWhom=Masculine$/);
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Midnight Oud Eau de Parfum");
  const pyramid = page.getByRole("list", { name: "Notes pyramid" });
  await expect(pyramid.getByRole("listitem")).toHaveText(["Top notes Saffron, Cardamom", "Heart notes Oud, Rose", "Base notes Smoked amber, Patchouli"]);
  await expect(page.getByTestId("perfume-profile")).toContainText("Eau de Parfum");
});

test("the owner adds a collection with an uploaded photo, and its page shows the photo with the owner's description", async ({ page }) => {
  const slug = `evening-${Date.now()}`;
  const login = new AdminLoginPage(page);
  await login.open("/admin/collections/new");
  await login.logIn(E2E_ADMIN);
  await expect(page.getByTestId("collection-form")).toBeVisible();
  await page.getByLabel("Title").fill("Evening");
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel(/Image description/).fill("A bottle of oud on a dark table");
  await page.getByTestId("collection-image").setInputFiles({ name: "evening.jpg", mimeType: "image/jpeg", buffer: JPEG_BYTES });
  await expect(page.getByAltText("Preview of the collection's image")).toBeVisible();
  await page.getByTestId("collection-rule-note").fill("Oud");
  await page.getByTestId("collection-submit").click();
  await expect(page).toHaveURL(/\/admin\/collections$/, { timeout: 60_000 });

  await page.goto(`/collections/${slug}`);
  const photo = page.getByRole("img", { name: "A bottle of oud on a dark table" });
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute("src")).toMatch(/^\/uploads\//);
  await expect(page.getByTestId("collection-products").getByTestId("product-card")).toHaveCount(2);
});

test("a collection's page, bare and filtered in any spelling, is answered from the cache, and the owner's edit shows on the next request", async ({ request }) => {
  const slug = `cached-${Date.now()}`;
  const headers = await adminAuth(request);
  const body = { slug, title: "Cached oud", description: "", kind: "rule", rule: { note: "Oud" } };
  const created = await request.post("/api/admin/collections", { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = ((await created.json()) as { data: { _id: string } }).data;

  const filtered = `/collections/${slug}?forWhom=Masculine&family=Woody`;
  for (const path of [`/collections/${slug}`, filtered]) {
    await request.get(path);
    expect((await request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
    const replayed = await request.get(path);
    expect(replayed.headers()["x-cache"], path).toBe("HIT");
    expect(await replayed.text()).toContain("Cached oud");
  }
  // Another spelling of the same filters is the same cached page, asked for the first time.
  const respelled = await request.get(`/collections/${slug}?family=Woody&family=Woody&forWhom=Masculine&utm_source=mail`);
  expect(respelled.headers()["x-nextjs-cache"]).toBe("HIT");

  const edited = await request.put(`/api/admin/collections/${_id}`, { headers, data: { ...body, title: "Cached oud, edited" } });
  expect(edited.status(), await edited.text()).toBe(200);
  const after = await request.get(filtered);
  expect(after.headers()["x-cache"]).toBeUndefined();
  expect(await after.text()).toContain("Cached oud, edited");
  await request.delete(`/api/admin/collections/${_id}`, { headers });

  // An unknown collection, filtered or not, still goes home, as every unknown path does.
  for (const path of [`/collections/none-${slug}`, `/collections/none-${slug}?family=Woody`]) expect(new URL((await request.get(path)).url()).pathname, path).toBe("/");
});

test("made-up collection addresses go home and keep nothing in the shared cache, however many and however long", async ({ request }) => {
  const stamp = `made-up-${Date.now()}`;
  // The longest is past the 256 characters Next.js allows a cache tag.
  const slugs = [`${stamp}-a`, `${stamp}-b`, `${stamp}-${"x".repeat(300)}`];
  for (const slug of slugs) expect(new URL((await request.get(`/collections/${slug}`)).url()).pathname, slug).toBe("/");
  const kept = await withShopDatabase((db) => db.collection(CACHE_COLLECTIONS.entries).countDocuments({ tags: { $regex: stamp } }));
  expect(kept).toBe(0);
});
