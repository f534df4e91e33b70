import { POST as saveSizes } from "@/app/api/products/sizes/route";
import { Product } from "@/models/product";
import { StockMove } from "@/models/stock-move";
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

type Answer = ApiAnswer & { saved?: number; refused?: { size: string; reason: string }[]; message?: string };
const post = (body: unknown, headers = auth) => callRoute<Answer>(saveSizes, { method: "POST", url: "/api/products/sizes", body, headers });

const sizesOf = async (id: unknown) => (await Product.findById(id).lean())?.sizes?.map((size) => [size.price, size.stock, size.sku]);

/** A grid row for one stored size, with what the owner typed. */
const row = (product: { _id: { toString(): string }; sizes?: { _id: { toString(): string }; price: number; stock: number; sku: string }[] | null }, index: number, typed: { price?: number; stock?: number; sku?: string }) => {
  const size = product.sizes![index]!;
  return { product: product._id.toString(), size: size._id.toString(), price: size.price, stock: size.stock, stockWas: size.stock, sku: size.sku, ...typed };
};

describe("POST /api/products/sizes", () => {
  it("saves the grid's sizes of several products in one step, each stock change a line of the stock history", async () => {
    const { oud, rose } = await twoProducts();
    const { status, body } = await post({ rows: [row(oud, 0, { price: 46000, stock: 6 }), row(oud, 1, { sku: "ml-oud-xl" }), row(rose, 0, { stock: 0 })] });
    expect([status, body.saved, body.refused, body.message]).toEqual([200, 3, [], "Saved 3 sizes"]);
    expect(await sizesOf(oud._id)).toEqual([
      [46000, 6, "ML-OUD-50"],
      [72000, 2, "ML-OUD-XL"],
    ]);
    expect((await Product.findById(oud._id).lean())?.price).toBe(46000);
    expect(await sizesOf(rose._id)).toEqual([[1500, 0, expect.any(String)]]);
    const lines = await StockMove.find({}).sort({ change: 1 }).lean();
    expect(lines.map((line) => [line.kind, line.change])).toEqual([
      ["edited", -9],
      ["edited", 2],
    ]);
  });

  it("moves stock by what the owner changed, keeping units an order took while the grid was open", async () => {
    const { oud } = await twoProducts();
    const typed = row(oud, 0, { stock: 10 });
    await Product.updateOne({ _id: oud._id, "sizes._id": oud.sizes![0]!._id }, { $inc: { "sizes.$.stock": -1, stock: -1 } });
    await post({ rows: [typed] });
    expect((await sizesOf(oud._id))?.[0]?.[1]).toBe(9);
  });

  it("leaves a product whose size is refused whole, each of its rows with why, and saves the others", async () => {
    const { oud, rose } = await twoProducts();
    const { body } = await post({ rows: [row(oud, 0, { price: 1 }), row(oud, 1, { sku: rose.sizes![0]!.sku }), row(rose, 0, { price: 1800 })] });
    expect(body.saved).toBe(1);
    expect(body.refused).toEqual([
      { size: oud.sizes![0]!._id.toString(), reason: "Not saved: another size of this product was refused, and a product's sizes are saved together" },
      { size: oud.sizes![1]!._id.toString(), reason: "Another product uses this SKU" },
    ]);
    expect(await sizesOf(oud._id)).toEqual([
      [45000, 4, "ML-OUD-50"],
      [72000, 2, "ML-OUD-100"],
    ]);
    expect((await sizesOf(rose._id))?.[0]?.[0]).toBe(1800);
    await Product.deleteOne({ _id: rose._id });
    expect((await post({ rows: [row(rose, 0, { price: 1900 })] })).body.refused).toEqual([{ size: rose.sizes![0]!._id.toString(), reason: "This size is no longer in the shop" }]);
  });

  it("answers a bad row with the field's error, writing nothing", async () => {
    const { oud } = await twoProducts();
    const { status, body } = await post({ rows: [row(oud, 0, { price: 100 }), row(oud, 1, { price: -5, sku: "a b" })] });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ "rows.1.price": ["Price must be a positive number"], "rows.1.sku": ["SKU may use letters, digits and hyphens (2 to 32 characters)"] });
    expect((await post({ rows: [] })).body.fieldErrors).toEqual({ rows: ["Save 1 to 500 sizes at once"] });
    expect((await sizesOf(oud._id))?.[0]?.[0]).toBe(45000);
  });

  it("is refused to staff whose role does not manage products", async () => {
    const { oud } = await twoProducts();
    const packer = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    expect((await post({ rows: [row(oud, 0, { stock: 0 })] }, await bearer(packer))).status).toBe(403);
    expect((await sizesOf(oud._id))?.[0]?.[1]).toBe(4);
  });
});
