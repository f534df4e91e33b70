import { POST as initialize } from "@/app/api/payment/initialize/route";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { MAX_UNPAID_ORDERS_PER_EMAIL } from "@/lib/checkout/order-limits";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { getStoreSettings, saveStoreSettings } from "@/lib/settings/store-settings";
import { Order } from "@/models/order";
import { OrderIntent } from "@/models/order-intent";
import { createProduct, initializeBody, stockOf } from "../support/order-fixtures";
import { callRoute } from "../support/request";
import { setupCheckoutTests } from "../support/checkout-tests";

setupCheckoutTests();

interface Answer {
  success: boolean;
  code?: string;
  message?: string;
  data: { orderId: string };
}

let shopper = 0;
const post = (body: unknown) =>
  callRoute<Answer>(initialize, { method: "POST", url: "/api/payment/initialize", body, headers: { [CLIENT_ADDRESS_HEADER]: `198.51.100.${++shopper % 250}` } });

describe("per-order unit caps", () => {
  it("answers 409 naming the product when one line passes the per-product cap, and takes nothing", async () => {
    const { maxUnitsPerProduct } = await getStoreSettings();
    const rose = await createProduct({ brand: "Kano Rose", name: "Indigo Rose", stock: 500 });
    const { status, body } = await post(initializeBody([{ product: rose._id, quantity: maxUnitsPerProduct + 1 }], { method: "bank" }));
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: "CONFLICT", message: `You can order at most ${maxUnitsPerProduct} of Kano Rose Indigo Rose in one order.` });
    expect(await stockOf(rose._id)).toBe(500);
    expect(await Order.countDocuments()).toBe(0);
    expect((await post(initializeBody([{ product: rose._id, quantity: maxUnitsPerProduct }], { method: "bank" }))).status).toBe(200);
  });

  it("answers 409 when the order's units together pass the per-order cap", async () => {
    const settings = await getStoreSettings();
    await saveStoreSettings({ ...settings, maxUnitsPerProduct: 4, maxUnitsPerOrder: 10 });
    const products = await Promise.all([1, 2, 3].map(() => createProduct({ stock: 100 })));
    const { status, body } = await post(initializeBody(products.map((product) => ({ product: product._id, quantity: 4 })), { method: "bank" }));
    expect(status).toBe(409);
    expect(body.message).toBe("You can order at most 10 items in one order; this one has 12.");
    for (const product of products) expect(await stockOf(product._id)).toBe(100);
    // The owner's settings decide: a wider cap lets the same cart through.
    await saveStoreSettings({ ...settings, maxUnitsPerProduct: 4, maxUnitsPerOrder: 12 });
    expect((await post(initializeBody(products.map((product) => ({ product: product._id, quantity: 4 })), { method: "bank" }))).status).toBe(200);
  });

  it("merges lines of one product before counting them", async () => {
    const { maxUnitsPerProduct } = await getStoreSettings();
    const rose = await createProduct({ stock: 100 });
    const half = Math.ceil((maxUnitsPerProduct + 1) / 2);
    const { status } = await post(initializeBody([{ product: rose._id, quantity: half }, { product: rose._id, quantity: half }], { method: "bank" }));
    expect(status).toBe(409);
  });
});

describe("unpaid orders per e-mail address", () => {
  it(`allows ${MAX_UNPAID_ORDERS_PER_EMAIL} at a time and answers 409 to the next, until one is paid`, async () => {
    const rose = await createProduct({ stock: 100 });
    const order = (email: string) => post(initializeBody([{ product: rose._id, quantity: 1 }], { method: "bank", email }));
    const placed: string[] = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_EMAIL; i += 1) {
      const { status, body } = await order("hoarder@example.com");
      expect(status).toBe(200);
      placed.push(body.data.orderId);
    }
    const refused = await order("HOARDER@example.com");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `You already have ${MAX_UNPAID_ORDERS_PER_EMAIL} orders awaiting payment. Please pay for one of them, or wait until an unpaid order expires, before placing another.`,
    );
    expect(await stockOf(rose._id)).toBe(100 - MAX_UNPAID_ORDERS_PER_EMAIL);
    expect(await OrderIntent.countDocuments()).toBe(0);

    expect((await order("someone-else@example.com")).status).toBe(200);
    await changeOrderStatus(placed[0] ?? "", "Order Placed");
    expect((await order("hoarder@example.com")).status).toBe(200);
  });

  it("counts each address's own unpaid orders when orders from several addresses are checked together", async () => {
    const rose = await createProduct({ stock: 100 });
    const order = (email: string) => post(initializeBody([{ product: rose._id, quantity: 1 }], { method: "bank", email }));
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_EMAIL; i += 1) expect((await order("full@example.com")).status).toBe(200);
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_EMAIL - 1; i += 1) expect((await order("one-left@example.com")).status).toBe(200);
    // The first goes alone; the three that come while it is checked are read together (lib/checkout/order-limits.ts).
    const answers = await Promise.all(["first@example.com", "full@example.com", "one-left@example.com", "new@example.com"].map(order));
    expect(answers.map((answer) => answer.status)).toEqual([200, 409, 200, 200]);
    expect(await stockOf(rose._id)).toBe(100 - 2 * MAX_UNPAID_ORDERS_PER_EMAIL + 1 - 3);
  });

  it("does not count cancelled orders", async () => {
    const rose = await createProduct({ stock: 100 });
    const order = () => post(initializeBody([{ product: rose._id, quantity: 1 }], { method: "bank", email: "changed-mind@example.com" }));
    const first = await order();
    await changeOrderStatus(first.body.data.orderId, "Cancelled");
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_EMAIL; i += 1) expect((await order()).status).toBe(200);
  });
});
