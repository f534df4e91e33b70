/**
 * Geospatial queries as mongod answers them: flat 2d shapes ($box, $center, $polygon) over
 * legacy pairs, spherical ones ($centerSphere, $geometry, $geoIntersects, $nearSphere, GeoJSON
 * $near in meters) with great-circle edges, $near ordering by distance with $maxDistance and
 * $minDistance, and the $geoNear stage. Like the other conformance files these run against
 * whatever MONGODB_URI names, so a real mongod checks the expectations too.
 */
import { type Collection } from "mongodb";
import { serverError, connectTestDatabase } from "./helpers";

type Row = { _id: number; [field: string]: unknown };
let coll: Collection<Row>;

const target = connectTestDatabase("geo");

beforeEach(() => {
  coll = target.freshCollection<Row>();
});

async function ids(filter: Record<string, unknown>, sorted = true): Promise<unknown[]> {
  const found = (await coll.find(filter).toArray()).map((d) => d._id);
  return sorted ? found.sort() : found;
}

describe("2d: legacy pairs on a flat plane", () => {
  beforeEach(async () => {
    await coll.createIndex({ loc: "2d" });
    await coll.insertMany([
      { _id: 1, loc: [0, 0] },
      { _id: 2, loc: [3, 4] },
      { _id: 3, loc: { lng: 10, lat: 10 } },
      { _id: 4, loc: [-5, 1] },
      { _id: 5, other: 1 },
    ]);
  });

  test("$near orders by distance; $maxDistance and $minDistance are in the coordinates' units", async () => {
    expect(await ids({ loc: { $near: [0, 0] } }, false)).toEqual([1, 2, 4, 3]);
    expect(await ids({ loc: { $near: [0, 0], $maxDistance: 5 } }, false)).toEqual([1, 2]);
    expect(await ids({ loc: { $near: [0, 0], $minDistance: 5, $maxDistance: 6 } }, false)).toEqual([2, 4]);
    // With a limit: the nearest ones.
    expect((await coll.find({ loc: { $near: [9, 9] } }).limit(2).toArray()).map((d) => d._id)).toEqual([3, 2]);
  });

  test("$geoWithin (and its old name $within) with $box, $center and $polygon; edges count as inside", async () => {
    expect(await ids({ loc: { $geoWithin: { $box: [[-1, -1], [3, 4]] } } })).toEqual([1, 2]);
    expect(await ids({ loc: { $within: { $center: [[0, 0], 5] } } })).toEqual([1, 2]);
    expect(await ids({ loc: { $geoWithin: { $polygon: [[-7, 0], [0, 5], [11, 11], [4, -1]] } } })).toEqual([1, 2, 3, 4]);
    expect(await ids({ loc: { $geoWithin: { $polygon: [[0, 0], [3, 0], [3, 4]] } } })).toEqual([1, 2]);
  });

  test("explain names the geo index $near reads", async () => {
    const res = await coll.find({ loc: { $near: [0, 0], $maxDistance: 5 } }).explain("executionStats");
    expect(res.queryPlanner.winningPlan).toMatchObject({ stage: "GEO_NEAR_2D", keyPattern: { loc: "2d" }, indexName: "loc_2d" });
    expect(res.executionStats.nReturned).toBe(2);
  });

  test("$near cannot be counted or used in an aggregation's $match (no distance order there)", async () => {
    const counted = await serverError(coll.countDocuments({ loc: { $near: [0, 0] } }));
    expect([counted.code, counted.message]).toEqual([2, "$geoNear, $near, and $nearSphere are not allowed in this context"]);
    const legacy = await serverError(target.db.command({ count: coll.collectionName, query: { loc: { $near: [0, 0] } } }));
    expect(legacy.code).toBe(2);
    expect(await coll.countDocuments({ loc: { $geoWithin: { $center: [[0, 0], 5] } } })).toBe(2);
  });

  test("$near needs a geo index on the field", async () => {
    const err = await serverError(coll.find({ other: { $near: [0, 0] } }).toArray());
    expect(err.code).toBe(291);
    expect(err.message).toMatch(/unable to find index for \$geoNear query/);
  });
});

