import { decode, decodeFields, type Doc, encode } from "../bson-utils";

/**
 * A collection whose documents total at most this much BSON keeps them decoded too: a catalogue
 * of 10,000 products (6 MB) is scanned by every filter and search, so its documents stay ready.
 * A larger one (a shop's orders) keeps only the BSON and decodes each document as it is read:
 * a decoded order costs 3.3 times its BSON and a hundred objects for the GC to trace, and reads
 * of orders go through indexes to few of them.
 */
const KEEP_DECODED_BYTES = 8 * 1024 * 1024;

/**
 * Slabs grow with the collection, a quarter of its BSON each, between these sizes: a collection of
 * a few documents (a test's, a shop's settings) holds 16 KB, 100,000 orders about fifty 4 MB slabs.
 */
const SMALLEST_SLAB = 16 * 1024;
const LARGEST_SLAB = 4 * 1024 * 1024;
/** A slab other than the one being filled is compacted once holes make up more than this share of it. */
const HOLES_SHARE = 0.5;

interface Slab {
  bytes: Uint8Array;
  /** Bytes written so far from the start; the rest is free for the next documents. */
  used: number;
  /** Bytes of documents since replaced or deleted, within `used`. */
  holes: number;
}

/** A slot's slab when it is free (its document deleted). */
const FREE = -1;

/**
 * A collection's documents by id key, each kept as its BSON bytes, in the collection's order.
 * Documents handed out are never mutated by the engine, so a kept decoded one may be handed out
 * again; writes store new bytes.
 *
 * The bytes live packed in a few large slabs, each document's place in three typed arrays by slot
 * number: 100,000 orders are about fifty ArrayBuffers and three arrays instead of 100,000
 * Uint8Arrays (each an object for the GC to mark and a backing store to account for, 0.4 KB a
 * document with its Map entry). Bytes once written are never overwritten: a replaced or deleted
 * document leaves a hole, and compacting a slab copies its live documents into the slab being
 * filled and lets the old one go, so a view handed out earlier (a decoded document's binary
 * values, a snapshot's record) keeps the bytes it was given.
 */
export class DocumentStore {
  /** Slot number by id key; a Map keeps insertion order, and a replaced entry its place. */
  private readonly slots = new Map<string, number>();
  private slabOf = new Int32Array(64);
  private offsetOf = new Int32Array(64);
  private lengthOf = new Int32Array(64);
  private readonly freeSlots: number[] = [];
  private slotsUsed = 0;
  private readonly slabs: (Slab | undefined)[] = [];
  private readonly freeSlabIds: number[] = [];
  /** The slab new documents are appended to, or -1 before the first. */
  private filling = -1;
  /** The decoded documents of a small collection (empty past KEEP_DECODED_BYTES). */
  private readonly decoded = new Map<string, Doc>();
  private bsonBytes = 0;

  get size(): number {
    return this.slots.size;
  }

  /** The documents' total BSON size (dbStats' dataSize). */
  get dataSize(): number {
    return this.bsonBytes;
  }

  /** How many slabs hold the documents, and their bytes (live, holes and room left): the store's memory. */
  get slabUsage(): { count: number; bytes: number } {
    let count = 0;
    let bytes = 0;
    for (const slab of this.slabs) {
      if (!slab) continue;
      count++;
      bytes += slab.bytes.length;
    }
    return { count, bytes };
  }

  /** Whether documents read are kept decoded (a collection of at most KEEP_DECODED_BYTES). */
  get keepsDecoded(): boolean {
    return this.bsonBytes <= KEEP_DECODED_BYTES;
  }

  has(idKey: string): boolean {
    return this.slots.has(idKey);
  }

  /** The document's BSON: a view of its slab, valid for as long as it is held. */
  private bytesAt(slot: number): Uint8Array {
    const offset = this.offsetOf[slot] as number;
    return (this.slabs[this.slabOf[slot] as number] as Slab).bytes.subarray(offset, offset + (this.lengthOf[slot] as number));
  }

  /** The document's BSON as stored (a view of its slab: slabs are never overwritten), or undefined. */
  bytesOf(idKey: string): Uint8Array | undefined {
    const slot = this.slots.get(idKey);
    return slot === undefined ? undefined : this.bytesAt(slot);
  }

  get(idKey: string): Doc | undefined {
    const kept = this.decoded.get(idKey);
    if (kept) return kept;
    const slot = this.slots.get(idKey);
    if (slot === undefined) return undefined;
    if (!this.keepsDecoded) return decode(this.bytesAt(slot));
    // Decoded from a copy of its bytes: a binary value is a view of what it was decoded from, and a
    // kept document must not hold a slab in memory once compaction has let it go.
    const doc = decode(this.bytesAt(slot).slice());
    this.decoded.set(idKey, doc);
    return doc;
  }

  /** The document's top-level fields named in `names` (all of them when it is kept decoded). */
  getFields(idKey: string, names: ReadonlySet<string>): Doc | undefined {
    const kept = this.decoded.get(idKey);
    if (kept) return kept;
    const slot = this.slots.get(idKey);
    return slot === undefined ? undefined : decodeFields(this.bytesAt(slot), names);
  }

