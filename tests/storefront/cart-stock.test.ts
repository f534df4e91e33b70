import { POST } from "@/app/api/cart/stock/route";
import { seedCatalogue } from "@/lib/catalog/seed";
import { MAX_CART_LINES } from "@/lib/vocabulary/cart-limits";
import { Product } from "@/models/product";
import { setupTestDatabase } from "../support/database";
import { callRoute } from "../support/request";

setupTestDatabase();

beforeAll(async () => {
  await seedCatalogue();
});

const ask = (body: unknown) =>
  callRoute<{ stock: Record<string, number>; prices: Record<string, number>; sizes: Record<string, Record<string, { stock: number; price: number }>>; fieldErrors?: Record<string, string[]> }>(POST, { method: "POST", url: "/api/cart/stock", body });

describe("POST /api/cart/stock", () => {
  it("answers the current stock of each product, uncached, leaving out products that are gone", async () => {
    const oud = await Product.findOne({ name: "Midnight Oud Eau de Parfum" }).lean();
    const sandal = await Product.findOne({ name: "Royal Sandal Attar" }).lean();
    const gone = "0123456789abcdef01234567";
    const { status, body, headers } = await ask({ ids: [String(oud?._id), String(sandal?._id), gone] });
    expect(status).toBe(200);
    expect(body.stock).toEqual({ [String(oud?._id)]: 14, [String(sandal?._id)]: 0 });
    expect(headers.get("cache-control")).toBe("no-store");

    // As the owner's save writes it: the first size (50 ml) and the total, with the 100 ml's 6 units.
    await Product.updateOne({ _id: oud?._id }, { $set: { stock: 5 + 6, "sizes.0.stock": 5 } });
    expect((await ask({ ids: [String(oud?._id)] })).body.stock).toEqual({ [String(oud?._id)]: 5 });
  });

  it("answers today's price, promo included, so the cart shows a price the owner changed", async () => {
    const oud = await Product.findOne({ name: "Midnight Oud Eau de Parfum" }).lean();
    const id = String(oud?._id);
    await Product.updateOne({ _id: oud?._id }, { $set: { price: 50_000, "sizes.0.price": 50_000, promo: { discount: 0 } } });
    expect((await ask({ ids: [id] })).body.prices).toEqual({ [id]: 50_000 });
    await Product.updateOne({ _id: oud?._id }, { $set: { price: 62_000.5, "sizes.0.price": 62_000.5, promo: { discount: 10, startDate: new Date("2020-01-01"), endDate: new Date("2099-12-31") } } });
    expect((await ask({ ids: [id] })).body.prices).toEqual({ [id]: 55_800.45 });
  });

  it("answers each size's stock and price today, and a product's own figures as its first size's", async () => {
    const product = await Product.create({
      brand: "Maison Lagos",
      name: "Sized for the cart",
      type: "Perfume",
      description: "Two sizes.",
      promo: { discount: 10, startDate: new Date("2020-01-01"), endDate: new Date("2099-12-31") },
      sizes: [
        { label: "30 ml", price: 62000, stock: 3, sku: "CART-30" },
        { label: "100 ml", price: 145000, stock: 0, sku: "CART-100" },
      ],
    });
    const id = String(product._id);
    const [small, large] = (product.sizes ?? []).map((size) => String(size._id));
    const { body } = await ask({ ids: [id] });
    expect(body.sizes).toEqual({ [id]: { [small as string]: { stock: 3, price: 55800 }, [large as string]: { stock: 0, price: 130500 } } });
    expect({ stock: body.stock[id], price: body.prices[id] }).toEqual({ stock: 3, price: 55800 });
  });

  it("answers a full cart", async () => {
    const ids = Array.from({ length: MAX_CART_LINES }, () => "0123456789abcdef01234567");
    expect(await ask({ ids })).toMatchObject({ status: 200, body: { stock: {} } });
  });

  it("answers an empty map for an empty cart", async () => {
    expect((await ask({ ids: [] })).body).toEqual({ success: true, stock: {}, prices: {}, sizes: {} });
  });

  it.each([
    ["no ids", {}],
    ["ids that are not a list", { ids: "abc" }],
    ["a malformed id", { ids: ["not-an-id"] }],
    ["more ids than a cart holds", { ids: Array.from({ length: MAX_CART_LINES + 1 }, () => "0123456789abcdef01234567") }],
  ])("refuses %s with 400 and field errors", async (_label, body) => {
    const result = await ask(body);
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.fieldErrors ?? {})[0]).toMatch(/^ids/);
  });
});
