import { DELETE as remove, GET as list, POST as merge } from "@/app/api/account/saved/route";
import type { SavedItemView } from "@/lib/saved-items/saved-items-schema";
import { Product } from "@/models/product";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createSizedProduct } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

setupTestDatabase();
afterEach(() => clearDatabase());

type Answer = ApiAnswer & { items: SavedItemView[] };

describe("saved for later", () => {
  it("joins a guest's list to the account at sign-in, once per product and size, listed at today's price and stock", async () => {
    const customer = await createTestUser();
    const auth = await bearer(customer);
    const { id, sizeIds } = await createSizedProduct([
      { label: "50 ml", volumeMl: 50, price: 95000, stock: 4, sku: "ML-OUD-50" },
      { label: "100 ml", volumeMl: 100, price: 145000, stock: 0, sku: "ML-OUD-100" },
    ]);
    const [fifty, hundred] = sizeIds as [string, string];
    // The account already keeps one; the browser's list brings it again and another size.
    expect((await callRoute<Answer>(merge, { method: "POST", url: "/api/account/saved", body: { items: [{ productId: id, sizeId: hundred }] }, headers: auth })).status).toBe(200);
    const joined = await callRoute<Answer>(merge, { method: "POST", url: "/api/account/saved", body: { items: [{ productId: id, sizeId: fifty }, { productId: id, sizeId: hundred }] }, headers: auth });
    expect(joined.status).toBe(200);
    expect(joined.body.items.map((item) => [item.sizeLabel, item.price, item.stock])).toEqual(
      expect.arrayContaining([
        ["50 ml", 95000, 4],
        ["100 ml", 145000, 0],
      ]),
    );
    expect(joined.body.items).toHaveLength(2);

    await Product.updateOne({ _id: id }, { $set: { "sizes.0.price": 90000, "sizes.1.stock": 3 } });
    const today = await callRoute<Answer>(list, { url: "/api/account/saved", headers: auth });
    expect(today.body.items.map((item) => [item.sizeLabel, item.price, item.stock])).toEqual(expect.arrayContaining([["50 ml", 90000, 4], ["100 ml", 145000, 3]]));

    const left = await callRoute<Answer>(remove, { method: "DELETE", url: "/api/account/saved", body: { productId: id, sizeId: fifty }, headers: auth });
    expect(left.body.items.map((item) => item.sizeLabel)).toEqual(["100 ml"]);
  });

  it("is a signed-in customer's only, and refuses a bad item with a field error", async () => {
    expect((await callRoute<Answer>(list, { url: "/api/account/saved" })).status).toBe(401);
    const auth = await bearer(await createTestUser());
    const bad = await callRoute<Answer & { fieldErrors?: Record<string, string[]> }>(merge, { method: "POST", url: "/api/account/saved", body: { items: [{ productId: "nope" }] }, headers: auth });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.["items.0.productId"]).toEqual(["Unknown product"]);
  });
});
