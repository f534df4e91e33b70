import { Types } from "mongoose";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { GET as historyRoute, PUT as thresholdRoute } from "@/app/api/products/stock-history/[id]/route";
import { heldMove, recordLeftoverStockMoves, recordStockMoves, type ProductStockHistory } from "@/lib/catalog/stock-history";
import { releaseExpiredOrders } from "@/lib/checkout/expiry";
import { returnAllStock, settleStock, takeStock } from "@/lib/checkout/holds";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { Order, type OrderRecord } from "@/models/order";
import { Product } from "@/models/product";
import { StockMove } from "@/models/stock-move";
import { freshAdminEachTest } from "../support/admin-session";
import { bearer, createTestUser } from "../support/auth";
import { setupTestDatabase } from "../support/database";
import { createSizedProduct, initializeBody } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";
import { editStock, refundOneUnit } from "../support/stock-edits";
import { withLocalUploads } from "../support/uploads";

setupTestDatabase();
jest.setTimeout(60_000);
withLocalUploads("scents-stock-history-test-");

interface HistoryAnswer extends ApiAnswer {
  history: ProductStockHistory;
}

const MINUTE = 60_000;
const admin = freshAdminEachTest();

/** Midnight Oud in 50 ml (10 units) and 100 ml (4 units), as the seed's perfumes are sold. */
async function midnightOud() {
  const { id, sizeIds } = await createSizedProduct([
    { label: "50 ml", volumeMl: 50, price: 95000, stock: 10, sku: "ML-OUD-50" },
    { label: "100 ml", volumeMl: 100, price: 145000, stock: 4, sku: "ML-OUD-100" },
  ]);
  const [fifty, hundred] = sizeIds as [string, string];
  return { id, fifty, hundred };
}

async function place(productId: string, size: string, quantity: number, method: "card" | "bank") {
  const placed = await callRoute<{ data: { orderId: string } }>(initialize, { method: "POST", body: initializeBody([{ product: productId, size, quantity }], { method }) });
  expect(placed.status).toBe(200);
  return (await Order.findOne({ orderNumber: placed.body.data.orderId }).lean<OrderRecord>()) as OrderRecord;
}

const history = async (id: string) => {
  const answer = await callRoute<HistoryAnswer, { id: string }>(historyRoute, { url: `/api/products/stock-history/${id}`, headers: admin.auth, params: { id } });
  expect(answer.status).toBe(200);
  return answer.body.history;
};

const sizesNow = async (id: string) => (await Product.findById(id).lean())?.sizes?.map((size) => size.stock);

