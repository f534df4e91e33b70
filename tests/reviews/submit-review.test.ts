import mongoose from "mongoose";
import { POST as submit } from "@/app/api/reviews/route";
import { POST as moderate } from "@/app/api/reviews/moderation/[id]/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { issueReviewLink, REVIEW_LINK_TTL_MS } from "@/lib/reviews/review-link";
import { getStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { Product } from "@/models/product";
import { Review } from "@/models/review";
import { Order } from "@/models/order";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { spendRateLimit } from "../support/rate-limit";
import { createProduct, createTestOrder } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

interface SubmitAnswer extends ApiAnswer {
  data: { _id: string; productId: string; state: string; edited: boolean };
  reason?: string;
}

const REVIEW = { rating: 5, title: "Lasts all day", text: "Still there after a day in Lagos heat, and people asked what I wore." };

let address = 0;
/** Each call from its own address unless told, so the per-address limit is met only where a test means it. */
const post = (body: unknown, headers: Record<string, string> = {}) => {
  address += 1;
  return callRoute<SubmitAnswer>(submit, { method: "POST", url: "/api/reviews", body, headers: { [CLIENT_ADDRESS_HEADER]: `10.0.${Math.floor(address / 250)}.${address % 250}`, ...headers } });
};

/** A customer with a Delivered (or other) order of a new product. */
async function buyer(status: "Delivered" | "Shipped" = "Delivered") {
  const user = await createTestUser({ role: "customer" });
  const product = await createProduct();
  const order = await createTestOrder({ status, state: "paid", email: user.email, product: { id: product._id, quantity: 1 } });
  await Order.updateOne({ _id: order._id }, { $set: { customer: new mongoose.Types.ObjectId(user.id) } });
  return { user, auth: await bearer(user), product, order };
}

const ratingOf = async (productId: string) => (await Product.findById(productId).lean())?.rating ?? null;

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer(await createTestUser({ role: "admin" }));
});

afterEach(async () => {
  await saveStoreSettings({ ...(await getStoreSettings()), publishReviewsAtOnce: false });
});

