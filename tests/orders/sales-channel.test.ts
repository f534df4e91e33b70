import { channelFilter, channelOf } from "@/lib/vocabulary/sales-channels";
import { Order } from "@/models/order";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createTestOrder } from "../support/order-fixtures";

setupTestDatabase();
afterEach(() => clearDatabase());

describe("an order's sales channel", () => {
  it("is the website's unless the sale was recorded from elsewhere", async () => {
    const website = await createTestOrder();
    const instagram = await createTestOrder({ channel: "instagram" });
    expect(website.channel).toBe("website");
    expect((await Order.findById(instagram._id).lean())?.channel).toBe("instagram");
  });

  it("refuses a channel the shop does not know", async () => {
    await expect(createTestOrder({ channel: "tiktok" as never })).rejects.toThrow(/channel/);
  });

  it("counts an order stored before channels as the website's, in reads and in queries", async () => {
    const old = await createTestOrder();
    await Order.collection.updateOne({ _id: old._id }, { $unset: { channel: "" } });
    const inStore = await createTestOrder({ channel: "in_store" });
    const stored = await Order.collection.findOne({ _id: old._id });
    expect(stored?.channel).toBeUndefined();
    expect(channelOf({ channel: stored?.channel as string | undefined })).toBe("website");
    expect((await Order.find(channelFilter("website")).lean()).map((order) => String(order._id))).toEqual([String(old._id)]);
    expect((await Order.find(channelFilter("in_store")).lean()).map((order) => String(order._id))).toEqual([String(inStore._id)]);
  });
});
