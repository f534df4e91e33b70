import { POST as editProducts } from "@/app/api/products/bulk-edit/route";
import { ALL_PRODUCTS_TAG, productTag } from "@/lib/cache/tags";
import { Product } from "@/models/product";
import { StockMove } from "@/models/stock-move";
import { bearer, createTestUser } from "../support/auth";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { tagsRevalidatedSince } from "../support/cache";
import { callRoute, type ApiAnswer } from "../support/request";
import { twoProducts } from "../support/two-products";

setupTestDatabase();

let auth: Record<string, string>;

beforeEach(async () => {
  await clearDatabase();
  auth = await bearer(await createTestUser({ role: "admin" }));
});

type Answer = ApiAnswer & { edited?: number; refused?: { id: string; name: string; reason: string }[]; message?: string };
const post = (body: unknown, headers = auth) => callRoute<Answer>(editProducts, { method: "POST", url: "/api/products/bulk-edit", body, headers });

async function shop() {
  const musk = await Product.create({ brand: "Ojú", name: "White Musk", description: "Musk.", price: 20000, stock: 1, images: [] });
  return { ...(await twoProducts()), musk };
}

const stored = async (id: unknown) => {
  const product = await Product.findById(id).lean();
  return { price: product?.price, stock: product?.stock, sizes: product?.sizes?.map((size) => [size.price, size.stock]), discount: product?.promo?.discount };
};

