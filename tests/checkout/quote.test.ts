import { POST as quote } from "@/app/api/checkout/quote/route";
import type { Quote } from "@/lib/pricing/pricing";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct, stockOf } from "../support/order-fixtures";
import { callRoute } from "../support/request";

setupTestDatabase();
afterEach(() => clearDatabase());

const ask = (body: unknown) =>
  callRoute<{ success: boolean; quote: Quote; fieldErrors?: Record<string, string[]> }>(quote, { method: "POST", body });

describe("POST /api/checkout/quote", () => {
  it("answers the server's numbers for the cart, with a stock warning per line", async () => {
    const oud = await createProduct({ price: 145000, stock: 1, bundleId: "bundle1" });
    const reed = await createProduct({ price: 42000, stock: 20, bundleId: "bundle1" });
    const promo = await createProduct({ price: 88000, stock: 0, promo: { discount: 20, startDate: new Date(Date.now() - 86_400_000) } });
    const { status, body } = await ask({
      orderDetails: { shippingMethodId: "express" },
      items: [
        { productId: oud._id, quantity: 2 },
        { productId: reed._id, quantity: 1 },
        { productId: promo._id, quantity: 1 },
        { productId: "64b7f0c2a1b2c3d4e5f60718", quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    expect(body.quote.lines.map((line) => [line.unitPrice, line.stockWarning])).toEqual([
      [145000, "Only 1 left in stock"],
      [42000, null],
      [70400, "Out of stock"],
    ]);
    expect(body.quote.unavailable).toEqual([{ productId: "64b7f0c2a1b2c3d4e5f60718", sizeId: null }]);
    // 402400 - 33200 + 30180 tax + 15000 Express Shipping.
    expect(body.quote).toMatchObject({ subtotal: 402400, bundleDiscount: 33200, promoDiscount: 0, tax: 30180, shipping: 15000, total: 414380, promo: null });
    // No state yet: the method's cheapest zone, and the widest of its estimates.
    expect(body.quote.shippingMethod).toMatchObject({ id: "express", name: "Express Shipping", kind: "delivery", cost: 15000, zone: null, minDays: 1, maxDays: 3 });
    expect(await stockOf(oud._id)).toBe(1);
  });

  it.each([
    [{ items: [{ productId: "x", quantity: 1 }], orderDetails: { shippingMethodId: "standard" } }, "items.0.productId"],
    [{ items: [{ productId: "64b7f0c2a1b2c3d4e5f60718", quantity: 0 }], orderDetails: { shippingMethodId: "standard" } }, "items.0.quantity"],
    [{ items: "all", orderDetails: { shippingMethodId: "standard" } }, "items"],
    [{ items: [] }, "orderDetails"],
    [{ items: [], orderDetails: {} }, "orderDetails.shippingMethodId"],
    [{ items: [], orderDetails: { shippingMethodId: "standard" }, method: "cash" }, "method"],
  ])("answers 400 for %j", async (body, field) => {
    const answer = await ask(body);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors?.[field]).toEqual([expect.any(String)]);
  });
});
