import { POST as initialize } from "@/app/api/payment/initialize/route";
import { planOrder } from "@/lib/checkout/place-order";
import { placementSteps } from "@/lib/checkout/placement";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "@/lib/checkout/recovery";
import { initializePaymentSchema } from "@/lib/checkout/schemas";
import { UNPAID_CLIENT_MESSAGE, unpaidPerClient } from "@/lib/checkout/unpaid-ceiling";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { clientLimitKey } from "@/lib/rate-limit/rate-limit";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { RateLimitWindow } from "@/models/rate-limit-window";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { withEnvironment } from "../support/environment";
import { createProduct, initializeBody, stockOf } from "../support/order-fixtures";
import { heldUnitsOf } from "../support/held-stock";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
// The shop's default: transfers may hold a quarter of each size.
withEnvironment({ UNPAID_HOLD_PERCENT: "25" });
afterEach(() => clearDatabase());
jest.setTimeout(60_000);
const UNPAID_PER_CLIENT = unpaidPerClient();

type Answer = ApiAnswer & { reason?: string; data: { orderId: string } };

let serial = 0;
/** An order from a fresh e-mail, from `client` (by default a fresh IPv4 address: a real shopper). */
function order(productId: string, quantity: number, method: "bank" | "card", client = `198.51.100.${(++serial % 250) + 1}`) {
  serial += 1;
  return callRoute<Answer>(initialize, {
    method: "POST",
    body: initializeBody([{ product: productId, quantity }], { method, email: `shopper${serial}@example.ng` }),
    headers: { [CLIENT_ADDRESS_HEADER]: client },
  });
}

const heldByTransfers = (productId: string) => heldUnitsOf(productId, { paidLater: true });

