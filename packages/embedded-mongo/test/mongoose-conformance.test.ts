import mongoose, { Schema } from "mongoose";
import { targetUri, uniqueDbName } from "./helpers";

const conn = mongoose.createConnection();

const ProductSchema = new Schema({
  sku: { type: String, required: true, unique: true },
  name: String,
  price: Number,
  stock: { type: Number, default: 0 },
  tags: [String],
  createdAt: { type: Date, default: () => new Date() },
});
const Product = conn.model("Product", ProductSchema);

beforeAll(async () => {
  await conn.openUri(targetUri(), { dbName: uniqueDbName("mongoose") });
  await Product.init();
});

afterAll(async () => {
  await conn.dropDatabase();
  await conn.close();
});

test("mongoose models create, query, update and delete", async () => {
  const p = await Product.create({ sku: "OUD-1", name: "Oud", price: 1000, tags: ["woody"] });
  const found = await Product.findById(p._id).lean();
  expect(found?.name).toBe("Oud");
  expect(found?.createdAt).toBeInstanceOf(Date);
  await Product.updateOne({ _id: p._id }, { $push: { tags: "dark" } });
  const after = await Product.findOneAndUpdate({ sku: "OUD-1" }, { $inc: { stock: 5 } }, { returnDocument: "after" }).lean();
  expect(after?.stock).toBe(5);
  expect(after?.tags).toEqual(["woody", "dark"]);
  expect(await Product.countDocuments({ price: { $gte: 500 } })).toBe(1);
  await Product.deleteOne({ _id: p._id });
  expect(await Product.findById(p._id)).toBeNull();
});

test("a unique violation surfaces in mongoose with code 11000 and keyValue", async () => {
  await Product.create({ sku: "DUP-1", name: "First" });
  const err = (await Product.create({ sku: "DUP-1", name: "Second" }).catch((e: unknown) => e)) as {
    code?: number;
    keyValue?: Record<string, unknown>;
    keyPattern?: Record<string, unknown>;
  };
  expect(err.code).toBe(11000);
  expect(err.keyValue).toEqual({ sku: "DUP-1" });
  expect(err.keyPattern).toEqual({ sku: 1 });
});

test("mongoose aggregate and distinct", async () => {
  await Product.insertMany([
    { sku: "A-1", name: "A", price: 10, tags: ["x"] },
    { sku: "A-2", name: "B", price: 30, tags: ["y"] },
  ]);
  const [agg] = await Product.aggregate<{ _id: null; avg: number }>([
    { $match: { sku: { $in: ["A-1", "A-2"] } } },
    { $group: { _id: null, avg: { $avg: "$price" } } },
  ]);
  expect(agg?.avg).toBe(20);
  expect((await Product.distinct("tags", { sku: /^A-/ })).sort()).toEqual(["x", "y"]);
});
