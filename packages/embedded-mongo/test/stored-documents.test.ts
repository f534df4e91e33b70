/**
 * Documents are kept as BSON and decoded on read; a collection past 8 MB of BSON keeps no decoded
 * copies, so each read decodes afresh, and a sum reads only its fields. Reads and writes must
 * answer as before on a collection of either size. These run against whatever MONGODB_URI names.
 */
import { Double, Int32, ObjectId } from "mongodb";
import { connectTestDatabase } from "./helpers";

const target = connectTestDatabase("stored_documents");

type Order = { _id: number; orderNumber: string; status: string; totalPrice: number; note: string; createdAt: Date; shipping?: { fee: number } };

/** 3,000 orders of about 3.2 KB each: 9.6 MB of BSON, past what a collection keeps decoded. */
function orders(): Order[] {
  return Array.from({ length: 3000 }, (_, i) => ({
    _id: i,
    orderNumber: `ORD-${i}`,
    status: ["Pending", "Paid", "Delivered"][i % 3] as string,
    totalPrice: 1000 + (i % 97) * 2.5,
    note: "x".repeat(3100),
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    ...(i % 2 === 0 ? { shipping: { fee: 500 + (i % 5) } } : {}),
  }));
}

test("a large collection read, updated and summed after its documents are stored as BSON answers as the documents say", async () => {
  const coll = target.db.collection<Order>("large_orders");
  await coll.createIndex({ orderNumber: 1 }, { unique: true });
  await coll.createIndex({ createdAt: -1 });
  const rows = orders();
  for (let i = 0; i < rows.length; i += 500) await coll.insertMany(rows.slice(i, i + 500));

  // An update keeps the document's place in the natural order, and moves its index entries.
  await coll.updateOne({ _id: 1 }, { $set: { orderNumber: "ORD-renamed", status: "Cancelled" }, $inc: { totalPrice: 1 } });
  expect((await coll.find({}, { projection: { _id: 1 } }).limit(3).toArray()).map((row) => row._id)).toEqual([0, 1, 2]);
  expect(await coll.findOne({ orderNumber: "ORD-1" })).toBeNull();
  expect(await coll.findOne({ orderNumber: "ORD-renamed" }, { projection: { status: 1 } })).toEqual({ _id: 1, status: "Cancelled" });
  await expect(coll.insertOne({ ...rows[5], _id: 9999, orderNumber: "ORD-renamed" } as Order)).rejects.toMatchObject({ code: 11000 });
  await coll.deleteOne({ _id: 2 });
  expect(await coll.countDocuments({})).toBe(2999);

  // Sums read only the summed fields; the general $group (which reads whole documents) agrees.
  const since = new Date(Date.UTC(2025, 0, 1) + 1000 * 60_000);
  const plainSum = await coll.aggregate([{ $match: { createdAt: { $gte: since } } }, { $group: { _id: null, total: { $sum: "$totalPrice" }, fees: { $sum: "$shipping.fee" }, n: { $sum: 1 } } }]).toArray();
  const general = await coll.aggregate([{ $match: { createdAt: { $gte: since } } }, { $group: { _id: null, total: { $sum: "$totalPrice" }, fees: { $sum: "$shipping.fee" }, n: { $sum: 1 }, most: { $max: "$totalPrice" } } }]).toArray();
  const expected = rows.filter((row) => row._id >= 1000);
  expect(plainSum).toEqual([{ _id: null, total: expected.reduce((sum, row) => sum + row.totalPrice, 0), fees: expected.reduce((sum, row) => sum + (row.shipping?.fee ?? 0), 0), n: expected.length }]);
  expect(plainSum[0]).toEqual({ ...general[0], most: undefined, _id: null });

  // A sorted page walks the date index over the candidates of an equality.
  const page = await coll.find({ status: "Paid" }).sort({ createdAt: -1 }).skip(5).limit(4).toArray();
  const paid = rows.filter((row) => row.status === "Paid" && row._id !== 1).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  expect(page.map((row) => row._id)).toEqual(paid.slice(5, 9).map((row) => row._id));
});

