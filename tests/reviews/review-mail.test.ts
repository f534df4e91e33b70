import mongoose from "mongoose";
import { readReviewLink } from "@/lib/reviews/review-link";
import { notifyOwnerOfReviews, requestReviews } from "@/lib/reviews/review-mail";
import { getStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { MailMessage } from "@/models/mail-message";
import { Order } from "@/models/order";
import { Review } from "@/models/review";
import { ReviewMailMark } from "@/models/review-mail-mark";
import { ReviewRequest } from "@/models/review-request";
import { createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, createTestOrder } from "../support/order-fixtures";

setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

beforeEach(async () => {
  await clearDatabase();
  await createTestUser({ role: "admin", email: "owner@example.com" });
});

/** An order of these products marked Delivered `daysAgo` days before `now`. */
async function deliveredOrder(productIds: string[], daysAgo: number, now: Date) {
  const order = await createTestOrder({ status: "Delivered", state: "paid", product: { id: productIds[0] ?? "", quantity: 1 } });
  const at = new Date(now.getTime() - daysAgo * DAY);
  const items = productIds.map((id) => ({ product: new mongoose.Types.ObjectId(id), brand: "Maison Lagos", name: "Test Scent", type: "Perfume", price: 10000, quantity: 1 }));
  await Order.collection.updateOne({ _id: order._id }, { $set: { orderItems: items, statusHistory: [{ status: "Delivered", at }], updatedAt: at } });
  return order;
}

describe("the \"How was it?\" e-mail", () => {
  it("goes once, the settings' days after delivery, with a working link per product not yet reviewed", async () => {
    const now = new Date();
    const [a, b, c] = [await createProduct({ name: "Oud Noir" }), await createProduct({ name: "Cocoa Tonka" }), await createProduct()];
    const due = await deliveredOrder([a._id, b._id], 8, now);
    const early = await deliveredOrder([c._id], 3, now);
    const reviewedAlready = await deliveredOrder([c._id], 9, now);
    await Review.create({ product: c._id, order: reviewedAlready._id, email: reviewedAlready.email, rating: 5, title: "Yes", text: "Already said it all.", authorName: "Ada" });

    expect(await requestReviews(now)).toEqual({ asked: 1 });
    const messages = await MailMessage.find({ kind: "review-request" }).lean();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ key: `order:${due._id.toString()}:review-request`, to: due.email });
    const data = messages[0]?.data as { orderNumber: string; products: { name: string; token: string }[] };
    expect(data.orderNumber).toBe(due.orderNumber);
    expect(data.products.map((product) => product.name).sort()).toEqual(["Maison Lagos Cocoa Tonka", "Maison Lagos Oud Noir"]);
    for (const product of data.products) expect(readReviewLink(product.token, now)).toMatchObject({ orderId: due._id.toString() });

    // The next pass, an hour on, asks nobody again; the early order is asked once its days are up.
    expect(await requestReviews(new Date(now.getTime() + HOUR))).toEqual({ asked: 0 });
    expect(await requestReviews(new Date(now.getTime() + 5 * DAY))).toEqual({ asked: 1 });
    expect(await MailMessage.countDocuments({ kind: "review-request", to: early.email })).toBe(1);
    expect(await MailMessage.countDocuments({ kind: "review-request" })).toBe(2);
  });

  it("follows the settings' days", async () => {
    const now = new Date();
    await saveStoreSettings({ ...(await getStoreSettings()), reviewRequestDays: 3 });
    const product = await createProduct();
    await deliveredOrder([product._id], 4, now);
    expect(await requestReviews(now)).toEqual({ asked: 1 });
    await saveStoreSettings({ ...(await getStoreSettings()), reviewRequestDays: 7 });
  });

  it("asks nobody about an order stepped back from Delivered, and reads each order change once per pass", async () => {
    const now = new Date();
    const product = await createProduct();
    const order = await deliveredOrder([product._id], 3, now);
    expect(await requestReviews(now)).toEqual({ asked: 0 });
    expect(await ReviewRequest.findById(order._id).lean()).toMatchObject({ state: "waiting" });
    // The mark moved to the pass's time: the next pass reads only what changed since.
    expect((await ReviewMailMark.findById("review-requests").lean())?.at).toEqual(now);
    await Order.collection.updateOne({ _id: order._id }, { $set: { status: "Shipped" } });
    expect(await requestReviews(new Date(now.getTime() + 5 * DAY))).toEqual({ asked: 0 });
    expect(await ReviewRequest.findById(order._id).lean()).toMatchObject({ state: "sent" });
    expect(await MailMessage.countDocuments({ kind: "review-request" })).toBe(0);
  });
  it("asks the buyers of a whole pass with a handful of reads, each about the products they have not reviewed", async () => {
    const now = new Date();
    const [a, b] = [await createProduct({ name: "Oud Noir" }), await createProduct({ name: "Cocoa Tonka" })];
    const orders = [];
    for (let index = 0; index < 30; index += 1) orders.push(await deliveredOrder([a._id, b._id], 8, now));
    const [first, second] = orders as [(typeof orders)[number], (typeof orders)[number]];
    // The first buyer reviewed Oud Noir; the second buyer's review of it is nobody else's.
    await Review.create({ product: a._id, order: first._id, email: first.email, rating: 5, title: "Yes", text: "Already said it all.", authorName: "Ada" });
    await Review.create({ product: b._id, order: second._id, email: second.email, rating: 4, title: "Good", text: "Warm and long-lasting.", authorName: "Bola" });

    const calls: string[] = [];
    mongoose.set("debug", (collection: string, method: string) => void calls.push(`${collection}.${method}`));
    try {
      expect(await requestReviews(now)).toEqual({ asked: 30 });
    } finally {
      mongoose.set("debug", false);
    }
    // One message each (30 writes); every other read and write is one for the pass, not one per order.
    expect(calls.filter((call) => call.startsWith("mailmessages.")).length).toBeLessThanOrEqual(31);
    const pass = calls.filter((call) => !call.startsWith("mailmessages.") && !call.startsWith("storesettings."));
    expect(pass.sort()).toEqual(
      ["orders.find", "orders.find", "products.find", "reviewmailmarks.findOne", "reviewmailmarks.updateOne", "reviewrequests.bulkWrite", "reviewrequests.find", "reviewrequests.updateMany", "reviews.find"].sort(),
    );

    const named = async (email: string) => {
      const message = await MailMessage.findOne({ kind: "review-request", to: email }).lean();
      return (message?.data as { products: { name: string }[] }).products.map((product) => product.name).sort();
    };
    expect(await named(first.email)).toEqual(["Maison Lagos Cocoa Tonka"]);
    expect(await named(second.email)).toEqual(["Maison Lagos Oud Noir"]);
    expect(await named(orders[2]!.email)).toEqual(["Maison Lagos Cocoa Tonka", "Maison Lagos Oud Noir"]);
    expect(await ReviewRequest.countDocuments({ state: "sent" })).toBe(30);
  });
});

