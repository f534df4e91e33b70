import mongoose from "mongoose";
import { POST as submit } from "@/app/api/reviews/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { RATING_MARK_STALE_MS, recountRating, repairRatings } from "@/lib/reviews/rating";
import { getStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { Review } from "@/models/review";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder } from "../support/order-fixtures";
import { callRoute } from "../support/request";

setupTestDatabase();

const REVIEW = { rating: 4, title: "Lasts all day", text: "Still there after a day in Lagos heat, and people asked what I wore." };
const ratingOf = async (productId: string) => (await Product.findById(productId).lean())?.rating;

/** A published review of a new product by the buyer of a delivered order. */
async function publishedReview(rating: number, productId?: string) {
  const user = await createTestUser({ role: "customer" });
  const product = productId ?? (await createProduct())._id;
  const order = await createTestOrder({ status: "Delivered", state: "paid", email: user.email, product: { id: product, quantity: 1 } });
  await Order.updateOne({ _id: order._id }, { $set: { customer: new mongoose.Types.ObjectId(user.id) } });
  const answer = await callRoute<{ data: { _id: string } }>(submit, {
    method: "POST",
    url: "/api/reviews",
    body: { productId: product, ...REVIEW, rating },
    headers: { ...(await bearer(user)), [CLIENT_ADDRESS_HEADER]: `10.9.0.${rating}` },
  });
  expect(answer.status).toBe(201);
  return { productId: product, reviewId: answer.body.data._id };
}

beforeEach(async () => {
  await saveStoreSettings({ ...(await getStoreSettings()), publishReviewsAtOnce: true });
});

afterEach(async () => {
  await saveStoreSettings({ ...(await getStoreSettings()), publishReviewsAtOnce: false });
});

describe("a product's rating after a change that stopped half-way", () => {
  it("is recounted by the sweep from the mark the change left, once the mark is old enough to be a crash", async () => {
    const { productId, reviewId } = await publishedReview(4);
    await publishedReview(2, productId);
    expect(await ratingOf(productId)).toMatchObject({ count: 2, sum: 6, average: 3, s4: 1, s2: 1 });
    expect(await Review.countDocuments({ product: productId, ratingMarkedAt: { $exists: true } })).toBe(0);

    // The owner hides the 4-star review and the server stops before the recount: the change and
    // its mark are written, the product's figures are not.
    const now = new Date();
    await Review.updateOne({ _id: reviewId }, { $set: { state: "hidden", counted: 0, ratingMarkedAt: now }, $inc: { version: 1 } });
    expect(await ratingOf(productId)).toMatchObject({ count: 2, sum: 6 });

    // A change that may still be on its way is left alone.
    expect(await repairRatings(new Date(now.getTime() + RATING_MARK_STALE_MS - 1))).toBe(0);
    expect(await ratingOf(productId)).toMatchObject({ count: 2, sum: 6 });

    expect(await repairRatings(new Date(now.getTime() + RATING_MARK_STALE_MS))).toBe(1);
    expect(await ratingOf(productId)).toMatchObject({ count: 1, sum: 2, average: 2, s4: 0, s2: 1 });
    expect((await Review.findById(reviewId).lean())?.ratingMarkedAt).toBeUndefined();
  });

  it("comes out the same however often it is recounted", async () => {
    const { productId } = await publishedReview(5);
    await publishedReview(3, productId);
    const once = await ratingOf(productId);
    await Promise.all([recountRating(productId), recountRating(productId), recountRating(productId)]);
    const { version: before, ...figures } = once ?? {};
    const { version: after, ...again } = (await ratingOf(productId)) ?? {};
    expect(again).toEqual(figures);
    expect(figures).toMatchObject({ count: 2, sum: 8, average: 4, s5: 1, s3: 1 });
    expect(after).toBe((before ?? 0) + 3);
  });
});
