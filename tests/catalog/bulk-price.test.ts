import { POST as movePrices } from "@/app/api/products/bulk-price/route";
import { Product } from "@/models/product";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { callRoute, type ApiAnswer } from "../support/request";
import { twoProducts } from "../support/two-products";

setupTestDatabase();

let auth: Record<string, string>;

beforeEach(async () => {
  await clearDatabase();
  auth = await bearer(await createTestUser({ role: "admin" }));
});

const post = (body: unknown, headers = auth) => callRoute<ApiAnswer & { moved?: number }>(movePrices, { method: "POST", url: "/api/products/bulk-price", body, headers });

const shop = twoProducts;

const prices = async (id: unknown) => {
  const product = await Product.findById(id).lean();
  return { price: product?.price, stock: product?.stock, sizes: product?.sizes?.map((size) => [size.price, size.stock]) };
};

describe("POST /api/products/bulk-price", () => {
  it("moves every size's price of the products a search finds by a percentage, leaving stock and the others alone", async () => {
    const { oud, rose } = await shop();
    const { status, body } = await post({ q: "Maison", kind: "percent", value: 10 });
    expect([status, body.moved]).toEqual([200, 1]);
    expect(await prices(oud._id)).toEqual({ price: 49500, stock: 6, sizes: [[49500, 4], [79200, 2]] });
    expect(await prices(rose._id)).toEqual({ price: 1500, stock: 9, sizes: [[1500, 9]] });
  });

  it("moves the whole list by an amount, or sets one price", async () => {
    const { oud, rose } = await shop();
    expect((await post({ kind: "amount", value: -500.5 })).body.moved).toBe(2);
    expect((await prices(oud._id)).sizes).toEqual([[44499.5, 4], [71499.5, 2]]);
    expect((await prices(rose._id)).price).toBe(999.5);
    await post({ q: "Rose", kind: "set", value: 2000 });
    expect((await prices(rose._id)).sizes).toEqual([[2000, 9]]);
  });

  it("refuses a move that would leave a size without a price, naming each such size beside its row, and writes nothing", async () => {
    const { oud, rose } = await shop();
    const { status, body } = await post({ kind: "amount", value: -2000 });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ [`products.${rose._id.toString()}.sizes.0.price`]: ["Ojú Rose: the price ₦1,500.00 would fall to ₦0 or less"] });
    expect(await prices(oud._id)).toEqual({ price: 45000, stock: 6, sizes: [[45000, 4], [72000, 2]] });
    expect((await prices(rose._id)).price).toBe(1500);
  });

  it("refuses a move that is no move, with the field's error", async () => {
    expect((await post({ kind: "percent", value: 0 })).body.fieldErrors).toEqual({ value: ["A percentage from -90 to 500, not 0"] });
    expect((await post({ kind: "set", value: 10.001 })).body.fieldErrors).toEqual({ value: ["A price above ₦0 with at most 2 decimals"] });
    expect((await post({ kind: "double", value: 2 })).status).toBe(400);
  });

  it("is refused to staff whose role does not manage products", async () => {
    const packer = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    expect((await post({ kind: "percent", value: 10 }, await bearer(packer))).status).toBe(403);
  });
});
