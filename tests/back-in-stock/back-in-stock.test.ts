import { POST as askRoute } from "@/app/api/back-in-stock/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { askBackInStock, waitingDemand, waitingSizes } from "@/lib/back-in-stock/requests";
import { tellWaitingShoppers } from "@/lib/back-in-stock/tell-waiting";
import { recordLeftoverStockMoves } from "@/lib/catalog/stock-history";
import { releaseExpiredOrders } from "@/lib/checkout/expiry";
import { optOut } from "@/lib/mail/opt-out";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { BackInStockRequest } from "@/models/back-in-stock-request";
import { MailMessage } from "@/models/mail-message";
import { Order, type OrderRecord } from "@/models/order";
import { Product } from "@/models/product";
import { freshAdminEachTest } from "../support/admin-session";
import { setupTestDatabase } from "../support/database";
import { createSizedProduct, initializeBody } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";
import { editStock, refundOneUnit } from "../support/stock-edits";
import { withLocalUploads } from "../support/uploads";

setupTestDatabase();
jest.setTimeout(60_000);
withLocalUploads("scents-back-in-stock-test-");

const MINUTE = 60_000;
const admin = freshAdminEachTest();

/** Midnight Oud in 50 ml, with this many units, and 100 ml (4 units). */
async function midnightOud(units: number) {
  const { id, sizeIds } = await createSizedProduct([
    { label: "50 ml", volumeMl: 50, price: 95000, stock: units, sku: "ML-OUD-50" },
    { label: "100 ml", volumeMl: 100, price: 145000, stock: 4, sku: "ML-OUD-100" },
  ]);
  return { id, fifty: sizeIds[0] as string };
}

async function place(productId: string, size: string, quantity: number, method: "card" | "bank") {
  const placed = await callRoute<{ data: { orderId: string } }>(initialize, { method: "POST", body: initializeBody([{ product: productId, size, quantity }], { method }) });
  expect(placed.status).toBe(200);
  return (await Order.findOne({ orderNumber: placed.body.data.orderId }).lean<OrderRecord>()) as OrderRecord;
}

/** Shoppers ask for the sold-out size one after the other, a second apart, the first the longest ago. */
async function waitFor(productId: string, sizeId: string, emails: string[]) {
  for (const [index, email] of emails.entries()) {
    await askBackInStock({ productId, sizeId, email }, `10.7.0.${index + 1}`, new Date(Date.now() - (emails.length - index) * 1000));
  }
}

const told = async () => (await MailMessage.find({ kind: "back-in-stock" }).sort({ _id: 1 }).lean()).map((message) => message.to);

describe("back in stock", () => {
  it("tells the waiting shoppers when an unpaid order's units come back, oldest first, no more than the units, each once", async () => {
    const { id, fifty } = await midnightOud(2);
    await place(id, fifty, 2, "card");
    await waitFor(id, fifty, ["a@example.com", "b@example.com", "c@example.com"]);
    expect((await waitingDemand([id])).get(id)?.get(fifty)).toBe(3);
    expect(await waitingSizes([id])).toEqual([{ productId: id, product: "Maison Lagos Midnight Oud", size: "50 ml", stock: 0, waiting: 3 }]);

    // The card order's 30 minutes are up: its two units return.
    await releaseExpiredOrders(new Date(Date.now() + 31 * MINUTE));
    await recordLeftoverStockMoves();
    const passes = await Promise.all([tellWaitingShoppers(), tellWaitingShoppers(), tellWaitingShoppers()]);
    expect(passes.reduce((sum, pass) => sum + pass.told, 0)).toBe(2);
    expect(await told()).toEqual(["a@example.com", "b@example.com"]);
    expect(await tellWaitingShoppers()).toEqual({ told: 0 });
    expect((await waitingDemand([id])).get(id)?.get(fifty)).toBe(1);

    // The owner adds one more: the last shopper is told.
    await editStock(id, [3], admin.auth);
    expect(await tellWaitingShoppers()).toEqual({ told: 1 });
    expect(await told()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect(await waitingDemand([id])).toEqual(new Map());
  });

  it("tells nobody while the product is hidden, and the waiting shoppers once it is published again", async () => {
    const { id, fifty } = await midnightOud(0);
    await waitFor(id, fifty, ["a@example.com"]);
    await Product.updateOne({ _id: id }, { $set: { published: false } });
    await editStock(id, [2], admin.auth);
    expect(await tellWaitingShoppers()).toEqual({ told: 0 });
    expect(await told()).toEqual([]);
    await Product.updateOne({ _id: id }, { $set: { published: true } });
    expect(await tellWaitingShoppers()).toEqual({ told: 1 });
    expect(await told()).toEqual(["a@example.com"]);
  });

  it("tells one waiting shopper when a refund sends one unit back, and never an address that opted out", async () => {
    const { id, fifty } = await midnightOud(1);
    const order = await place(id, fifty, 1, "bank");
    await changeOrderStatus(order._id.toString(), "Order Placed");
    await waitFor(id, fifty, ["quiet@example.com", "b@example.com", "c@example.com"]);
    await optOut("quiet@example.com");
    const refund = await refundOneUnit(order, "FT2611260002", admin.auth);
    expect(refund.status).toBe(200);
    await recordLeftoverStockMoves();
    // The one unit goes to the oldest request, whose address opted out: nobody is mailed, and the next in line waits for the next unit.
    expect(await tellWaitingShoppers()).toEqual({ told: 0 });
    expect(await told()).toEqual([]);
    expect((await BackInStockRequest.find({ state: "waiting" }).lean()).map((request) => request.email).sort()).toEqual(["b@example.com", "c@example.com"]);
  });

  it("takes a request only for a size sold out now, once per address, with field errors for bad input", async () => {
    const { id, fifty } = await midnightOud(0);
    const ask = (body: unknown) => callRoute<ApiAnswer & { fieldErrors?: Record<string, string[]> }>(askRoute, { method: "POST", url: "/api/back-in-stock", body });
    expect((await ask({ productId: id, sizeId: fifty, email: "Ada@Example.com" })).status).toBe(200);
    expect((await ask({ productId: id, sizeId: fifty, email: "ada@example.com" })).status).toBe(200);
    expect(await BackInStockRequest.countDocuments()).toBe(1);
    const bad = await ask({ productId: id, sizeId: fifty, email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.email).toEqual(["Enter a valid e-mail address"]);
    const product = await Product.findById(id).lean();
    const inStock = product!.sizes![1]!._id.toString();
    expect((await ask({ productId: id, sizeId: inStock, email: "ada@example.com" })).status).toBe(409);
  });
});