describe("the share of a size unpaid transfers may hold", () => {
  it("refuses a transfer past a quarter of the size, holding nothing, while a card buyer still gets the rest", async () => {
    const perfume = await createProduct({ stock: 20 });
    expect((await order(perfume._id, 2, "bank")).status).toBe(200);
    expect((await order(perfume._id, 2, "bank")).status).toBe(200);
    const over = await order(perfume._id, 2, "bank");
    expect(over.status).toBe(409);
    expect(over.body.reason).toBe("unpaid-ceiling");
    expect(over.body.message).toMatch(/Please pay by card to buy it now, or try again later\.$/);
    expect(await stockOf(perfume._id)).toBe(16);
    expect(await Order.countDocuments()).toBe(2);

    expect((await order(perfume._id, 1, "bank")).status).toBe(200);
    expect(await heldByTransfers(perfume._id)).toBe(5);
    expect((await order(perfume._id, 10, "card")).status).toBe(200);
    expect(await stockOf(perfume._id)).toBe(5);
  });

  it("lets exactly the share through when transfers arrive at once", async () => {
    const perfume = await createProduct({ stock: 20 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(perfume._id, 1, "bank")));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(await heldByTransfers(perfume._id)).toBe(5);
    expect(await stockOf(perfume._id)).toBe(15);
  });

  it("gives the share back when an unpaid transfer is cancelled", async () => {
    const perfume = await createProduct({ stock: 8 });
    const first = await order(perfume._id, 2, "bank");
    expect(first.status).toBe(200);
    expect((await order(perfume._id, 1, "bank")).status).toBe(409);
    await Order.updateOne({ orderNumber: first.body.data.orderId }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const { releaseExpiredOrders } = await import("@/lib/checkout/expiry");
    await releaseExpiredOrders(new Date());
    expect(await heldByTransfers(perfume._id)).toBe(0);
    expect((await order(perfume._id, 2, "bank")).status).toBe(200);
  });

  it("holds a crashed placement's share only until the recovery pass rolls it back", async () => {
    const perfume = await createProduct({ stock: 8 });
    const input = initializePaymentSchema.parse(initializeBody([{ product: perfume._id, quantity: 2 }], { method: "bank", email: "crash@example.ng" }));
    const { plan } = await planOrder(input);
    expect(plan.paidLater).toEqual({ percent: 25 });
    // The process dies once the units are taken, before the intent is committed.
    for (const step of placementSteps(plan).slice(0, 2)) await step.run();
    expect(await heldByTransfers(perfume._id)).toBe(2);
    expect((await order(perfume._id, 1, "bank")).body.reason).toBe("unpaid-ceiling");

    await recoverOrderPlacements(new Date(plan.now.getTime() + PLACEMENT_GRACE_MS + 1000));
    expect(await heldByTransfers(perfume._id)).toBe(0);
    expect(await stockOf(perfume._id)).toBe(8);
    expect((await order(perfume._id, 2, "bank")).status).toBe(200);
  });
});

describe("unpaid orders per client", () => {
  it("lets one client, any address of its /64 and any e-mail, place a few transfers an hour, then asks it to pay by card or wait", async () => {
    const products = await Promise.all(Array.from({ length: UNPAID_PER_CLIENT.orders + 1 }, () => createProduct({ stock: 100 })));
    const from = (index: number) => `2001:db8:cafe:1::${(index + 1).toString(16)}`;
    for (const [index, product] of products.slice(0, -1).entries()) expect((await order(product._id, 1, "bank", from(index))).status).toBe(200);
    const refused = await order((products.at(-1) as { _id: string })._id, 1, "bank", from(99));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(UNPAID_CLIENT_MESSAGE);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stockOf((products.at(-1) as { _id: string })._id)).toBe(100);
    // Its units were taken with the order at once, and given back with the refusal.
    expect((await RateLimitWindow.findById(clientLimitKey("orders", from(0))).lean())?.allowance?.units).toBe(UNPAID_PER_CLIENT.orders);
    // Paying by card is still open to it, and another client is not affected.
    expect((await order((products.at(-1) as { _id: string })._id, 1, "card", from(100))).status).toBe(200);
    expect((await order((products.at(-1) as { _id: string })._id, 1, "bank", "2001:db8:cafe:2::1")).status).toBe(200);
  });

  it("bounds the units too, and counts nothing for a transfer that was refused", async () => {
    const perfume = await createProduct({ stock: 400 });
    const client = "203.0.113.77";
    // Refused by the per-order cap, and by the size's share once its allowance was taken: neither counts.
    expect((await order(perfume._id, 50, "bank", client)).status).toBe(409);
    const scarce = await createProduct({ stock: 4 });
    expect((await order(scarce._id, 2, "bank", client)).body.reason).toBe("unpaid-ceiling");
    for (let index = 0; index < UNPAID_PER_CLIENT.units / 10; index += 1) expect((await order(perfume._id, 10, "bank", client)).status).toBe(200);
    const over = await order(perfume._id, 1, "bank", client);
    expect(over.status).toBe(429);
    expect(await heldByTransfers(perfume._id)).toBe(UNPAID_PER_CLIENT.units);
  });

  it("answers an order's own refusal before a full allowance's, and gives back what a refused order took", async () => {
    const perfume = await createProduct({ stock: 100 });
    const gone = await createProduct({ stock: 100 });
    await Product.deleteOne({ _id: gone._id });
    const client = "203.0.113.78";
    const window = async () => (await RateLimitWindow.findById(clientLimitKey("orders", client)).lean())?.allowance;
    const refused = await order(gone._id, 2, "bank", client);
    expect(refused.body.reason).toBe("product-gone");
    expect(await window()).toMatchObject({ count: 0, units: 0 });
    for (let index = 0; index < UNPAID_PER_CLIENT.orders; index += 1) expect((await order(perfume._id, 1, "bank", client)).status).toBe(200);
    expect((await order(gone._id, 1, "bank", client)).body.reason).toBe("product-gone");
    expect((await order(perfume._id, 1, "bank", client)).body.reason).toBe("too-many-unpaid-orders");
    expect(await window()).toMatchObject({ count: UNPAID_PER_CLIENT.orders, units: UNPAID_PER_CLIENT.orders });
  });

  it("keeps one client, with fresh e-mails and addresses in one /64, under a quarter of the shop, and a card buyer can buy every size", async () => {
    const stocks = [3, 8, 12, 20, 40];
    const products = await Promise.all(stocks.map((stock) => createProduct({ stock })));
    let host = 0;
    for (let round = 0; round < 6; round += 1) {
      for (const product of products) await order(product._id, 2, "bank", `2001:db8:bad:1::${(++host).toString(16)}`);
    }
    const held = (await Promise.all(products.map((product) => heldByTransfers(product._id)))).reduce((sum, units) => sum + units, 0);
    const total = stocks.reduce((sum, stock) => sum + stock, 0);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(total / 4);
    for (const product of products) expect((await order(product._id, 1, "card")).status).toBe(200);
  });
});