  /**
   * Stores `doc`; `bytes`, when given, are its BSON already (a snapshot or journal record's, copied
   * here, so they may be a view of a larger buffer). A replaced document keeps its place in the
   * collection's order, as a Map entry set again does.
   */
  set(idKey: string, doc: Doc, bytes?: Uint8Array): void {
    const stored = bytes ?? encode(doc);
    let slot = this.slots.get(idKey);
    if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.newSlot();
      this.slots.set(idKey, slot);
    } else this.vacate(slot);
    this.bsonBytes += stored.length;
    this.place(slot, stored);
    this.decoded.delete(idKey);
    if (this.bsonBytes > KEEP_DECODED_BYTES) this.decoded.clear();
  }

  delete(idKey: string): boolean {
    const slot = this.slots.get(idKey);
    if (slot === undefined) return false;
    this.vacate(slot);
    this.freeSlots.push(slot);
    this.decoded.delete(idKey);
    return this.slots.delete(idKey);
  }

  clear(): void {
    this.slots.clear();
    this.decoded.clear();
    this.slabOf = new Int32Array(64);
    this.offsetOf = new Int32Array(64);
    this.lengthOf = new Int32Array(64);
    this.freeSlots.length = 0;
    this.slotsUsed = 0;
    this.slabs.length = 0;
    this.freeSlabIds.length = 0;
    this.filling = -1;
    this.bsonBytes = 0;
  }

  keys(): IterableIterator<string> {
    return this.slots.keys();
  }

  *values(): Generator<Doc> {
    for (const idKey of this.slots.keys()) yield this.get(idKey) as Doc;
  }

  *entries(): Generator<[string, Doc]> {
    for (const idKey of this.slots.keys()) yield [idKey, this.get(idKey) as Doc];
  }

  /** Every document's top-level fields named in `names`, as getFields. */
  *fieldsOfAll(names: ReadonlySet<string>): Generator<Doc> {
    for (const idKey of this.slots.keys()) yield this.getFields(idKey, names) as Doc;
  }

  /** The documents' BSON as stored, for the snapshot: nothing is decoded to write it. */
  *storedBytes(): Generator<Uint8Array> {
    for (const slot of this.slots.values()) yield this.bytesAt(slot);
  }

  private newSlot(): number {
    if (this.slotsUsed === this.slabOf.length) {
      const grow = (from: Int32Array) => {
        const to = new Int32Array(from.length * 2);
        to.set(from);
        return to;
      };
      this.slabOf = grow(this.slabOf);
      this.offsetOf = grow(this.offsetOf);
      this.lengthOf = grow(this.lengthOf);
    }
    return this.slotsUsed++;
  }

  /**
   * The slot's bytes become a hole and the slot free (so a compaction leaves them behind); a slab
   * mostly holes (and not being filled) is compacted.
   */
  private vacate(slot: number): void {
    const slabId = this.slabOf[slot] as number;
    const length = this.lengthOf[slot] as number;
    this.slabOf[slot] = FREE;
    this.bsonBytes -= length;
    (this.slabs[slabId] as Slab).holes += length;
    this.compactIfHoled(slabId);
  }

  /**
   * Copies `bytes` to the end of the slab being filled (a new one when they do not fit) and points
   * the slot at them. The slab left behind is compacted only then: its documents moved first could
   * fill the new slab before these bytes are in it.
   */
  private place(slot: number, bytes: Uint8Array): void {
    const left = this.filling;
    let slab = this.slabs[left];
    const full = !slab || slab.used + bytes.length > slab.bytes.length;
    if (!slab || full) slab = this.startSlab(bytes.length);
    slab.bytes.set(bytes, slab.used);
    this.slabOf[slot] = this.filling;
    this.offsetOf[slot] = slab.used;
    this.lengthOf[slot] = bytes.length;
    slab.used += bytes.length;
    if (full) this.compactIfHoled(left);
  }

  private startSlab(atLeast: number): Slab {
    let size = SMALLEST_SLAB;
    while (size < LARGEST_SLAB && size < this.bsonBytes / 4) size *= 2;
    const slab: Slab = { bytes: new Uint8Array(Math.max(size, atLeast)), used: 0, holes: 0 };
    const slabId = this.freeSlabIds.pop() ?? this.slabs.length;
    this.slabs[slabId] = slab;
    this.filling = slabId;
    return slab;
  }

  /** Compacts the slab if holes make up more than HOLES_SHARE of it and it is not the one being filled. */
  private compactIfHoled(slabId: number): void {
    const slab = this.slabs[slabId];
    if (slab && slabId !== this.filling && slab.holes > slab.used * HOLES_SHARE) this.compact(slabId);
  }

  /**
   * Moves the slab's live documents to the slab being filled and lets it go (views of it stay
   * valid). Kept decoded documents stay: they were decoded from copies, not from the slab.
   */
  private compact(slabId: number): void {
    const slab = this.slabs[slabId] as Slab;
    this.slabs[slabId] = undefined;
    for (let slot = 0; slot < this.slotsUsed; slot++) {
      if (this.slabOf[slot] !== slabId) continue;
      const offset = this.offsetOf[slot] as number;
      this.place(slot, slab.bytes.subarray(offset, offset + (this.lengthOf[slot] as number)));
    }
    this.freeSlabIds.push(slabId);
  }
}
