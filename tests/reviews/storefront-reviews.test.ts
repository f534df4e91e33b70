import { GET as allProducts } from "@/app/api/products/all-products/route";
import { POST as moderate } from "@/app/api/reviews/moderation/[id]/route";
import { findProductById, findProducts } from "@/lib/catalog/products";
import { productJsonLd, serializeJsonLd } from "@/lib/content/product-structured-data";
import { findProductReviews } from "@/lib/reviews/product-reviews";
import { Review } from "@/models/review";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder } from "../support/order-fixtures";
import { callRoute } from "../support/request";

setupTestDatabase();

let admin: Record<string, string>;
beforeEach(async () => {
  await clearDatabase();
  admin = await bearer(await createTestUser({ role: "admin" }));
});

/** A review of the product, published by the owner unless told to leave it waiting. */
async function review(productId: string, rating: number, fields: Partial<{ title: string; text: string; publish: boolean; reply: string }> = {}) {
  const order = await createTestOrder({ status: "Delivered", state: "paid", product: { id: productId, quantity: 1 } });
  const created = await Review.create({ product: productId, order: order._id, email: order.email, rating, title: fields.title ?? `${rating} stars`, text: fields.text ?? "Some words about how it wears.", authorName: "Ada", cityInitial: "L" });
  const id = created._id.toString();
  const act = (body: unknown) => callRoute(moderate, { method: "POST", url: `/api/reviews/moderation/${id}`, body, headers: admin, params: { id } });
  if (fields.publish !== false) await act({ action: "publish" });
  if (fields.reply) await act({ action: "reply", reply: fields.reply });
  return id;
}

describe("a product's reviews as shoppers see them", () => {
  it("lists only published reviews, newest, highest or lowest first, a page at a time, with the shop's reply and no e-mail", async () => {
    const product = await createProduct();
    await review(product._id, 3, { title: "First" });
    await review(product._id, 5, { title: "Second", reply: "Thank you!" });
    await review(product._id, 1, { title: "Third" });
    await review(product._id, 4, { title: "Waiting", publish: false });
    const hidden = await review(product._id, 2, { title: "Hidden" });
    await callRoute(moderate, { method: "POST", url: `/api/reviews/moderation/${hidden}`, body: { action: "hide" }, headers: admin, params: { id: hidden } });

    const newest = await findProductReviews(product._id, "newest", 1);
    expect(newest.reviews.map((item) => item.title)).toEqual(["Third", "Second", "First"]);
    expect(newest).toMatchObject({ total: 3, pages: 1 });
    expect((await findProductReviews(product._id, "highest", 1)).reviews.map((item) => item.title)).toEqual(["Second", "First", "Third"]);
    expect((await findProductReviews(product._id, "lowest", 1)).reviews.map((item) => item.title)).toEqual(["Third", "First", "Second"]);
    const paged = await findProductReviews(product._id, "newest", 2, 2);
    expect(paged).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(paged.reviews.map((item) => item.title)).toEqual(["First"]);
    const second = newest.reviews[1];
    expect(second).toMatchObject({ author: "Ada, L.", reply: { text: "Thank you!" } });
    expect(JSON.stringify(newest)).not.toMatch(/@example\.com/);

    const view = await findProductById(product._id);
    expect(view?.rating).toEqual({ average: 3, count: 3, stars: [1, 0, 1, 0, 1] });
  });
});

describe("the product's structured data", () => {
  it("carries aggregateRating and the latest reviews only while one is published, and no review text can close its script", async () => {
    const product = await createProduct();
    await review(product._id, 4, { publish: false });
    const unrated = await findProductById(product._id);
    expect(unrated?.rating).toBeNull();
    expect(productJsonLd(unrated!, [])).not.toHaveProperty("aggregateRating");

    const text = 'Lovely </script><script>alert("x")</script> <!-- and a link https://example.com';
    await review(product._id, 5, { title: "</SCRIPT> in the title", text });
    const rated = await findProductById(product._id);
    const latest = await findProductReviews(product._id, "newest", 1, 5);
    const data = productJsonLd(rated!, latest.reviews);
    expect(data).toMatchObject({ aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 1, bestRating: 5 } });
    const script = serializeJsonLd(data);
    expect(script).not.toMatch(/<\/script/i);
    expect(script).not.toContain("<!--");
    expect(script).not.toContain("<");
    const parsed = JSON.parse(script) as { review: { reviewBody: string; name: string; author: { name: string }; reviewRating: { ratingValue: number } }[] };
    expect(parsed.review).toEqual([expect.objectContaining({ reviewBody: text, name: "</SCRIPT> in the title", author: { "@type": "Person", name: "Ada, L." }, reviewRating: expect.objectContaining({ ratingValue: 5 }) })]);
  });
});

describe("/shop's rating sort and filter", () => {
  it("sorts top rated first (unrated last) and keeps 4 stars and up, counting an average shown as 4.0", async () => {
    const great = await createProduct({ name: "Great" });
    const good = await createProduct({ name: "Good" });
    const fine = await createProduct({ name: "Fine" });
    await createProduct({ name: "Unrated" });
    await review(great._id, 5);
    for (const stars of [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3]) await review(good._id, stars); // 3.96: shown as 4.0
    await review(fine._id, 3);

    const top = await findProducts({ sort: "topRated", page: 1, limit: 10 });
    expect(top.products.map((item) => item.name)).toEqual(["Great", "Good", "Fine", "Unrated"]);
    const fourUp = await findProducts({ minRating: 4, page: 1, limit: 10 });
    expect(fourUp.products.map((item) => item.name).sort()).toEqual(["Good", "Great"]);
    expect(fourUp.total).toBe(2);

    const api = await callRoute<{ products: { name: string }[] }>(allProducts, { url: "/api/products/all-products?sort=topRated&minRating=4" });
    expect(api.status).toBe(200);
    expect(api.body.products.map((item) => item.name)).toEqual(["Great", "Good"]);
    for (const query of ["minRating=6", "minRating=0", "minRating=four", "sort=best"]) expect((await callRoute(allProducts, { url: `/api/products/all-products?${query}` })).status).toBe(400);
  });
});
