/**
 * A collection's documents are packed into a few large slabs, not one buffer each; a replaced or
 * deleted document leaves a hole that compaction reclaims, without touching bytes a reader holds.
 */
import { Binary } from "bson";
import { decode, encode } from "../src/bson-utils";
import { DocumentStore } from "../src/engine/document-store";

const MB = 1024 * 1024;

function order(i: number, note = "x".repeat(400)) {
  return { _id: i, orderNumber: `ORD-${i}`, status: ["Pending", "Paid", "Delivered"][i % 3], note, createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000) };
}

test("20,000 documents of half a kilobyte live in a few slabs, and each reads back as written", () => {
  const store = new DocumentStore();
  for (let i = 0; i < 20_000; i++) store.set(`n:${i}`, order(i));
  const { count, bytes } = store.slabUsage;
  expect(store.size).toBe(20_000);
  // Slabs grow with the collection (16 KB, 32 KB... up to 4 MB): 10 MB take about twenty.
  expect(count).toBeLessThanOrEqual(24);
  // Live bytes plus, at most, the room left in the slab being filled.
  expect(bytes).toBeLessThanOrEqual(store.dataSize + 4 * MB);
  for (const i of [0, 1, 9_999, 19_999]) expect(store.get(`n:${i}`)).toEqual(order(i));
  expect([...store.keys()].slice(0, 3)).toEqual(["n:0", "n:1", "n:2"]);
});

test("a document replaced many times, and documents deleted, leave no more than the slab slack behind", () => {
  const store = new DocumentStore();
  for (let i = 0; i < 2_000; i++) store.set(`n:${i}`, order(i));
  for (let round = 0; round < 20_000; round++) store.set("n:7", order(7, "y".repeat(round % 900)));
  for (let i = 1_000; i < 2_000; i++) store.delete(`n:${i}`);
  for (let round = 0; round < 5_000; round++) store.set(`n:${round % 1_000}`, order(round % 1_000, "z".repeat(300 + (round % 200))));
  const live = [...store.storedBytes()].reduce((sum, bytes) => sum + bytes.length, 0);
  expect(live).toBe(store.dataSize);
  // Each slab is mostly live (else it was compacted), but for the one being filled.
  const { count, bytes } = store.slabUsage;
  expect(bytes).toBeLessThanOrEqual(2 * live + (count > 0 ? bytes / count : 0));
  expect(store.size).toBe(1_000);
  expect(store.get("n:7")).toEqual(order(7, "z".repeat(300 + (4_007 % 200))));
  expect(store.get("n:1500")).toBeUndefined();
  // Order: replaced documents keep their place, a document set after deletes goes last.
  store.set("n:1500", order(1500));
  expect([...store.keys()].slice(0, 2)).toEqual(["n:0", "n:1"]);
  expect([...store.keys()].at(-1)).toBe("n:1500");
});

test("bytes handed out before a compaction stay intact across it", () => {
  const store = new DocumentStore();
  for (let i = 0; i < 3_000; i++) store.set(`n:${i}`, order(i));
  const handedOut = [...store.storedBytes()].slice(0, 500);
  const copies = handedOut.map((bytes) => Uint8Array.from(bytes));
  // Replacing and deleting most documents compacts the slabs those views point into.
  for (let i = 0; i < 3_000; i++) {
    if (i % 3 === 0) store.delete(`n:${i}`);
    else store.set(`n:${i}`, order(i, "w".repeat(450)));
  }
  for (let i = 0; i < 3_000; i += 3) store.set(`n:${i}`, order(i, "v".repeat(420)));
  expect(handedOut.filter((bytes, i) => !Buffer.from(bytes).equals(copies[i] as Uint8Array))).toEqual([]);
  expect(decode(handedOut[43] as Uint8Array)).toEqual(order(43));
  expect(store.get("n:43")).toEqual(order(43, "w".repeat(450)));
  expect(store.get("n:42")).toEqual(order(42, "v".repeat(420)));
});

test("a document stored from a view of a larger buffer is copied, so the buffer may be reused", () => {
  const store = new DocumentStore();
  const bytes = encode(order(1));
  const record = new Uint8Array(bytes.length + 10);
  record.set(bytes, 5);
  store.set("n:1", order(1), record.subarray(5, 5 + bytes.length));
  record.fill(0);
  expect(store.get("n:1")).toEqual(order(1));
});

test("a document larger than a slab, stored while the slab it leaves is mostly holes, lands whole beside the moved ones", () => {
  const store = new DocumentStore();
  store.set("n:1", order(1));
  store.set("n:2", order(2));
  // Replacing one document again and again leaves the slab being filled mostly holes.
  for (let round = 0; round < 20; round++) store.set("n:1", order(1, "b".repeat(400 + round)));
  const large = order(99, "c".repeat(100_000));
  store.set("n:99", large);
  store.set("n:100", order(100));
  expect(store.get("n:99")).toEqual(large);
  expect(store.get("n:1")).toEqual(order(1, "b".repeat(419)));
  expect(store.get("n:2")).toEqual(order(2));
  expect(store.get("n:100")).toEqual(order(100));
  expect([...store.storedBytes()].reduce((sum, bytes) => sum + bytes.length, 0)).toBe(store.dataSize);
});

test("a kept decoded document's binary value does not hold a slab in memory, and compaction keeps the decoded documents", () => {
  const store = new DocumentStore();
  const photo = { _id: 1, thumbnail: new Binary(Buffer.alloc(32, 9)) };
  store.set("n:1", photo);
  store.set("n:2", order(2));
  const kept = store.get("n:1") as { thumbnail: Binary };
  // Decoded from a copy of its own bytes, not from a view of the 16 KB slab.
  expect((kept.thumbnail.buffer as Uint8Array).buffer.byteLength).toBeLessThan(1024);
  const slabsBefore = store.slabUsage.count;
  // Filling the slab with replaced documents, then starting another, compacts it.
  for (let round = 0; round < 60; round++) store.set("n:2", order(2, "r".repeat(400 + round)));
  expect(store.keepsDecoded).toBe(true);
  expect(store.slabUsage.count).toBeLessThanOrEqual(slabsBefore + 1);
  expect(store.get("n:1")).toBe(kept);
  expect(store.get("n:1")).toEqual(photo);
});
