/**
 * A new document is serialized once: its size is checked on the bytes that are stored. Before, an
 * insert measured it (calculateObjectSize, a pass as long as serializing) and then serialized it.
 */
import { ObjectId } from "bson";
import { Dispatcher } from "../src/commands/dispatch";
import { Catalog } from "../src/engine/catalog";
import { CursorRegistry } from "../src/engine/cursors";
import { MemoryDurability } from "../src/storage/durability";

function engine(): Dispatcher {
  return new Dispatcher(new Catalog(), new CursorRegistry(), new MemoryDurability(), { host: "127.0.0.1", port: 0, startedAt: new Date(), requests: 0, commands: new Map() });
}

/** A value that counts each time bson serializes it, or measures it (both ask for its toBSON). */
function counted(): { item: object; passes: () => number } {
  let passes = 0;
  const item = {
    toBSON() {
      passes += 1;
      return { sku: "OUD-50", units: 1 };
    },
  };
  return { item, passes: () => passes };
}

test("an insert serializes each new document once (an upsert's too), and still refuses what mongod refuses", async () => {
  const db = engine();
  const order = counted();
  const id = new ObjectId();
  expect(await db.run("shop", { insert: "orders", documents: [{ _id: id, email: "ada@example.com", items: [order.item], total: 95_000 }] }, 1)).toMatchObject({ ok: 1, n: 1 });
  expect(order.passes()).toBe(1);
  expect(await db.run("shop", { update: "windows", updates: [{ q: { _id: "orders:2001:db8::/64" }, u: { $inc: { hits: 1 } }, upsert: true }] }, 1)).toMatchObject({ ok: 1, n: 1 });
  const window = await db.run("shop", { find: "windows", filter: {} }, 1);
  expect((window.cursor as { firstBatch: unknown[] }).firstBatch).toEqual([{ _id: "orders:2001:db8::/64", hits: 1 }]);
  const found = await db.run("shop", { find: "orders", filter: { _id: id } }, 1);
  expect((found.cursor as { firstBatch: unknown[] }).firstBatch).toEqual([{ _id: id, email: "ada@example.com", items: [{ sku: "OUD-50", units: 1 }], total: 95_000 }]);
  const refused = await db.run("shop", { insert: "orders", documents: [{ _id: [1, 2] }, { _id: /x/ }, { _id: { $oid: 1 } }], ordered: false }, 1);
  expect((refused.writeErrors as { code: number }[]).map((error) => error.code)).toEqual([2, 2, 52]);
});

test("a document past the largest bson can serialize is refused as too large", async () => {
  const db = engine();
  const reply = await db.run("shop", { insert: "photos", documents: [{ _id: 1, data: "x".repeat(18 * 1024 * 1024) }] }, 1);
  expect(reply.writeErrors).toEqual([expect.objectContaining({ code: 10334, errmsg: expect.stringContaining("object to insert too large") })]);
});
