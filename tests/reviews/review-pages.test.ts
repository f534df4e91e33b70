import mongoose from "mongoose";
import { listAccountOrders } from "@/lib/account/orders";
import { issueReviewLink } from "@/lib/reviews/review-link";
import { reviewPageForCustomer, reviewPageForLink } from "@/lib/reviews/review-page";
import { submitReview } from "@/lib/reviews/submit";
import { Order } from "@/models/order";
import { createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder } from "../support/order-fixtures";

setupTestDatabase();

const REVIEW = { rating: 4, title: "Warm", text: "Warm and close to the skin all evening.", longevity: 3, projection: null };

async function buyer(status: "Delivered" | "Processing" = "Delivered") {
  const user = await createTestUser({ role: "customer" });
  const product = await createProduct({ name: "Oud Noir" });
  const order = await createTestOrder({ status, state: "paid", email: user.email, product: { id: product._id, quantity: 1 } });
  await Order.updateOne({ _id: order._id }, { $set: { customer: new mongoose.Types.ObjectId(user.id) } });
  return { user, product, order };
}

describe("where a buyer writes a review", () => {
  it("links each product of a delivered order from the account, and no product of an order still on its way", async () => {
    const delivered = await buyer();
    const [listed] = await listAccountOrders(delivered.user.id);
    // The line names the product as it was sold (the fixture sells every product as "Test Scent").
    expect(listed?.reviews).toEqual([{ name: "Test Scent", path: `/account/review/${delivered.product._id}` }]);
    const onItsWay = await buyer("Processing");
    expect((await listAccountOrders(onItsWay.user.id))[0]?.reviews).toEqual([]);
  });

  it("opens the account's form on the buyer's own review to edit, and refuses who did not buy it", async () => {
    const { user, product } = await buyer();
    expect(await reviewPageForCustomer(user.id, product._id)).toMatchObject({ kind: "form", productName: "Maison Lagos Oud Noir", initial: null });
    await submitReview({ productId: product._id, ...REVIEW }, { caller: { id: user.id, email: user.email, role: "customer", staffRole: null, sessionId: "s" }, address: "10.1.1.1" });
    expect(await reviewPageForCustomer(user.id, product._id)).toMatchObject({ kind: "form", initial: REVIEW });
    const stranger = await createTestUser({ role: "customer" });
    expect(await reviewPageForCustomer(stranger.id, product._id)).toEqual({ kind: "refused", message: expect.stringMatching(/delivered/) });
    expect(await reviewPageForCustomer(user.id, "not-an-id")).toMatchObject({ kind: "refused" });
  });

  it("opens the link's form without spending it, and says why a spent or forged link is refused", async () => {
    const { product, order } = await buyer();
    const token = issueReviewLink(order._id.toString(), product._id);
    expect(await reviewPageForLink(token)).toMatchObject({ kind: "form", productId: product._id });
    expect(await reviewPageForLink(token)).toMatchObject({ kind: "form" });
    await submitReview({ token, ...REVIEW }, { caller: null, address: "10.1.1.2" });
    expect(await reviewPageForLink(token)).toEqual({ kind: "refused", message: expect.stringMatching(/used already/) });
    expect(await reviewPageForLink(`${token}x`)).toEqual({ kind: "refused", message: expect.stringMatching(/not valid/) });
  });
});
