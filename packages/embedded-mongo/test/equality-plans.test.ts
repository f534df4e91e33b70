/**
 * Which index an equality reads. A drop's order finishes its stock move by the product and the move's
 * key: every move of the drop is of that product, so reading them all by the product alone made each
 * order's update scan every earlier order's move. mongod reads the unique compound index by both.
 */
import type { Collection as DriverCollection } from "mongodb";
import { Collection } from "../src/engine/collection";
import { connectTestDatabase } from "./helpers";

type Move = { _id: number; product: string; key: string; hold?: { state: string } };

function moves(count: number): Move[] {
  return Array.from({ length: count }, (_, i) => ({ _id: i, product: "oud", key: `held:${i}`, ...(i % 10 === 3 ? { hold: { state: "taking" } } : { hold: { state: "held" } }) }));
}

describe("through the wire", () => {
  const target = connectTestDatabase("equality_plans");
  let coll: DriverCollection<Move>;

  beforeEach(async () => {
    coll = target.freshCollection<Move>();
    await coll.insertMany(moves(40));
    await coll.createIndex({ product: 1, key: 1 }, { unique: true });
  });

  test("equality on every field of a unique compound index reads it by its whole key", async () => {
    const res = await coll.find({ product: "oud", key: { $in: ["held:7"] } }).explain("executionStats");
    const fetch = res.queryPlanner.winningPlan;
    expect(fetch.stage).toBe("FETCH");
    expect(fetch.filter).toBeUndefined();
    expect(fetch.inputStage).toMatchObject({ stage: "IXSCAN", indexName: "product_1_key_1", isUnique: true, indexBounds: { product: ['["oud", "oud"]'], key: ['["held:7", "held:7"]'] } });
    expect(res.executionStats).toMatchObject({ nReturned: 1, totalKeysExamined: 1, totalDocsExamined: 1 });
  });

  test("an update by the whole key and one more condition changes the one document, as before", async () => {
    const updated = await coll.updateMany({ product: { $in: ["oud"] }, key: { $in: ["held:13", "held:14"] }, "hold.state": "taking" }, { $set: { "hold.state": "held" } });
    expect(updated).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await coll.countDocuments({ "hold.state": "taking" })).toBe(3);
    const res = await coll.find({ product: "oud", key: { $in: ["held:13", "held:14"] }, "hold.state": "held" }).explain("executionStats");
    expect(res.executionStats).toMatchObject({ nReturned: 2, totalDocsExamined: 2 });
  });
});

test("of the indexes an equality reaches, the one holding the fewest documents is read (the first on a tie)", () => {
  const coll = new Collection("shop", "stockmoves", {}, () => undefined);
  coll.createIndex({ v: 2, key: { product: 1, at: -1 }, name: "product_1_at_-1" });
  coll.createIndex({ v: 2, key: { "hold.state": 1 }, name: "hold.state_1", sparse: true });
  for (const move of moves(40)) coll.insert(move);
  const taking = coll.reach({ product: "oud", "hold.state": "taking" });
  expect(taking.plan).toMatchObject({ stage: "IXSCAN", field: "hold.state" });
  expect(taking.idKeys).toHaveLength(4);
  const held = coll.reach({ product: "oud", "hold.state": "held" });
  expect(held.plan).toMatchObject({ stage: "IXSCAN", field: "hold.state" });
  expect(held.idKeys).toHaveLength(36);
  const tie = coll.reach({ product: "oud", "hold.state": { $in: ["held", "taking"] } });
  expect(tie.plan).toMatchObject({ stage: "IXSCAN", field: "product" });
});