test("whole-number doubles and int32s keep their BSON types through storage, updates and reads", async () => {
  const coll = target.db.collection<{ _id: number; price: Double; stock: Int32; nested: { weight: Double } }>("typed_numbers");
  await coll.insertOne({ _id: 1, price: new Double(5000), stock: new Int32(3), nested: { weight: new Double(2) } });
  await coll.updateOne({ _id: 1 }, { $inc: { stock: 1 } });
  expect(await coll.countDocuments({ price: { $type: "double" }, stock: { $type: "int" }, "nested.weight": { $type: "double" } })).toBe(1);
  const read = await coll.findOne({ _id: 1 }, { promoteValues: false });
  expect(read?.price).toBeInstanceOf(Double);
  expect(read?.stock).toBeInstanceOf(Int32);
});

test("a sum over a large collection reads each field by its exact name: not one its name begins, not one in another alphabet", async () => {
  const coll = target.db.collection<Order & Record<string, unknown>>("large_named_sums");
  const rows = orders().map((row) => ({ ...row, total: 1, totalPriceX: 1000, "prixé": 7, "prixe": 11, "ñ": 2 }));
  for (let i = 0; i < rows.length; i += 500) await coll.insertMany(rows.slice(i, i + 500));
  const sums = await coll.aggregate([{ $match: { status: "Paid" } }, { $group: { _id: null, totalPrice: { $sum: "$totalPrice" }, total: { $sum: "$total" }, accented: { $sum: "$prixé" }, plain: { $sum: "$prixe" }, tilde: { $sum: "$ñ" } } }]).toArray();
  const paid = rows.filter((row) => row.status === "Paid");
  expect(sums).toEqual([{ _id: null, totalPrice: paid.reduce((sum, row) => sum + row.totalPrice, 0), total: paid.length, accented: 7 * paid.length, plain: 11 * paid.length, tilde: 2 * paid.length }]);
});

test("a whole large collection is read a batch at a time, in its order or its ObjectIds': a document deleted meanwhile is not returned, one updated is as it is then", async () => {
  type Scanned = Omit<Order, "_id"> & { _id: ObjectId };
  const coll = target.db.collection<Scanned>("large_scanned");
  const ids = Array.from({ length: 3000 }, () => new ObjectId());
  // Inserted out of their ids' order (7 and 3,000 share no factor: every id once).
  const rows: Scanned[] = orders().map((row, i) => ({ ...row, _id: ids[(i * 7) % 3000] as ObjectId }));
  for (let i = 0; i < rows.length; i += 500) await coll.insertMany(rows.slice(i, i + 500));
  const deleted = rows[1000] as Scanned;
  const updated = rows[2000] as Scanned;

  const cursor = coll.find({}, { batchSize: 500 });
  const seen: Scanned[] = [];
  for (let i = 0; i < 500; i++) seen.push((await cursor.next()) as Scanned);
  await coll.deleteOne({ _id: deleted._id });
  await coll.updateOne({ _id: updated._id }, { $set: { status: "Refunded" } });
  for await (const doc of cursor) seen.push(doc);
  expect(seen.map((doc) => doc._id.toHexString())).toEqual(rows.filter((row) => row !== deleted).map((row) => row._id.toHexString()));
  expect(seen.find((doc) => doc._id.equals(updated._id))?.status).toBe("Refunded");

  const inIdOrder = rows.filter((row) => row !== deleted).map((row) => row._id.toHexString()).sort();
  const ascending = await coll.find({}, { batchSize: 500 }).sort({ _id: 1 }).toArray();
  expect(ascending.map((doc) => doc._id.toHexString())).toEqual(inIdOrder);
  const descending = await coll.find({}, { batchSize: 500 }).sort({ _id: -1 }).toArray();
  expect(descending.map((doc) => doc._id.toHexString())).toEqual([...inIdOrder].reverse());
});