describe("the owner's message about new reviews", () => {
  const review = async (title: string) => {
    const product = await createProduct({ name: `Scent for ${title}` });
    const order = await createTestOrder({ status: "Delivered", state: "paid", product: { id: product._id, quantity: 1 } });
    return Review.create({ product: product._id, order: order._id, email: order.email, rating: 4, title, text: "Some words about it.", authorName: "Ada", cityInitial: "L" });
  };

  it("names the new reviews in one message at most once an hour", async () => {
    expect(await notifyOwnerOfReviews()).toBe("nothing-new");
    await review("First");
    await review("Second");
    const now = new Date();
    expect(await notifyOwnerOfReviews(now)).toBe("sent");
    const [message] = await MailMessage.find({ kind: "owner-new-reviews" }).lean();
    expect(message?.to).toBe("owner@example.com");
    expect(message?.data).toMatchObject({ total: 2, waiting: true, reviews: [{ title: "First", author: "Ada, L." }, { title: "Second" }] });
    expect(await Review.countDocuments({ ownerNotified: false })).toBe(0);

    await review("Third");
    expect(await notifyOwnerOfReviews(new Date(now.getTime() + 30 * 60 * 1000))).toBe("not-due");
    expect(await MailMessage.countDocuments({ kind: "owner-new-reviews" })).toBe(1);
    expect(await notifyOwnerOfReviews(new Date(now.getTime() + HOUR + 1000))).toBe("sent");
    expect(await MailMessage.countDocuments({ kind: "owner-new-reviews" })).toBe(2);
  });

  it("sends one message when several instances sweep at the same moment", async () => {
    await review("Busy");
    const now = new Date();
    const results = await Promise.all([notifyOwnerOfReviews(now), notifyOwnerOfReviews(now), notifyOwnerOfReviews(now)]);
    expect(results.filter((result) => result === "sent")).toHaveLength(1);
    expect(await MailMessage.countDocuments({ kind: "owner-new-reviews" })).toBe(1);
  });
});
