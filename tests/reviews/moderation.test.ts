import mongoose from "mongoose";
import { GET as list } from "@/app/api/reviews/moderation/route";
import { POST as moderate } from "@/app/api/reviews/moderation/[id]/route";
import { ALL_PRODUCTS_TAG, productTag } from "@/lib/cache/tags";
import type { AdminReviewPage } from "@/lib/reviews/moderation";
import { Product } from "@/models/product";
import { Review } from "@/models/review";
import { bearer, createTestUser } from "../support/auth";
import { tagsRevalidatedSince } from "../support/cache";
import { setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer(await createTestUser({ role: "admin" }));
});

/** A pending review, as a buyer's submission leaves it. */
async function pendingReview(productId: string, fields: Partial<{ rating: number; title: string; text: string; email: string }> = {}) {
  const order = await createTestOrder({ status: "Delivered", state: "paid", product: { id: productId, quantity: 1 } });
  return Review.create({ product: productId, order: order._id, email: fields.email ?? order.email, rating: fields.rating ?? 4, title: fields.title ?? "Warm and long", text: fields.text ?? "Lasted from morning to the evening.", authorName: "Ada", cityInitial: "L" });
}

const act = (id: string, body: unknown, headers = admin) => callRoute<ApiAnswer & { data: { state: string } }, { id: string }>(moderate, { method: "POST", url: `/api/reviews/moderation/${id}`, body, headers, params: { id } });
const listOf = (query: string, headers = admin) => callRoute<ApiAnswer & { data: AdminReviewPage }>(list, { url: `/api/reviews/moderation?${query}`, headers });
const ratingOf = async (productId: string) => (await Product.findById(productId).lean())?.rating ?? null;

describe("moderating a review", () => {
  it("moves it between waiting, published and hidden, the product's rating following, and its pages expired on every instance", async () => {
    const product = await createProduct();
    const review = await pendingReview(product._id, { rating: 3 });
    const id = review._id.toString();

    let since = Date.now();
    const published = await act(id, { action: "publish" });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ message: "Review published", data: { state: "published" } });
    expect(await ratingOf(product._id)).toMatchObject({ count: 1, sum: 3, average: 3, s3: 1 });
    expect(await tagsRevalidatedSince(since, [productTag(product._id), ALL_PRODUCTS_TAG])).toEqual([productTag(product._id), ALL_PRODUCTS_TAG]);
    // Publishing again changes nothing.
    await act(id, { action: "publish" });
    expect(await ratingOf(product._id)).toMatchObject({ count: 1, sum: 3 });

    since = Date.now();
    const hidden = await act(id, { action: "hide" });
    expect(hidden.body.data.state).toBe("hidden");
    expect(await ratingOf(product._id)).toMatchObject({ count: 0, sum: 0, average: 0, s3: 0 });
    expect(await tagsRevalidatedSince(since, [productTag(product._id), ALL_PRODUCTS_TAG])).toEqual([productTag(product._id), ALL_PRODUCTS_TAG]);

    // A hidden review published again keeps its first publishing time.
    const first = (await Review.findById(id).lean())?.publishedAt;
    await act(id, { action: "publish" });
    expect((await Review.findById(id).lean())?.publishedAt).toEqual(first);
  });

  it("answers in public, replaces and removes the reply; a reply on a published review expires the product's page", async () => {
    const product = await createProduct();
    const review = await pendingReview(product._id);
    const id = review._id.toString();
    await act(id, { action: "publish" });
    const since = Date.now();
    const replied = await act(id, { action: "reply", reply: "  Thank you, Ada! Try it on the wrists.  " });
    expect(replied.body.message).toBe("Reply saved");
    expect((await Review.findById(id).lean())?.reply).toMatchObject({ text: "Thank you, Ada! Try it on the wrists." });
    expect(await tagsRevalidatedSince(since, [productTag(product._id), ALL_PRODUCTS_TAG])).toEqual([productTag(product._id)]);
    await act(id, { action: "reply", reply: "" });
    expect((await Review.findById(id).lean())?.reply).toBeUndefined();
  });

  it("refuses bad actions and replies with field errors, unknown reviews with 404, and anyone but an admin", async () => {
    const product = await createProduct();
    const id = (await pendingReview(product._id))._id.toString();
    for (const body of [{}, { action: "delete" }, { action: "reply" }, { action: "reply", reply: "x".repeat(1001) }, { action: "reply", reply: "bell\u0007" }, "[]"]) {
      expect((await act(id, body)).status).toBe(400);
    }
    expect((await act(new mongoose.Types.ObjectId().toString(), { action: "publish" })).status).toBe(404);
    expect((await act("nope", { action: "publish" })).status).toBe(404);
    const customer = await bearer(await createTestUser({ role: "customer" }));
    expect((await act(id, { action: "publish" }, customer)).status).toBe(403);
    expect((await act(id, { action: "publish" }, {})).status).toBe(401);
    expect((await listOf("", customer)).status).toBe(403);
    expect((await listOf("", {})).status).toBe(401);
    expect((await Review.findById(id).lean())?.state).toBe("pending");
  });
});

describe("GET /api/reviews/moderation", () => {
  it("lists reviews newest first by state, stars and search, with how many wait", async () => {
    await Review.deleteMany({});
    const product = await createProduct({ name: "Oud Noir" });
    const a = await pendingReview(product._id, { rating: 5, title: "Lasts all day" });
    const b = await pendingReview(product._id, { rating: 2, title: "Too sweet", email: "tolu@example.com" });
    await pendingReview(product._id, { rating: 4, title: "Lovely" });
    await act(a._id.toString(), { action: "publish" });
    await act(b._id.toString(), { action: "hide" });

    const all = await listOf("");
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 3, pending: 1, page: 1 });
    expect(all.body.data.reviews.map((review) => review.title)).toEqual(["Lovely", "Too sweet", "Lasts all day"]);
    expect(all.body.data.reviews[0]).toMatchObject({ author: "Ada, L.", product: { _id: product._id, name: "Maison Lagos Oud Noir" }, state: "pending" });

    expect((await listOf("state=published")).body.data.reviews.map((review) => review.title)).toEqual(["Lasts all day"]);
    expect((await listOf("state=hidden")).body.data.reviews.map((review) => review.title)).toEqual(["Too sweet"]);
    expect((await listOf("rating=4")).body.data.reviews.map((review) => review.title)).toEqual(["Lovely"]);
    expect((await listOf("q=tolu@")).body.data.reviews.map((review) => review.title)).toEqual(["Too sweet"]);
    expect((await listOf("q=.*")).body.data.total).toBe(0);
    for (const query of ["state=deleted", "rating=6", "page=0", `q=${"x".repeat(101)}`]) expect((await listOf(query)).status).toBe(400);
  });
});
