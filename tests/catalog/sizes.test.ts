import { Types } from "mongoose";
import { returnAllStock, returnStock, settleStock, takeStock } from "@/lib/checkout/holds";
import { giveProductsSizes } from "@/lib/catalog/size-migration";
import { Product } from "@/models/product";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { createProduct } from "../support/order-fixtures";

setupTestDatabase();
afterEach(() => clearDatabase());
// A hundred takes at once, each four writes, on a loaded machine.
jest.setTimeout(60_000);

/** A product in 30, 50 and 100 ml, as the owner will sell one. */
async function threeSizes(stocks: [number, number, number] = [3, 5, 2]) {
  const product = await Product.create({
    brand: "Maison Lagos",
    name: "Midnight Oud",
    type: "Perfume",
    description: "A scent made for tests.",
    sizes: [
      { label: "30 ml", volumeMl: 30, price: 62000, stock: stocks[0], sku: "ML-OUD-30" },
      { label: "50 ml", volumeMl: 50, price: 95000, stock: stocks[1], sku: "ML-OUD-50" },
      { label: "100 ml", volumeMl: 100, price: 145000, stock: stocks[2], sku: "ML-OUD-100" },
    ],
  });
  const [small, medium, large] = (product.sizes ?? []).map((size) => size._id.toString()) as [string, string, string];
  return { id: product._id.toString(), small, medium, large };
}

async function stocks(id: string) {
  const product = await Product.findById(id).lean();
  return { product: product?.stock, sizes: product?.sizes?.map((size) => size.stock) };
}

describe("a product's sizes", () => {
  it("sets the product's price to its cheapest size and its stock to the units of all its sizes", async () => {
    const { id } = await threeSizes();
    expect(await Product.findById(id).lean()).toMatchObject({ price: 62000, stock: 10 });
  });

  it("sells a product made from a price and stock, as before, in one size that follows the owner's edits", async () => {
    const { _id } = await createProduct({ price: 42000, stock: 20 });
    const product = await Product.findById(_id);
    expect(product?.sizes?.map(({ label, price, stock, sku }) => ({ label, price, stock, sku }))).toEqual([{ label: "", price: 42000, stock: 20, sku: expect.stringMatching(/^SC-[0-9A-F]{10}$/) }]);
    product?.set({ price: 45000, stock: 12 });
    await product?.save();
    expect((await Product.findById(_id).lean())?.sizes?.map(({ price, stock }) => ({ price, stock }))).toEqual([{ price: 45000, stock: 12 }]);
  });

  it("refuses a SKU another size already has", async () => {
    await threeSizes();
    await expect(createProduct({ name: "Copy" }).then(({ _id }) => Product.updateOne({ _id }, { $set: { "sizes.0.sku": "ML-OUD-50" } }))).rejects.toThrow(/duplicate key/);
  });
});

describe("stock held by size", () => {
  it("never sells more of a size than it has when 100 orders race for its last units, while another size still sells", async () => {
    const { id, large, medium } = await threeSizes([3, 5, 2]);
    const orders = Array.from({ length: 100 }, () => new Types.ObjectId());
    const outcomes = await Promise.all(orders.map((order) => takeStock(id, large, order, 1)));
    expect(outcomes.filter((outcome) => outcome === "taken")).toHaveLength(2);
    expect(await takeStock(id, medium, new Types.ObjectId(), 4)).toBe("taken");
    expect(await stocks(id)).toEqual({ product: 4, sizes: [3, 1, 0] });
  });

  it("takes two sizes of one product for one order, each once however often it is retried, and gives both back once", async () => {
    const { id, small, large } = await threeSizes();
    const order = new Types.ObjectId();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await takeStock(id, small, order, 2)).toBe("taken");
      expect(await takeStock(id, large, order, 1)).toBe("taken");
    }
    expect(await stocks(id)).toEqual({ product: 7, sizes: [1, 5, 1] });
    expect(await returnAllStock(order)).toEqual([{ id, quantity: 3 }]);
    expect(await returnStock(id, order)).toBe(0);
    expect(await stocks(id)).toEqual({ product: 10, sizes: [3, 5, 2] });
  });

  it("keeps a paid order's units sold: settling drops its holds and returns nothing", async () => {
    const { id, medium } = await threeSizes();
    const order = new Types.ObjectId();
    await takeStock(id, medium, order, 5);
    await settleStock(order);
    expect(await returnAllStock(order)).toEqual([]);
    expect(await stocks(id)).toEqual({ product: 5, sizes: [3, 0, 2] });
  });

  it("says short for a size that does not exist", async () => {
    const { id } = await threeSizes();
    expect(await takeStock(id, new Types.ObjectId().toString(), new Types.ObjectId(), 1)).toBe("short");
    expect(await takeStock(id, "not-an-id", new Types.ObjectId(), 1)).toBe("short");
  });
});

describe("products stored before sizes", () => {
  /** A product as the shop stored them before sizes: a price, a stock figure and its holds, no sizes. */
  async function oldProduct(name: string, stock: number, holds: { order: Types.ObjectId; quantity: number }[] = []) {
    const _id = new Types.ObjectId();
    await Product.collection.insertOne({ _id, brand: "Old Shop", name, type: "Perfume", price: 30000, stock, description: "Stored before sizes.", images: [], holds });
    return _id;
  }

  it("get one size each, made of their price and stock, and a half-finished run is finished by the next", async () => {
    const order = new Types.ObjectId();
    const held = await oldProduct("Held", 4, [{ order, quantity: 2 }]);
    const others = await Promise.all(["One", "Two", "Three"].map((name) => oldProduct(name, 6)));
    // A run that stopped after one product: its update went through, the others' did not.
    await Product.collection.updateOne({ _id: others[0] }, { $set: { sizes: [{ _id: new Types.ObjectId(), label: "", price: 30000, stock: 6, sku: "SC-HALFWAYDONE" }] } });

    expect(await giveProductsSizes(Product.collection)).toBe(3);
    expect(await giveProductsSizes(Product.collection)).toBe(0);
    const products = await Product.find({ brand: "Old Shop" }).lean();
    expect(products.map((product) => product.sizes?.length)).toEqual([1, 1, 1, 1]);
    expect(products.find((product) => product._id.equals(others[0] as Types.ObjectId))?.sizes?.[0]?.sku).toBe("SC-HALFWAYDONE");
    expect((await Product.findById(held).lean())?.sizes?.[0]).toMatchObject({ label: "", price: 30000, stock: 4 });

    // The hold taken before sizes gives its units back to the only size, once.
    expect(await returnAllStock(order)).toEqual([{ id: held.toString(), quantity: 2 }]);
    expect(await returnAllStock(order)).toEqual([]);
    expect(await stocks(held.toString())).toEqual({ product: 6, sizes: [6] });
  });

  it("sell through the only size when a cart line names none", async () => {
    const id = (await oldProduct("Cart line", 3)).toString();
    await giveProductsSizes(Product.collection);
    expect(await takeStock(id, null, new Types.ObjectId(), 3)).toBe("taken");
    expect(await takeStock(id, undefined, new Types.ObjectId(), 1)).toBe("short");
    expect(await stocks(id)).toEqual({ product: 0, sizes: [0] });
  });
});