describe("stock history", () => {
  it("stock history explains every unit of a product through a day of orders, expiries and edits", async () => {
    const { id, fifty, hundred } = await midnightOud();
    const starting = { [fifty]: 10, [hundred]: 4 };

    // Morning: a transfer order for three 50 ml, confirmed by the owner; a card order for one 100 ml never paid.
    const transfer = await place(id, fifty, 3, "bank");
    await changeOrderStatus(transfer._id.toString(), "Order Placed");
    const unpaidCard = await place(id, hundred, 1, "card");
    // Noon: a transfer order for two 50 ml, which the shopper cancels through the owner.
    const cancelled = await place(id, fifty, 2, "bank");
    await changeOrderStatus(cancelled._id.toString(), "Cancelled");
    // Half past noon: the card order's 30 minutes are up.
    expect(await releaseExpiredOrders(new Date(Date.now() + 31 * MINUTE))).toEqual([unpaidCard.orderNumber]);
    // Afternoon: a delivery arrives, the owner adds five 50 ml and counts one 100 ml fewer than the shelf said.
    expect(await sizesNow(id)).toEqual([7, 4]);
    await editStock(id, [12, 3], admin.auth);
    // Evening: one bottle of the transfer order came back broken; refunded, the other two kept, one unit back to stock.
    const refund = await refundOneUnit(transfer, "FT2611260001", admin.auth);
    expect(refund.status).toBe(200);

    // Every step done again, as a retry or a recovery pass would, adds no line.
    await settleStock(transfer._id);
    await returnAllStock(cancelled._id);
    await recordLeftoverStockMoves();
    await releaseExpiredOrders(new Date(Date.now() + 31 * MINUTE));

    const { sizes } = await history(id);
    expect(await sizesNow(id)).toEqual([13, 3]);
    for (const size of sizes) {
      const sum = size.entries.reduce((total, entry) => total + entry.change, 0);
      expect(sum).toBe(size.stock - starting[size.sizeId]!);
      // The oldest line starts from the starting stock, the newest ends at today's.
      expect(size.entries[0]?.stockAfter).toBe(size.stock);
      const oldest = size.entries.at(-1)!;
      expect(oldest.stockAfter - oldest.change).toBe(starting[size.sizeId]);
    }
    const lines = (sizeId: string) => sizes.find((size) => size.sizeId === sizeId)!.entries.map(({ reason, change, units, orderNumber, by }) => ({ reason, change, units, orderNumber, by }));
    const adminName = `${admin.user.name} (${admin.user.email})`;
    expect(lines(fifty)).toEqual([
      { reason: "Refund, units back", change: 1, units: 1, orderNumber: transfer.orderNumber, by: undefined },
      { reason: "Admin edit", change: 5, units: 5, orderNumber: undefined, by: adminName },
      { reason: "Order expired or cancelled", change: 2, units: 2, orderNumber: cancelled.orderNumber, by: undefined },
      { reason: "Order held", change: -2, units: 2, orderNumber: cancelled.orderNumber, by: undefined },
      { reason: "Order paid", change: 0, units: 3, orderNumber: transfer.orderNumber, by: undefined },
      { reason: "Order held", change: -3, units: 3, orderNumber: transfer.orderNumber, by: undefined },
    ]);
    expect(lines(hundred)).toEqual([
      { reason: "Admin edit", change: -1, units: 1, orderNumber: undefined, by: adminName },
      { reason: "Order expired or cancelled", change: 1, units: 1, orderNumber: unpaidCard.orderNumber, by: undefined },
      { reason: "Order held", change: -1, units: 1, orderNumber: unpaidCard.orderNumber, by: undefined },
    ]);
    expect(await StockMove.countDocuments({ product: id })).toBe(9);
  });

  it("keeps a move whose copy a crash interrupted exactly once: the marker written with the units is copied on the next read", async () => {
    const { id, fifty } = await midnightOud();
    const order = new Types.ObjectId();
    // The units and their marker moved together; the copy into the history never ran.
    await Product.updateOne(
      { _id: id },
      { $inc: { "sizes.$[held].stock": -2, stock: -2 }, $push: { holds: { order, size: new Types.ObjectId(fifty), quantity: 2 }, stockMoves: heldMove(order, new Types.ObjectId(fifty), 2) } },
      { arrayFilters: [{ "held._id": new Types.ObjectId(fifty) }] },
    );
    // A retried take finds the hold and moves nothing more; copies running side by side keep one line.
    expect(await takeStock(id, fifty, order, 2)).toBe("taken");
    await Promise.all([recordStockMoves(id), recordStockMoves(id), recordLeftoverStockMoves()]);
    const { sizes } = await history(id);
    expect(sizes[0]?.entries.map((entry) => entry.change)).toEqual([-2]);
    expect(await StockMove.countDocuments({ product: id })).toBe(1);
    expect((await Product.findById(id, { stockMoves: 1 }).lean())?.stockMoves ?? []).toEqual([]);
  });

  it("is the owner's only, and refuses a bad product id or low-stock figure with a field error", async () => {
    const { id } = await midnightOud();
    const customer = await bearer(await createTestUser());
    expect((await callRoute(historyRoute, { headers: customer, params: { id } })).status).toBe(403);
    expect((await callRoute(historyRoute, { params: { id } })).status).toBe(401);
    expect((await callRoute(historyRoute, { headers: admin.auth, params: { id: "nope" } })).status).toBe(404);
    expect((await callRoute(historyRoute, { headers: admin.auth, params: { id: new Types.ObjectId().toString() } })).status).toBe(404);
    const bad = await callRoute<ApiAnswer, { id: string }>(thresholdRoute, { method: "PUT", body: { lowStockThreshold: -1 }, headers: admin.auth, params: { id } });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.lowStockThreshold).toEqual([expect.stringMatching(/whole number from 0/)]);
    const set = await callRoute<HistoryAnswer, { id: string }>(thresholdRoute, { method: "PUT", body: { lowStockThreshold: 6 }, headers: admin.auth, params: { id } });
    expect(set.status).toBe(200);
    expect(set.body.history).toMatchObject({ lowStockThreshold: 6, threshold: 6 });
  });
});