describe("POST /api/reviews, signed in", () => {
  it("takes a review from the buyer of a delivered order: pending, verified by that order, signed by first name and city initial", async () => {
    const { auth, product, order, user } = await buyer();
    const answer = await post({ productId: product._id, ...REVIEW, longevity: 4, projection: 3 }, auth);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ productId: product._id, state: "pending", edited: false });
    expect(answer.body.message).toMatch(/once the shop has read it/);
    const stored = await Review.findById(answer.body.data._id).lean();
    expect(stored).toMatchObject({ order: order._id, email: user.email, authorName: "Ada", cityInitial: "L", rating: 5, longevity: 4, projection: 3, state: "pending", counted: 0 });
    // Pending reviews count for nothing yet.
    expect(await ratingOf(product._id)).toBeNull();
  });

  it("keeps one review per buyer and product: writing again edits it", async () => {
    const { auth, product } = await buyer();
    await post({ productId: product._id, ...REVIEW }, auth);
    const again = await post({ productId: product._id, ...REVIEW, rating: 3, title: "Fades by noon" }, auth);
    expect(again.status).toBe(200);
    expect(again.body.data.edited).toBe(true);
    const reviews = await Review.find({ product: product._id }).lean();
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ rating: 3, title: "Fades by noon" });
  });

  it("keeps an account's review its own: another buyer who ordered with the same e-mail can neither overwrite it by account nor by link", async () => {
    const { auth, product, user } = await buyer();
    const written = await post({ productId: product._id, ...REVIEW }, auth);
    expect(written.status).toBe(201);
    // Mallory ordered the same product giving the account's e-mail, from an account of her own and as a guest.
    const mallory = await createTestUser({ role: "customer" });
    const hers = await createTestOrder({ status: "Delivered", state: "paid", email: user.email, product: { id: product._id, quantity: 1 } });
    await Order.updateOne({ _id: hers._id }, { $set: { customer: new mongoose.Types.ObjectId(mallory.id) } });
    const byAccount = await post({ productId: product._id, ...REVIEW, rating: 1, title: "Awful" }, await bearer(mallory));
    const guest = await createTestOrder({ status: "Delivered", state: "paid", email: user.email, product: { id: product._id, quantity: 1 } });
    const byLink = await post({ token: issueReviewLink(guest._id.toString(), product._id), ...REVIEW, rating: 1, title: "Awful" });
    expect([byAccount.status, byLink.status]).toEqual([403, 403]);
    expect(byAccount.body.reason).toBe("review-belongs-to-account");
    expect(await Review.findById(written.body.data._id).lean()).toMatchObject({ rating: 5, title: REVIEW.title, customer: new mongoose.Types.ObjectId(user.id) });
  });

  it("refuses who never bought it, whose order is not delivered yet, and another customer's order", async () => {
    const stranger = await bearer(await createTestUser({ role: "customer" }));
    const { product } = await buyer();
    const never = await post({ productId: product._id, ...REVIEW }, stranger);
    expect(never.status).toBe(403);
    expect(never.body.message).toMatch(/delivered/);

    const shipped = await buyer("Shipped");
    expect((await post({ productId: shipped.product._id, ...REVIEW }, shipped.auth)).status).toBe(403);

    // Another customer's delivered order, placed with the stranger's e-mail even, proves nothing for them.
    const other = await buyer();
    const sameEmail = await createTestUser({ role: "customer" });
    await Order.updateOne({ _id: other.order._id }, { $set: { email: sameEmail.email } });
    expect((await post({ productId: other.product._id, ...REVIEW }, await bearer(sameEmail))).status).toBe(403);
    expect(await Review.countDocuments({ product: { $in: [product._id, shipped.product._id, other.product._id] } })).toBe(0);
  });

  it("asks a stranger to sign in and an admin to use a customer account", async () => {
    const { product } = await buyer();
    const anonymous = await post({ productId: product._id, ...REVIEW });
    expect(anonymous.status).toBe(401);
    expect((await post({ productId: product._id, ...REVIEW }, admin)).status).toBe(403);
  });

  it("answers bad input with the fields at fault, never a 500", async () => {
    const { auth, product } = await buyer();
    const cases: [unknown, string][] = [
      [{ ...REVIEW, productId: product._id, rating: 0 }, "rating"],
      [{ ...REVIEW, productId: product._id, rating: 6 }, "rating"],
      [{ ...REVIEW, productId: product._id, rating: 4.5 }, "rating"],
      [{ ...REVIEW, productId: product._id, rating: "5" }, "rating"],
      [{ ...REVIEW, productId: product._id, title: "   " }, "title"],
      [{ ...REVIEW, productId: product._id, title: "x".repeat(81) }, "title"],
      [{ ...REVIEW, productId: product._id, text: "Nice." }, "text"],
      [{ ...REVIEW, productId: product._id, text: "y".repeat(2001) }, "text"],
      [{ ...REVIEW, productId: product._id, text: "A bell \u0007 rings in it somewhere" }, "text"],
      [{ ...REVIEW, productId: product._id, longevity: 7 }, "longevity"],
      [{ ...REVIEW, productId: "not-an-id" }, "productId"],
      [{ ...REVIEW }, "productId"],
    ];
    for (const [body, field] of cases) {
      const answer = await post(body, auth);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fieldErrors ?? {})).toContain(field);
    }
    expect(await Review.countDocuments({ product: product._id })).toBe(0);
  });

  it("keeps the text as written: markup is stored as text, for pages to show as text", async () => {
    const { auth, product } = await buyer();
    const text = "<b>Bold</b> claim </script><script>alert(1)</script> see https://example.com";
    const answer = await post({ productId: product._id, ...REVIEW, text }, auth);
    expect(answer.status).toBe(201);
    expect((await Review.findById(answer.body.data._id).lean())?.text).toBe(text);
  });
});

describe("POST /api/reviews with the e-mail's link", () => {
  it("takes a review from the link without signing in, once", async () => {
    const { product, order } = await buyer();
    const token = issueReviewLink(order._id.toString(), product._id);
    const answer = await post({ token, ...REVIEW });
    expect(answer.status).toBe(201);
    expect(answer.body.data.productId).toBe(product._id);
    const reused = await post({ token, ...REVIEW, title: "Again" });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toMatch(/used already/);
    expect((await Review.findById(answer.body.data._id).lean())?.title).toBe(REVIEW.title);
  });

  it("refuses a forged, altered or expired link, a link for another product, and one whose order is not delivered", async () => {
    const { product, order } = await buyer();
    const token = issueReviewLink(order._id.toString(), product._id);
    const [payload = "", signature = ""] = token.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ o: order._id.toString(), p: new mongoose.Types.ObjectId().toString(), x: Date.now() + 1e9, n: "x" })).toString("base64url");
    for (const bad of [`${forgedPayload}.${signature}`, `${payload}.${"A".repeat(43)}`, "nonsense", ""]) {
      const answer = await post({ token: bad, ...REVIEW });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors?.token).toBeDefined();
    }
    const expired = issueReviewLink(order._id.toString(), product._id, new Date(Date.now() - REVIEW_LINK_TTL_MS - 1000));
    expect((await post({ token: expired, ...REVIEW })).body.message).toMatch(/expired/);

    const otherProduct = await createProduct();
    expect((await post({ token, productId: otherProduct._id, ...REVIEW })).status).toBe(400);

    const notDelivered = await buyer("Shipped");
    expect((await post({ token: issueReviewLink(notDelivered.order._id.toString(), notDelivered.product._id), ...REVIEW })).status).toBe(403);
    // A link naming a product its order does not hold.
    expect((await post({ token: issueReviewLink(order._id.toString(), otherProduct._id), ...REVIEW })).status).toBe(403);
    expect(await Review.countDocuments({ product: { $in: [product._id, otherProduct._id, notDelivered.product._id] } })).toBe(0);
    // The link refused for bad input is not spent: it still works.
    expect((await post({ token, ...REVIEW })).status).toBe(201);
  });
});

