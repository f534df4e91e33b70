import { expect, test, type APIRequestContext } from "@playwright/test";
import { ObjectId } from "mongodb";
import { JPEG_BYTES } from "../tests/support/images";
import { AdminLoginPage } from "./pages/admin-login-page";
import { AdminReviewsPage } from "./pages/admin-reviews-page";
import { ProductReviewsSection, ReviewPage } from "./pages/review-page";
import { ProductPage } from "./pages/product-page";
import { createJourneyAdmin } from "./support/admin-accounts";
import { adminAuth } from "./support/admin-api";
import { expectAccessibleInBothThemes } from "./support/axe";
import { placeBankOrder, type ApiProduct } from "./support/catalog-api";
import { withShopDatabase } from "./support/shop-database";

type Auth = { authorization: string };

/** A perfume of the journey's own, so its rating starts from nothing. */
async function createPerfume(request: APIRequestContext, auth: Auth, name: string): Promise<ApiProduct> {
  const stamp = Date.now();
  const created = await request.post("/api/products/create", {
    headers: auth,
    multipart: {
      brand: "Maison Lagos",
      name: `${name} ${stamp}`,
      type: "Perfume",
      description: "Made for the reviews journey.",
      sizes: JSON.stringify([{ label: "50 ml", volumeMl: "50", price: "58000", stock: "5", sku: `REV-${stamp}` }]),
      images: { name: "musk.jpg", mimeType: "image/jpeg", buffer: JPEG_BYTES },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { product: ApiProduct }).product;
}

/** The owner confirms the transfer and marks the order Delivered, through the admin API. */
async function deliver(request: APIRequestContext, auth: Auth, orderNumber: string): Promise<void> {
  for (const status of ["Order Placed", "Delivered"]) {
    const moved = await request.put(`/api/orders/update/${orderNumber}`, { headers: auth, data: { status } });
    expect(moved.status()).toBe(200);
  }
}

/**
 * The review link of the order's "How was it?" e-mail, as the outbox holds it. The delivery is
 * moved eight days back (and the order stamped as changed now, so the sweep reads it again): the
 * sweep, every minute, then finds its days up and records the e-mail.
 */
async function reviewLinkFromMail(orderNumber: string): Promise<string> {
  return withShopDatabase(async (db) => {
    const order = await db.collection("orders").findOne({ orderNumber });
    if (!order) throw new Error(`No order ${orderNumber}`);
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await db.collection("orders").updateOne({ _id: order._id, "statusHistory.status": "Delivered" }, { $set: { "statusHistory.$.at": weekAgo, updatedAt: new Date() } });
    const key = `order:${order._id.toString()}:review-request`;
    let token = "";
    await expect
      .poll(
        async () => {
          const mail = await db.collection("mailmessages").findOne({ key });
          token = (mail?.data as { products?: { token: string }[] } | undefined)?.products?.[0]?.token ?? "";
          return token;
        },
        { timeout: 150_000, intervals: [2_000] },
      )
      .not.toBe("");
    return token;
  });
}

async function moderateByApi(request: APIRequestContext, auth: Auth, title: string, action: "publish" | "hide"): Promise<void> {
  const listed = await request.get(`/api/reviews/moderation?q=${encodeURIComponent(title)}`, { headers: auth });
  const { data } = (await listed.json()) as { data: { reviews: { _id: string; title: string }[] } };
  const review = data.reviews.find((item) => item.title === title);
  if (!review) throw new Error(`No review titled ${title}`);
  expect((await request.post(`/api/reviews/moderation/${review._id}`, { headers: auth, data: { action } })).status()).toBe(200);
}

const jsonLdOf = async (product: ProductPage) => JSON.parse((await product.jsonLd.textContent()) ?? "{}") as Record<string, unknown>;

test("buyer: the \"How was it?\" e-mail's link opens a review form, the review waits for the owner, then the product page and its structured data show it and the new average", async ({ page, request }) => {
  // The sweep that records the e-mail runs once a minute.
  test.setTimeout(240_000);
  const auth = await adminAuth(request);
  const product = await createPerfume(request, auth, "Harmattan Musk");
  const orderNumber = await placeBankOrder(request, product, `amaka-${Date.now()}@example.com`);
  await deliver(request, auth, orderNumber);
  const token = await reviewLinkFromMail(orderNumber);

  const form = new ReviewPage(page);
  await expectAccessibleInBothThemes(page, `/review/${token}`);
  await page.goto(`/review/${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`How was Maison Lagos ${product.name}?`);
  // A review with no stars and a short text is refused on the spot, with the fields' messages.
  await form.title.fill("Hmm");
  await form.text.fill("Short");
  await form.submit.click();
  await expect(page.getByText("Choose from 1 to 5 stars")).toBeVisible();
  await expect(page.getByText("Write at least 10 characters")).toBeVisible();

  const title = "Lasts through the Lagos heat";
  const text = "Eight hours on it was still there. More at https://example.com/musk </script><b>bold</b>";
  await form.write({ rating: 4, title, text, longevity: "4: all day" });
  await expect(form.done).toContainText("once the shop has read it");

  // The link was for one review: opened again, it says so.
  await page.goto(`/review/${token}`);
  await expect(form.refused).toContainText("used already");

  const productPage = new ProductPage(page);
  const reviews = new ProductReviewsSection(page);
  await productPage.open(product._id);
  await expect(reviews.empty).toBeVisible();
  expect(await jsonLdOf(productPage)).not.toHaveProperty("aggregateRating");

  await moderateByApi(request, auth, title, "publish");
  await productPage.open(product._id);
  await expect(reviews.reviews).toHaveCount(1);
  const shown = reviews.reviews.first();
  await expect(shown).toContainText(title);
  await expect(shown.getByTestId("review-text")).toHaveText(text);
  await expect(shown).toContainText("Verified purchase");
  await expect(shown).toContainText("Ngozi, L.");
  await expect(shown).toContainText("Longevity 4/5");
  // Text stays text: no link, no bold.
  await expect(shown.locator("a, b")).toHaveCount(0);
  await expect(reviews.rating).toContainText("4.0");
  await expect(reviews.rating).toContainText("(1 review)");
  await expect(reviews.distribution.getByTestId("rating-distribution-4")).toContainText("1");
  const data = await jsonLdOf(productPage);
  expect(data.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  expect(data.review).toEqual([expect.objectContaining({ reviewBody: text, name: title })]);
  await expect(page.locator("script[type='application/ld+json']")).toHaveCount(2);

  // The card on /shop's top rated list shows it too.
  await page.goto(`/shop?sort=topRated&rating=4&q=${encodeURIComponent(product.name)}`);
  await expect(page.getByTestId("product-card").filter({ visible: true }).first().getByTestId("rating-count")).toHaveText("(1 review)");
});

test("owner: finds a waiting review under Reviews, publishes it, answers it in public, and hides it again: the product page follows each step", async ({ page, request }) => {
  const auth = await adminAuth(request);
  const product = await createPerfume(request, auth, "Cocoa Tonka Night");
  const title = `Too sweet for me ${Date.now()}`;
  // A buyer's review waiting for the owner, as the review API leaves one (the buyer's journey shows how it gets there).
  const now = new Date();
  await withShopDatabase((db) =>
    db
      .collection("reviews")
      .insertOne({ product: new ObjectId(product._id), order: new ObjectId(), email: `tolu-${Date.now()}@example.com`, rating: 2, title, text: "Lovely bottle, but the vanilla is too much in this heat.", longevity: null, projection: 3, authorName: "Tolu", cityInitial: "A", state: "pending", counted: 0, version: 0, ownerNotified: false, createdAt: now, updatedAt: now }),
  );

  const admin = await createJourneyAdmin("reviews");
  const login = new AdminLoginPage(page);
  await login.open("/admin");
  await login.logIn(admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page).toHaveURL(/\/admin\/reviews$/);

  const screen = new AdminReviewsPage(page);
  await screen.showState("pending");
  await expect(screen.row(title)).toContainText("Waiting");
  await expect(screen.row(title)).toContainText("Tolu, A.");
  await screen.publish(title);
  await expect(screen.row(title).getByTestId("review-action-status")).toHaveText("Review published");
  await screen.open();
  await expect(screen.row(title).getByTestId("review-state")).toHaveText("Published");
  await screen.reply(title, "Thank you, Tolu! Try one spray in the evening.");
  await expect(screen.row(title).getByTestId("review-action-status")).toHaveText("Reply saved");

  const productPage = new ProductPage(page);
  const reviews = new ProductReviewsSection(page);
  await productPage.open(product._id);
  await expect(reviews.reviews).toHaveCount(1);
  await expect(reviews.replies).toContainText("Thank you, Tolu! Try one spray in the evening.");
  await expect(reviews.rating).toContainText("2.0");
  // The reviews as shoppers and the owner see them, in both themes.
  await expectAccessibleInBothThemes(page, `/product/${product._id}`);
  await expectAccessibleInBothThemes(page, `/admin/reviews?q=${encodeURIComponent(title)}`);

  await screen.open();
  await screen.hide(title);
  await expect(screen.row(title).getByTestId("review-action-status")).toHaveText("Review hidden");
  await productPage.open(product._id);
  await expect(reviews.empty).toBeVisible();
  await expect(reviews.reviews).toHaveCount(0);
  expect(await jsonLdOf(productPage)).not.toHaveProperty("aggregateRating");
});
