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
 * A collection's documents by id key, each kept as its BSON bytes, in the collection's order.
 * Documents handed out are never mutated by the engine, so a kept decoded one may be handed out
 * again; writes store new bytes.
 */
export class DocumentStore {
  private readonly stored = new Map<string, Uint8Array>();
  /** The decoded documents of a small collection (empty past KEEP_DECODED_BYTES). */
  private readonly decoded = new Map<string, Doc>();
  private bsonBytes = 0;

  get size(): number {
    return this.stored.size;
  }

  /** The documents' total BSON size (dbStats' dataSize). */
  get dataSize(): number {
    return this.bsonBytes;
  }

  /** Whether documents read are kept decoded (a collection of at most KEEP_DECODED_BYTES). */
  get keepsDecoded(): boolean {
    return this.bsonBytes <= KEEP_DECODED_BYTES;
  }

  has(idKey: string): boolean {
    return this.stored.has(idKey);
  }

  get(idKey: string): Doc | undefined {
    const kept = this.decoded.get(idKey);
    if (kept) return kept;
    const stored = this.stored.get(idKey);
    if (!stored) return undefined;
    const doc = decode(stored);
    if (this.keepsDecoded) this.decoded.set(idKey, doc);
    return doc;
  }

  /** The document's top-level fields named in `names` (all of them when it is kept decoded). */
  getFields(idKey: string, names: ReadonlySet<string>): Doc | undefined {
    const kept = this.decoded.get(idKey);
    if (kept) return kept;
    const stored = this.stored.get(idKey);
    return stored && decodeFields(stored, names);
  }

  /**
   * Stores `doc`; `bytes`, when given, are its BSON already (a snapshot or journal record's). A
   * replaced document keeps its place in the collection's order, as a Map entry set again does.
   */
  set(idKey: string, doc: Doc, bytes?: Uint8Array): void {
    const stored = bytes ?? encode(doc);
    this.bsonBytes += stored.length - (this.stored.get(idKey)?.length ?? 0);
    this.stored.set(idKey, stored);
    this.decoded.delete(idKey);
    if (this.bsonBytes > KEEP_DECODED_BYTES) this.decoded.clear();
  }

  delete(idKey: string): boolean {
    const stored = this.stored.get(idKey);
    if (!stored) return false;
    this.bsonBytes -= stored.length;
    this.decoded.delete(idKey);
    return this.stored.delete(idKey);
  }

  clear(): void {
    this.stored.clear();
    this.decoded.clear();
    this.bsonBytes = 0;
  }

  keys(): IterableIterator<string> {
    return this.stored.keys();
  }

  *values(): Generator<Doc> {
    for (const idKey of this.stored.keys()) yield this.get(idKey) as Doc;
  }

  *entries(): Generator<[string, Doc]> {
    for (const idKey of this.stored.keys()) yield [idKey, this.get(idKey) as Doc];
  }

  /** Every document's top-level fields named in `names`, as getFields. */
  *fieldsOfAll(names: ReadonlySet<string>): Generator<Doc> {
    for (const idKey of this.stored.keys()) yield this.getFields(idKey, names) as Doc;
  }

  /** The documents' BSON as stored, for the snapshot: nothing is decoded to write it. */
  storedBytes(): IterableIterator<Uint8Array> {
    return this.stored.values();
  }
}