describe("publishing and the product's rating", () => {
  it("publishes at once when the settings say so, counting the stars in the product's rating", async () => {
    await saveStoreSettings({ ...(await getStoreSettings()), publishReviewsAtOnce: true });
    const first = await buyer();
    const answer = await post({ productId: first.product._id, ...REVIEW, rating: 4 }, first.auth);
    expect(answer.body.data.state).toBe("published");
    expect(await ratingOf(first.product._id)).toMatchObject({ count: 1, sum: 4, average: 4, s4: 1 });
    // The author edits it: the counts move from 4 stars to 2, not add to them.
    await post({ productId: first.product._id, ...REVIEW, rating: 2 }, first.auth);
    expect(await ratingOf(first.product._id)).toMatchObject({ count: 1, sum: 2, average: 2, s2: 1, s4: 0 });
  });

  it("keeps the average right under many buyers reviewing at once", async () => {
    await saveStoreSettings({ ...(await getStoreSettings()), publishReviewsAtOnce: true });
    const product = await createProduct();
    const stars = [5, 4, 3, 5, 1, 2, 5, 4, 4, 3, 5, 5, 2, 1, 4, 3, 5, 4, 5, 3];
    const tokens = await Promise.all(
      stars.map(async () => {
        const order = await createTestOrder({ status: "Delivered", state: "paid", product: { id: product._id, quantity: 1 } });
        return issueReviewLink(order._id.toString(), product._id);
      }),
    );
    const answers = await Promise.all(tokens.map((token, index) => post({ token, ...REVIEW, rating: stars[index] })));
    expect(answers.map((answer) => answer.status)).toEqual(stars.map(() => 201));
    const rating = await ratingOf(product._id);
    const sum = stars.reduce((total, value) => total + value, 0);
    expect(rating).toMatchObject({ count: stars.length, sum, s1: 2, s2: 2, s3: 4, s4: 5, s5: 7 });
    expect(rating?.average).toBeCloseTo(sum / stars.length, 10);

    // The owner hides and publishes them again, twice over at once: each change lands once.
    const reviews = await Review.find({ product: product._id }).lean();
    const act = (id: string, action: string) => callRoute(moderate, { method: "POST", url: `/api/reviews/moderation/${id}`, body: { action }, headers: admin, params: { id } });
    await Promise.all(reviews.slice(0, 10).flatMap((review) => [act(review._id.toString(), "hide"), act(review._id.toString(), "hide")]));
    const kept = reviews.slice(10).map((review) => review.rating);
    const keptSum = kept.reduce((total, value) => total + value, 0);
    expect(await ratingOf(product._id)).toMatchObject({ count: kept.length, sum: keptSum });
    await Promise.all(reviews.slice(0, 10).flatMap((review) => [act(review._id.toString(), "publish"), act(review._id.toString(), "publish")]));
    expect(await ratingOf(product._id)).toMatchObject({ count: stars.length, sum, average: sum / stars.length });
    // Sixty orders, reviews and moderations at once: more than the default 5 s when the whole suite shares the machine.
  }, 60_000);
});

describe("rate limits", () => {
  it("refuses too many reviews from one address, one account and one link with 429, and says when to try again", async () => {
    const { auth, product, user, order } = await buyer();
    const hour = 60 * 60 * 1000;

    await spendRateLimit("review:address:10.9.9.9", 20, hour);
    const byAddress = await post({ productId: product._id, ...REVIEW }, { ...auth, [CLIENT_ADDRESS_HEADER]: "10.9.9.9" });
    expect(byAddress.status).toBe(429);
    expect(byAddress.headers.get("retry-after")).toBeTruthy();

    await spendRateLimit(`review:account:${user.id}`, 10, hour);
    expect((await post({ productId: product._id, ...REVIEW }, auth)).status).toBe(429);

    const token = issueReviewLink(order._id.toString(), product._id);
    const nonce = (JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as { n: string }).n;
    await spendRateLimit(`review:link:${nonce}`, 5, hour);
    expect((await post({ token, ...REVIEW })).status).toBe(429);
    expect(await Review.countDocuments({ product: product._id })).toBe(0);
  }, 20_000);
});
