/**
 * The slab store against a plain Map, on long random runs of writes, replacements and deletions of
 * documents from a few bytes to larger than a slab: every read, the collection's order, its size
 * and the snapshot's bytes agree with the Map, and bytes handed out earlier are never overwritten.
 */
import { decode, encode } from "../src/bson-utils";
import { DocumentStore } from "../src/engine/document-store";
import { random } from "./random";

type Doc = { _id: number; version: number; note: string };

function documentOf(id: number, version: number, length: number): Doc {
  return { _id: id, version, note: String.fromCharCode(97 + (version % 26)).repeat(length) };
}

/** Mostly order-sized documents, some tiny, a few larger than the slabs such a collection fills (16 to 80 KB). */
function lengthOf(next: () => number): number {
  const roll = next();
  if (roll < 0.03) return 16 * 1024 + Math.floor(next() * 64 * 1024);
  if (roll < 0.2) return Math.floor(next() * 40);
  return 300 + Math.floor(next() * 1_500);
}

for (const seed of [1, 7, 42, 2026]) {
  test(`seed ${seed}: 6,000 random writes and deletions read back as a Map of the same writes`, () => {
    const next = random(seed);
    const store = new DocumentStore();
    const model = new Map<string, Doc>();
    const held: { bytes: Uint8Array; copy: Uint8Array }[] = [];
    let version = 0;

    for (let step = 0; step < 6_000; step++) {
      // A third of the writes go to three hot documents, as a drop's product is rewritten by every order.
      const key = `n:${Math.floor(next() * (next() < 0.3 ? 3 : 100))}`;
      const roll = next();
      if (roll < 0.2) {
        expect(store.delete(key)).toBe(model.delete(key));
      } else if (roll < 0.85) {
        const doc = documentOf(Number(key.slice(2)), version++, lengthOf(next));
        // Half the writes come with their BSON as a view into a larger buffer, as a journal record's do.
        if (next() < 0.5) {
          const bson = encode(doc);
          const record = new Uint8Array(bson.length + 16);
          record.set(bson, 8);
          store.set(key, doc, record.subarray(8, 8 + bson.length));
          record.fill(0xff);
        } else store.set(key, doc);
        model.set(key, doc);
      } else {
        expect(store.get(key)).toEqual(model.get(key));
      }
      if (step % 97 === 0) {
        for (const bytes of store.storedBytes()) if (next() < 0.05) held.push({ bytes, copy: bytes.slice() });
      }
      if (step % 500 === 0) {
        expect(store.size).toBe(model.size);
        expect([...store.keys()]).toEqual([...model.keys()]);
      }
    }

    expect([...store.entries()]).toEqual([...model.entries()]);
    const stored = [...store.storedBytes()];
    expect(stored.map((bytes) => decode(bytes))).toEqual([...model.values()]);
    expect(store.dataSize).toBe(stored.reduce((sum, bytes) => sum + bytes.length, 0));
    const overwritten = held.filter(({ bytes, copy }) => Buffer.compare(bytes, copy) !== 0);
    expect(overwritten).toHaveLength(0);
    // Compaction keeps the slabs near the live bytes: at most twice them plus the slab being filled.
    expect(store.slabUsage.bytes).toBeLessThanOrEqual(2 * store.dataSize + 256 * 1024);
  }, 60_000);
}