test("a large collection read by an indexed date without a limit is read a batch at a time, in the order, filter, projection and skip of the whole sort", async () => {
  type Exported = Order & { email: string };
  const coll = target.db.collection<Exported>("large_exported");
  await coll.createIndex({ createdAt: 1 });
  await coll.createIndex({ status: 1 });
  // Every third order shares its minute with the next one (ties the sort's _id splits), and inserted out of _id order.
  const rows: Exported[] = orders().map((row, i) => ({ ...row, _id: (i * 7) % 3000, email: `c${i}@x.ng`, createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 60_000) }));
  for (let i = 0; i < rows.length; i += 500) await coll.insertMany(rows.slice(i, i + 500));
  const newest = (a: Exported, b: Exported) => b.createdAt.getTime() - a.createdAt.getTime() || b._id - a._id;
  const projection = { orderNumber: 1, createdAt: 1, email: 1, status: 1, shipping: 1 };
  const shown = (row: Exported) => ({ _id: row._id, orderNumber: row.orderNumber, status: row.status, createdAt: row.createdAt, ...(row.shipping ? { shipping: row.shipping } : {}), email: row.email });

  const all = await coll.find({}, { projection, batchSize: 500 }).sort({ createdAt: -1, _id: -1 }).toArray();
  expect(all).toEqual([...rows].sort(newest).map(shown));
  const paid = await coll.find({ status: "Paid" }, { batchSize: 300 }).sort({ createdAt: -1, _id: -1 }).skip(7).toArray();
  expect(paid.map((row) => row._id)).toEqual(rows.filter((row) => row.status === "Paid").sort(newest).slice(7).map((row) => row._id));
  const ranged = await coll.find({ totalPrice: { $gte: 1100 } }, { batchSize: 400 }).sort({ createdAt: 1 }).toArray();
  // Ties on the date alone stay in the collection's order, as the whole sort's stable order leaves them.
  expect(ranged.map((row) => row._id)).toEqual(rows.filter((row) => row.totalPrice >= 1100).map((row) => row._id));
  const pipeline = await coll.aggregate([{ $match: { status: { $in: ["Paid", "Pending"] } } }, { $sort: { createdAt: -1, status: 1 } }, { $skip: 3 }, { $project: projection }]).toArray();
  expect(await coll.find({ status: { $in: ["Paid", "Pending"] } }, { projection, batchSize: 250 }).sort({ createdAt: -1, status: 1 }).skip(3).toArray()).toEqual(pipeline);

  // Between batches: a document deleted is not returned, one updated is returned as it is then, one no longer matching is not.
  const expected = rows.filter((row) => row.status !== "Delivered").sort(newest);
  const deleted = expected[1000] as Exported;
  const updated = expected[1500] as Exported;
  const delivered = expected[1900] as Exported;
  const cursor = coll.find({ status: { $ne: "Delivered" } }, { batchSize: 500 }).sort({ createdAt: -1, _id: -1 });
  const seen: Exported[] = [];
  for (let i = 0; i < 500; i++) seen.push((await cursor.next()) as Exported);
  await coll.deleteOne({ _id: deleted._id });
  await coll.updateOne({ _id: updated._id }, { $set: { email: "changed@x.ng" } });
  await coll.updateOne({ _id: delivered._id }, { $set: { status: "Delivered" } });
  for await (const doc of cursor) seen.push(doc);
  expect(seen.map((row) => row._id)).toEqual(expected.filter((row) => row !== deleted && row !== delivered).map((row) => row._id));
  expect(seen.find((row) => row._id === updated._id)?.email).toBe("changed@x.ng");
  // Eleven reads of 3,000 documents: 5 s on a quiet machine.
}, 60_000);