describe("2dsphere: GeoJSON on the sphere", () => {
  beforeEach(async () => {
    await coll.createIndex({ geo: "2dsphere" });
  });

  test("$near from a GeoJSON point measures meters on the sphere", async () => {
    await coll.insertMany([
      { _id: 1, geo: { type: "Point", coordinates: [10, 20] } },
      { _id: 2, geo: { type: "Point", coordinates: [40, 80] } },
      { _id: 3, geo: { type: "Point", coordinates: [10.001, 20] } },
    ]);
    // One thousandth of a degree of longitude at latitude 20: about 104.6 m.
    expect(await ids({ geo: { $near: { $geometry: { type: "Point", coordinates: [10, 20] }, $maxDistance: 100 } } }, false)).toEqual([1]);
    expect(await ids({ geo: { $near: { $geometry: { type: "Point", coordinates: [10, 20] }, $maxDistance: 110 } } }, false)).toEqual([1, 3]);
    expect(await ids({ geo: { $nearSphere: { $geometry: { type: "Point", coordinates: [11, 20] }, $minDistance: 1000 } } }, false)).toEqual([3, 1, 2]);
    // A legacy pair with $nearSphere measures radians.
    expect(await ids({ geo: { $nearSphere: [10, 20], $maxDistance: 0.01 } }, false)).toEqual([1, 3]);
  });

  test("a line from -178 to 178 runs across the antimeridian, as the great circle does", async () => {
    await coll.insertMany([
      { _id: 1, geo: { type: "LineString", coordinates: [[-178, 10], [178, 10]] } },
      { _id: 2, geo: { type: "LineString", coordinates: [[-10, 10], [10, 10]] } },
    ]);
    const across = { type: "LineString", coordinates: [[180, 11], [180, 9]] };
    expect(await ids({ geo: { $geoIntersects: { $geometry: across } } })).toEqual([1]);
    const meridian = { type: "LineString", coordinates: [[0, 11], [0, 9]] };
    expect(await ids({ geo: { $geoIntersects: { $geometry: meridian } } })).toEqual([2]);
  });

  test("$geoWithin a polygon (holes excluded) and $geoIntersects between points, lines and polygons", async () => {
    await coll.insertMany([
      { _id: 1, geo: { type: "Point", coordinates: [0, 0] } },
      { _id: 2, geo: { type: "Point", coordinates: [4, 4] } },
      { _id: 3, geo: { type: "Point", coordinates: [20, 20] } },
      { _id: 4, geo: { type: "Polygon", coordinates: [[[3, 3], [6, 3], [6, 6], [3, 6], [3, 3]]] } },
      { _id: 5, geo: { type: "LineString", coordinates: [[-0.5, -0.5], [0.5, 0.5]] } },
      { _id: 6, geo: [{ type: "Point", coordinates: [50, 50] }, { type: "Point", coordinates: [2, 2] }] },
    ]);
    const square = { type: "Polygon", coordinates: [[[-5, -5], [5, -5], [5, 5], [-5, 5], [-5, -5]]] };
    const withHole = { type: "Polygon", coordinates: [square.coordinates[0], [[-1, -1], [1, -1], [1, 1], [-1, 1], [-1, -1]]] };
    expect(await ids({ geo: { $geoWithin: { $geometry: square } } })).toEqual([1, 2, 5, 6]);
    // A document with several locations matches when one of them does.
    expect(await ids({ geo: { $geoWithin: { $geometry: withHole } } })).toEqual([2, 6]);
    expect(await ids({ geo: { $geoIntersects: { $geometry: square } } })).toEqual([1, 2, 4, 5, 6]);
    const tiny = { type: "Polygon", coordinates: [[[4.5, 4.5], [5.5, 4.5], [5.5, 5.5], [4.5, 5.5], [4.5, 4.5]]] };
    expect(await ids({ geo: { $geoIntersects: { $geometry: tiny } } })).toEqual([4]);
    expect(await ids({ geo: { $geoIntersects: { $geometry: { type: "Point", coordinates: [0, 0] } } } })).toEqual([1, 5]);
  });

  test("$centerSphere takes a radius in radians", async () => {
    await coll.insertMany([
      { _id: 1, geo: [10, 20] },
      { _id: 2, geo: [40, 90] },
    ]);
    expect(await ids({ geo: { $geoWithin: { $centerSphere: [[11, 20], 0.4] } } })).toEqual([1]);
    expect(await ids({ geo: { $geoWithin: { $centerSphere: [[11, 20], 0.01] } } })).toEqual([]);
  });
});

describe("$geoNear", () => {
  beforeEach(async () => {
    await coll.createIndex({ geo: "2dsphere" });
    await coll.insertMany([
      { _id: 1, kind: "shop", geo: { type: "Point", coordinates: [0, 0] } },
      { _id: 2, kind: "shop", geo: { type: "Point", coordinates: [0, 1] } },
      { _id: 3, kind: "cafe", geo: { type: "Point", coordinates: [0, 0.5] } },
    ]);
  });

  test("adds the distance (meters from a GeoJSON point), nearest first, with its query and limits", async () => {
    const docs = await coll
      .aggregate([{ $geoNear: { near: { type: "Point", coordinates: [0, 0.1] }, distanceField: "dist.m", query: { kind: "shop" }, includeLocs: "at" } }])
      .toArray();
    expect(docs.map((d) => d._id)).toEqual([1, 2]);
    // 0.1 degree of latitude: 6378100 × 0.1 × π / 180 ≈ 11131.9 m.
    expect((docs[0] as { dist: { m: number } }).dist.m).toBeCloseTo(11131.9, 0);
    expect(docs[0]?.at).toEqual({ type: "Point", coordinates: [0, 0] });
    const near = await coll.aggregate([{ $geoNear: { near: { type: "Point", coordinates: [0, 0] }, distanceField: "d", maxDistance: 60000 } }, { $project: { d: 0 } }]).toArray();
    expect(near.map((d) => d._id)).toEqual([1, 3]);
    const radians = await coll.aggregate([{ $geoNear: { near: [0, 0], distanceField: "d", spherical: true, distanceMultiplier: 2 } }]).toArray();
    expect((radians[2] as { d: number }).d).toBeCloseTo((2 * Math.PI) / 180, 10);
  });

  test("only as the first stage", async () => {
    const err = await serverError(coll.aggregate([{ $match: {} }, { $geoNear: { near: [0, 0], distanceField: "d" } }]).toArray());
    expect(err.code).toBe(40603);
  });
});