describe("POST /api/products/bulk-edit", () => {
  it("moves the prices of the products chosen one by one, and no others, and expires the pages that show them", async () => {
    const { oud, rose, musk } = await shop();
    const since = Date.now();
    const { status, body } = await post({ ids: [oud._id.toString(), musk._id.toString()], edit: { change: "price", kind: "percent", value: 10 } });
    expect([status, body.edited, body.refused]).toEqual([200, 2, []]);
    expect(await stored(oud._id)).toMatchObject({ price: 49500, sizes: [[49500, 4], [79200, 2]] });
    expect((await stored(musk._id)).price).toBe(22000);
    expect((await stored(rose._id)).price).toBe(1500);
    const tags = [ALL_PRODUCTS_TAG, ...[oud, musk, rose].map((product) => productTag(product._id.toString()))];
    expect(await tagsRevalidatedSince(since, tags)).toEqual(tags.slice(0, 3));
  });

  it("sets every size's stock of the whole list a search finds, each change a line of the stock history", async () => {
    const { oud, rose, musk } = await shop();
    const { body } = await post({ all: true, q: "Maison", edit: { change: "stock", stock: 3 } });
    expect(body.edited).toBe(1);
    expect(await stored(oud._id)).toMatchObject({ stock: 6, sizes: [[45000, 3], [72000, 3]] });
    expect((await stored(rose._id)).stock).toBe(9);
    const lines = await StockMove.find({ product: oud._id }).sort({ change: 1 }).lean();
    expect(lines.map((line) => [line.kind, line.label, line.change])).toEqual([
      ["edited", "50 ml", -1],
      ["edited", "100 ml", 1],
    ]);
    expect(lines.every((line) => line.by?.includes("@"))).toBe(true);
    expect(await StockMove.countDocuments({ product: { $in: [rose._id, musk._id] } })).toBe(0);
  });

  it("sets a promotion as the product form has it, and clears it", async () => {
    const { oud, rose } = await shop();
    const startDate = new Date(Date.now() + 60_000).toISOString();
    const endDate = new Date(Date.now() + 86_400_000).toISOString();
    expect((await post({ ids: [oud._id.toString(), rose._id.toString()], edit: { change: "promo", discount: 15, startDate, endDate } })).body.edited).toBe(2);
    const promo = (await Product.findById(oud._id).lean())?.promo;
    expect([promo?.discount, promo?.startDate?.toISOString(), promo?.endDate?.toISOString()]).toEqual([15, startDate, endDate]);
    await post({ ids: [oud._id.toString()], edit: { change: "promo-clear" } });
    expect([(await stored(oud._id)).discount, (await stored(rose._id)).discount]).toEqual([0, 15]);
    expect((await Product.findById(oud._id).lean())?.promo?.endDate ?? null).toBeNull();
  });

  it("hides the whole list a search finds and publishes it again, expiring the pages that showed it, and leaves the others", async () => {
    const { oud, rose, musk } = await shop();
    const since = Date.now();
    const hidden = await post({ all: true, q: "Maison", edit: { change: "hide" } });
    expect([hidden.status, hidden.body.edited, hidden.body.message]).toEqual([200, 1, "Hidden on 1 product"]);
    const published = async () => (await Product.find({}, { name: 1, published: 1 }).sort({ name: 1 }).lean()).map((product) => [product.name, product.published]);
    expect(await published()).toEqual([["Midnight Oud", false], ["Rose", true], ["White Musk", true]]);
    const tags = [ALL_PRODUCTS_TAG, productTag(oud._id.toString())];
    expect(await tagsRevalidatedSince(since, [...tags, productTag(rose._id.toString()), productTag(musk._id.toString())])).toEqual(tags);
    expect((await post({ ids: [oud._id.toString()], edit: { change: "publish" } })).body.message).toBe("Published on 1 product");
    expect(await published()).toEqual([["Midnight Oud", true], ["Rose", true], ["White Musk", true]]);
  });

  it("leaves a product the change cannot apply to whole, naming it and why, and changes the others", async () => {
    const { oud, rose, musk } = await shop();
    const gone = (await Product.create({ brand: "Gone", name: "Gone", description: "Gone.", price: 10000, stock: 1, images: [] }))._id.toString();
    await Product.deleteOne({ _id: gone });
    oud.sizes![0]!.price = 1000;
    await oud.save();
    const { status, body } = await post({ ids: [oud._id.toString(), rose._id.toString(), musk._id.toString(), gone], edit: { change: "price", kind: "amount", value: -1500 } });
    expect([status, body.edited]).toEqual([200, 1]);
    expect(body.refused).toEqual([
      { id: oud._id.toString(), name: "Maison Lagos Midnight Oud", reason: "The price of 50 ml (₦1,000.00) would fall to ₦0 or less" },
      { id: rose._id.toString(), name: "Ojú Rose", reason: "The price of the size (₦1,500.00) would fall to ₦0 or less" },
      { id: gone, name: gone, reason: "This product is no longer in the shop" },
    ]);
    // Not one size of a refused product moved: the 100 ml size that could have kept its price too.
    expect(await stored(oud._id)).toMatchObject({ price: 1000, sizes: [[1000, 4], [72000, 2]] });
    expect((await stored(rose._id)).price).toBe(1500);
    expect((await stored(musk._id)).price).toBe(18500);
    expect(body.message).toBe("Prices moved by -₦1,500.00 on 1 product; 3 left as they were");
  });

  it("refuses a request that chooses nothing, both ways at once, or no change, with the field's error", async () => {
    const { oud } = await shop();
    const id = oud._id.toString();
    expect((await post({ ids: [], edit: { change: "stock", stock: 1 } })).body.fieldErrors).toEqual({ ids: ["Choose the products to edit, or the whole list"] });
    expect((await post({ ids: [id], all: true, edit: { change: "stock", stock: 1 } })).body.fieldErrors).toEqual({ ids: ["Choose the products to edit, or the whole list"] });
    expect((await post({ ids: ["nope"], edit: { change: "stock", stock: 1 } })).body.fieldErrors).toEqual({ "ids.0": ["Unknown product"] });
    expect((await post({ ids: [id], edit: { change: "stock", stock: -1 } })).body.fieldErrors).toEqual({ "edit.stock": ["Stock must be a non-negative number"] });
    expect((await post({ ids: [id], edit: { change: "promo", discount: 0 } })).body.fieldErrors).toEqual({ "edit.discount": ["A promotion takes 1 to 100 percent off"] });
    expect((await post({ ids: [id], edit: { change: "price", kind: "percent", value: 0 } })).body.fieldErrors).toEqual({ "edit.value": ["A percentage from -90 to 500, not 0"] });
    const { status } = await post({ ids: [id], edit: { change: "rename" } });
    expect(status).toBe(400);
    expect(await stored(oud._id)).toMatchObject({ sizes: [[45000, 4], [72000, 2]] });
  });

  it("is refused to staff whose role does not manage products", async () => {
    const { oud } = await shop();
    const packer = await createTestUser({ role: "admin", staffRole: "fulfilment" });
    expect((await post({ ids: [oud._id.toString()], edit: { change: "stock", stock: 0 } }, await bearer(packer))).status).toBe(403);
    expect((await stored(oud._id)).stock).toBe(6);
  });
});
