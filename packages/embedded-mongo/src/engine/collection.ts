import { Binary, UUID } from "bson";
import { compare } from "mingo/util";
import { bsonTypeOf, changedFields, decode, type Doc, encode, valuesAtPath } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import { keyOf } from "../keys";
import { type CollationSpec, collationOf } from "./collation";
import { Index, type IndexSpec } from "./indexes";
import { DocumentStore } from "./document-store";
import { applyPatch } from "../storage/patch";
import { namesReserved } from "./reserved-keys";
import type { Bound } from "./ordered-values";
import type { TextQuery } from "./text";

/** The top-level fields the indexes read, or null when one of them cannot say. */
function fieldsRead(indexes: readonly Index[]): Set<string> | null {
  const names = new Set<string>();
  for (const index of indexes) {
    if (!index.readsFields) return null;
    for (const name of index.readsFields) names.add(name);
  }
  return names;
}

/** Journal operations are plain documents so the same BSON framing serves journal and snapshot. */
export type JournalOp = Doc;

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: "_id_" };

/** Scalars we can look up by canonical key; null, regexes, arrays and sub-documents need the matcher. */
function isIndexableScalar(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  const t = typeof value;
  if (t === "string" || t === "number" || t === "boolean") return true;
  if (value instanceof Date) return true;
  const bt = bsonTypeOf(value);
  return bt === "ObjectId" || bt === "Long" || bt === "Decimal128" || bt === "Binary" || bt === "UUID";
}

/**
 * Values whose index key is equal exactly where mongod's equality is (a decimal, a long past
 * 2^53 or binary data may key apart from a value it equals, so the documents decide for them).
 */
function isExactKey(value: unknown): boolean {
  const t = typeof value;
  return t === "string" || t === "number" || t === "boolean" || value instanceof Date || bsonTypeOf(value) === "ObjectId";
}

function equalityValues(cond: unknown): unknown[] | null {
  if (isIndexableScalar(cond)) return [cond];
  if (cond === null || typeof cond !== "object" || Array.isArray(cond) || bsonTypeOf(cond) !== undefined) return null;
  const keys = Object.keys(cond);
  const c = cond as Doc;
  if (keys.length === 1 && keys[0] === "$eq" && isIndexableScalar(c.$eq)) return [c.$eq];
  if (keys.length === 1 && keys[0] === "$in" && Array.isArray(c.$in) && c.$in.every(isIndexableScalar)) return c.$in;
  return null;
}

/**
 * How a read reached its documents, as explain names it: the `_id` lookup, a scan of one index
 * (points of equality on `field`, a `range` of dates or numbers on it, or the whole index in its order), or
 * the collection in insertion order (`direction` -1: reversed, by a `$natural: -1` hint).
 */
export type AccessPlan =
  | { stage: "IDHACK" }
  | { stage: "IXSCAN"; index: Index; field?: string; points?: unknown[]; laterPoints?: Record<string, unknown[]>; range?: ValueRange; direction?: 1 | -1 }
  | { stage: "COLLSCAN"; direction?: 1 | -1 }
  | { stage: "TEXT"; index: Index; query: TextQuery }
  | { stage: "GEO_NEAR"; index: Index; field: string };

/** Which of an index's ordered values a range runs over, and its ends. */
export interface ValueRange {
  kind: "dates" | "numbers";
  low: Bound;
  high: Bound;
}

/** The kind of a range's bound: a date, or a plain number (a long, a decimal or NaN is left to a scan). */
function boundKind(value: unknown): ValueRange["kind"] | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : "dates";
  return typeof value === "number" && !Number.isNaN(value) ? "numbers" : null;
}

/** A condition made only of $gt/$gte/$lt/$lte on dates, or only on numbers, as bounds; null for anything else. */
function valueRange(cond: unknown): ValueRange | null {
  if (cond === null || typeof cond !== "object" || Array.isArray(cond) || bsonTypeOf(cond) !== undefined || cond instanceof Date) return null;
  const entries = Object.entries(cond as Doc);
  if (entries.length === 0) return null;
  let kind: ValueRange["kind"] | null = null;
  let low: Bound = null;
  let high: Bound = null;
  for (const [operator, value] of entries) {
    const valueKind = boundKind(value);
    if (!valueKind || (kind && kind !== valueKind)) return null;
    kind = valueKind;
    const at = value instanceof Date ? value.getTime() : (value as number);
    if (operator === "$gt" || operator === "$gte") {
      const bound = { at, inclusive: operator === "$gte" };
      if (!low || at > low.at || (at === low.at && !bound.inclusive)) low = bound;
    } else if (operator === "$lt" || operator === "$lte") {
      const bound = { at, inclusive: operator === "$lte" };
      if (!high || at < high.at || (at === high.at && !bound.inclusive)) high = bound;
    } else return null;
  }
  return kind && { kind, low, high };
}

/**
 * In-memory collection, its documents kept as BSON (document-store.ts). Documents read are never
 * mutated: updates store a new document, so cursors and replies can hold them without copying.
 */
export class Collection {
  readonly docs = new DocumentStore();
  readonly indexes = new Map<string, Index>();
  readonly uuid: Binary;

  constructor(
    readonly db: string,
    readonly name: string,
    public options: Doc,
    private readonly log: (op: JournalOp) => void,
    uuid?: Binary,
  ) {
    this.uuid = uuid ?? new UUID().toBinary();
    this.indexes.set("_id_", new Index(ID_INDEX_SPEC));
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  private secondary(): Index[] {
    return [...this.indexes.values()].filter((i) => i.name !== "_id_");
  }

  private checkUnique(doc: Doc, idKey: string, indexes = this.secondary()): void {
    for (const index of indexes) index.check(doc, idKey, this.ns);
  }

  /** The document's BSON as stored (a view that stays valid: stored bytes are never overwritten). */
  storedBytes(doc: Doc): Uint8Array | undefined {
    return this.docs.bytesOf(keyOf(doc._id));
  }

  /** `bytes`: the document's BSON when the caller has encoded it already. */
  insert(doc: Doc, bytes: Uint8Array = encode(doc)): void {
    const idKey = keyOf(doc._id);
    if (this.docs.has(idKey)) {
      throw (this.indexes.get("_id_") as Index).duplicateError([doc._id], this.ns);
    }
    const indexes = this.maintainedIndexes();
    this.checkUnique(doc, idKey, indexes);
    this.docs.set(idKey, doc, bytes);
    const stored = indexes.length > 0 ? this.indexedView(idKey, indexes) : undefined;
    if (stored) for (const index of indexes) index.add(stored, idKey);
    this.log({ o: "put", db: this.db, c: this.name, d: bytes });
  }

  /**
   * `bytes`: the new document's BSON when the caller has encoded it already. Only the indexes whose
   * fields the write changed are checked and maintained: a drop's order rewrites a product held by
   * twenty indexes, and moves its stock and holds, not its name, price or notes.
   */
  replace(oldDoc: Doc, newDoc: Doc, bytes: Uint8Array = encode(newDoc)): void {
    const idKey = keyOf(oldDoc._id);
    const before = this.docs.bytesOf(idKey);
    const indexes = before ? this.indexesChangedBy(before, bytes) : this.maintainedIndexes();
    this.checkUnique(newDoc, idKey, indexes);
    const old = indexes.length > 0 && before ? this.indexedView(idKey, indexes) : undefined;
    if (old) for (const index of indexes) index.remove(old, idKey);
    this.docs.set(idKey, newDoc, bytes);
    const stored = indexes.length > 0 ? this.indexedView(idKey, indexes) : undefined;
    if (stored) for (const index of indexes) index.add(stored, idKey);
    // The version replaced, so a data folder's journal may record only what changed (storage/records.ts).
    this.log({ o: "put", db: this.db, c: this.name, d: bytes, ...(before ? { was: before, id: oldDoc._id } : {}) });
  }

  /** Replay of a patch record: the stored document with the elements of `set` set and `unset` removed. */
  patch(id: unknown, set: Uint8Array, unset: readonly string[]): void {
    const stored = this.docs.bytesOf(keyOf(id));
    if (stored) this.put(applyPatch(stored, set, unset));
  }

  /** The secondary indexes that keep entries (text and geo ones are metadata only). */
  private maintainedIndexes(): Index[] {
    return this.secondary().filter((index) => index.maintained);
  }

  /** The maintained indexes whose entries may differ between two versions of a document's BSON. */
  private indexesChangedBy(before: Uint8Array, after: Uint8Array): Index[] {
    const indexes = this.maintainedIndexes();
    const names = fieldsRead(indexes);
    if (!names) return indexes;
    const changed = changedFields(before, after, names);
    return changed.size === 0 ? [] : indexes.filter((index) => [...(index.readsFields as ReadonlySet<string>)].some((name) => changed.has(name)));
  }

  /**
   * The stored document as the indexes compute its entries: as it reads back from its BSON, the
   * form its removal computes them from again (a write may hold an Int32 or Double object, or
   * undefined, where the stored document holds a number or null). Only the fields they read are
   * decoded (a kept decoded document is whole), all of it when an index's fields cannot be listed.
   */
  private indexedView(idKey: string, indexes: readonly Index[]): Doc | undefined {
    const names = fieldsRead(indexes);
    // A small collection keeps its documents decoded for the next read: decoding it whole now costs nothing more.
    return names && !this.docs.keepsDecoded ? this.docs.getFields(idKey, names) : this.docs.get(idKey);
  }

  remove(doc: Doc): void {
    const idKey = keyOf(doc._id);
    if (!this.docs.has(idKey)) return;
    this.unindex(idKey);
    this.docs.delete(idKey);
    this.log({ o: "del", db: this.db, c: this.name, id: doc._id });
  }

  /** collMod: the whole new options document is journaled, so replay just sets it. */
  setOptions(options: Doc, replaying = false): void {
    this.options = options;
    if (!replaying) this.log({ o: "collmod", db: this.db, c: this.name, opts: options });
  }

  /** Replay path: the journal already passed every check once, so just make it so. */
  put(doc: Doc | Uint8Array): void {
    const decoded = doc instanceof Uint8Array ? decode(doc) : doc;
    const idKey = keyOf(decoded._id);
    this.unindex(idKey);
    this.store(idKey, decoded, doc instanceof Uint8Array ? doc : undefined);
  }

  deleteById(id: unknown): void {
    const idKey = keyOf(id);
    this.unindex(idKey);
    this.docs.delete(idKey);
  }

  /** A record's document (decoded from its BSON, so in the form the indexes compute keys from). */
  private store(idKey: string, doc: Doc, bytes?: Uint8Array): void {
    this.docs.set(idKey, doc, bytes);
    for (const index of this.maintainedIndexes()) index.add(doc, idKey);
  }

  private unindex(idKey: string): void {
    const indexes = this.maintainedIndexes();
    const stored = indexes.length > 0 ? this.indexedView(idKey, indexes) : undefined;
    if (stored) for (const index of indexes) index.remove(stored, idKey);
  }

  /**
   * Documents that may match filter: an _id or index equality (on a single-field index or a
   * compound index's first field), or a range of dates or numbers on a
   * single-field index, narrows the set without a scan; otherwise every document (the matcher
   * filters afterwards).
   */
  candidates(filter: Doc): Doc[] {
    return this.access(filter).docs;
  }

  /** The candidates and how they were reached (for explain). */
  access(filter: Doc, collation?: CollationSpec): { docs: Doc[]; plan: AccessPlan } {
    const { idKeys, plan } = this.reach(filter, collation);
    return { docs: idKeys ? this.fromIdKeys(idKeys) : [...this.docs.values()], plan };
  }

  /**
   * The id keys of the documents that may match filter, each once, and how they were reached;
   * no `idKeys` for a scan of every document. Nothing is decoded.
   */
  reach(filter: Doc, collation?: CollationSpec): { idKeys?: string[]; plan: AccessPlan } {
    // Index keys are binary (or their own collation's); a collated equality on strings scans.
    const collated = collationOf(collation);
    const ids = equalityValues(filter._id);
    if (ids && !ids.some((v) => collated?.affects(v))) return { idKeys: [...new Set(ids.map(keyOf))], plan: { stage: "IDHACK" } };
    // Of the indexes an equality reaches, the one holding the fewest documents (the first, on a tie).
    const equalities = new Map<string, unknown[]>();
    let chosen: { index: Index; field: string; values: unknown[]; count: number } | undefined;
    for (const [field, cond] of Object.entries(filter)) {
      if (field.startsWith("$")) continue;
      const values = equalityValues(cond);
      if (!values || values.some((v) => collated?.affects(v))) continue;
      equalities.set(field, values);
      const index = this.equalityIndex(field, values);
      if (!index) continue;
      const count = index.countFirst(values);
      if (!chosen || count < chosen.count) chosen = { index, field, values, count };
    }
    const whole = this.wholeKeyReach(equalities);
    if (whole && (!chosen || whole.idKeys.length < chosen.count)) return whole;
    if (chosen) {
      const { index, field, values } = chosen;
      const idKeys = new Set<string>();
      for (const v of values) for (const k of index.lookupFirst(v)) idKeys.add(k);
      return { idKeys: [...idKeys], plan: { stage: "IXSCAN", index, field, points: values } };
    }
    for (const [field, cond] of Object.entries(filter)) {
      if (field.startsWith("$")) continue;
      const range = valueRange(cond);
      const index = range && this.secondary().find((i) => i.isCompleteSingleField && i.fields[0] === field);
      if (range && index) return { idKeys: [...new Set(index[range.kind].within(this.docs.keys(), range.low, range.high))], plan: { stage: "IXSCAN", index, field, range } };
    }
    return { plan: { stage: "COLLSCAN" } };
  }

  /**
   * A unique compound index whose every field the filter sets equal to plain values: its whole keys
   * name the documents (a stock move by its product and key, not every move of the product).
   */
  private wholeKeyReach(equalities: ReadonlyMap<string, unknown[]>): { idKeys: string[]; plan: AccessPlan } | undefined {
    if (equalities.size < 2) return undefined;
    for (const index of this.secondary()) {
      if (!index.keepsWholeKeys || index.fields.length < 2 || index.collation) continue;
      const pointsPerField = index.fields.map((field) => equalities.get(field));
      if (!pointsPerField.every((points): points is unknown[] => points !== undefined && points.every(isExactKey))) continue;
      if (!index.answersEquality(pointsPerField[0] as unknown[])) continue;
      const idKeys = index.lookupWhole(pointsPerField);
      if (!idKeys) continue;
      const [field, ...later] = index.fields as [string, ...string[]];
      const laterPoints = Object.fromEntries(later.map((name, i) => [name, pointsPerField[i + 1] as unknown[]]));
      return { idKeys, plan: { stage: "IXSCAN", index, field, points: pointsPerField[0], laterPoints } };
    }
    return undefined;
  }

  /**
   * The candidates (`idKeys`, or every document) that `matches`, decoded one at a time so the
   * ones that do not are dropped at once; stops at `limit` matches. With `fields`, only those
   * top-level fields need be decoded (a document decoded already is whole).
   */
  matchingAmong(idKeys: readonly string[] | undefined, matches: ((doc: Doc) => boolean) | undefined, limit: number, fields: ReadonlySet<string> | null): Doc[] {
    const out: Doc[] = [];
    if (limit <= 0) return out;
    const read = idKeys ? this.fromIdKeysLazily(idKeys, fields) : fields ? this.docs.fieldsOfAll(fields) : this.docs.values();
    for (const doc of read) {
      if (matches && !matches(doc)) continue;
      out.push(doc);
      if (out.length >= limit) break;
    }
    return out;
  }

  private *fromIdKeysLazily(idKeys: readonly string[], fields: ReadonlySet<string> | null): Generator<Doc> {
    for (const idKey of idKeys) {
      const doc = fields ? this.docs.getFields(idKey, fields) : this.docs.get(idKey);
      if (doc) yield doc;
    }
  }

  /**
   * How many documents match `filter` when an index answers it whole, as mongod's COUNT_SCAN: the
   * filter is one field's equality to plain values (no array position in its path), and every
   * document carrying one of them is in the index. The index's own buckets are counted, so no
   * document is read; null when the filter needs the documents.
   */
  countByIndex(filter: Doc): { count: number; plan: Extract<AccessPlan, { stage: "IXSCAN" }> } | null {
    const fields = Object.keys(filter);
    const field = fields[0];
    if (fields.length !== 1 || field === undefined || field === "_id" || field.startsWith("$") || namesReserved(filter)) return null;
    if (field.split(".").some((part) => /^\d+$/.test(part))) return null;
    const values = equalityValues(filter[field]);
    if (!values || !values.every(isExactKey)) return null;
    const index = this.equalityIndex(field, values);
    return index ? { count: index.countFirst(values), plan: { stage: "IXSCAN", index, field, points: values } } : null;
  }

  /** The index an equality on `field` reads: a single-field one if there is one, else a compound one it leads. */
  private equalityIndex(field: string, values: readonly unknown[]): Index | undefined {
    const indexes = this.secondary().filter((i) => i.fields[0] === field && !i.collation && i.answersEquality(values));
    return indexes.find((i) => i.fields.length === 1) ?? indexes[0];
  }

  /**
   * The id key of every document (or of those `among` these) in the order of `field`, when a
   * single-field index holds one plain date for each (so its order is the sort's); null otherwise.
   * Nothing is decoded: a deep page's reader decodes only what it must.
   */
  inDateOrder(field: string, direction: 1 | -1, among?: ReadonlySet<string>): Iterable<{ idKey: string; time: number }> | null {
    const index = this.dateOrderIndex(field);
    if (!index) return null;
    const docs = this.docs;
    return (function* () {
      for (const { idKey, at } of index.dates.inOrder(docs.keys(), direction)) {
        if (among && !among.has(idKey)) continue;
        yield { idKey, time: at };
      }
    })();
  }

  /** The single-field index holding one plain date for every document at `field`, if any. */
  dateOrderIndex(field: string): Index | undefined {
    return this.secondary().find((i) => i.isCompleteSingleField && i.fields[0] === field && i.datesCoverAll(this.docs.size));
  }

  private fromIdKeys(idKeys: Iterable<string>): Doc[] {
    const out: Doc[] = [];
    const seen = new Set<string>();
    for (const k of idKeys) {
      if (seen.has(k)) continue;
      seen.add(k);
      const d = this.docs.get(k);
      if (d) out.push(d);
    }
    return out;
  }

  /**
   * The engine picks its own access path, but a hint naming no index is an error on mongod, so
   * it is one here too. `$natural` is always valid.
   */
  checkHint(hint: unknown): void {
    if (hint === undefined || hint === null) return;
    const found =
      typeof hint === "string"
        ? this.indexes.has(hint)
        : typeof hint === "object" &&
          ("$natural" in hint || [...this.indexes.values()].some((i) => JSON.stringify(i.spec.key) === JSON.stringify(hint)));
    if (!found) {
      throw new CommandError(ErrorCodes.BadValue, "error processing query: planner returned error :: caused by :: hint provided does not correspond to an existing index");
    }
  }

  /** The collection's text index, if it has one. */
  textIndex(): Index | undefined {
    return this.secondary().find((i) => i.isText);
  }

  /** What a hint names: an index (by name or key pattern), or the natural order; undefined for none. */
  resolveHint(hint: unknown): Index | { natural: 1 | -1 } | undefined {
    if (hint === undefined || hint === null) return undefined;
    if (typeof hint === "string") return this.indexes.get(hint);
    if (typeof hint !== "object") return undefined;
    if ("$natural" in hint) return { natural: Number((hint as Doc).$natural) < 0 ? -1 : 1 };
    const pattern = JSON.stringify(hint);
    return [...this.indexes.values()].find((i) => JSON.stringify(i.spec.key) === pattern);
  }

  /**
   * The documents as a scan of the hinted index yields them, as on mongod: only those the index
   * holds (a sparse or partial index skips the others) and, when `ordered` (no sort asked), in the
   * index's key order, equal keys in insertion order; `$natural: -1` is the reverse insertion order.
   */
  throughHint(docs: Doc[], hint: unknown, ordered: boolean): Doc[] {
    const target = this.resolveHint(hint);
    if (!target) return docs;
    if (!(target instanceof Index)) return ordered && target.natural === -1 ? [...docs].reverse() : docs;
    const held = docs.filter((doc) => target.holds(doc));
    if (!ordered || !target.maintained) return held;
    const directions = target.fields.map((f) => (target.spec.key[f] === -1 ? -1 : 1));
    // A multikey document is met first at its lowest key (ascending) or highest (descending).
    const keysOf = (doc: Doc) =>
      target.fields.map((field, i) => {
        const values = valuesAtPath(doc, field).map((v) => (v === undefined ? null : v));
        return values.reduce((best, v) => (compare(v, best) * (directions[i] as number) < 0 ? v : best));
      });
    const keyed = held.map((doc) => ({ doc, keys: keysOf(doc) }));
    keyed.sort((a, b) => {
      for (let i = 0; i < directions.length; i++) {
        const order = compare(a.keys[i], b.keys[i]) * (directions[i] as number);
        if (order !== 0) return order;
      }
      return 0;
    });
    return keyed.map((entry) => entry.doc);
  }

  /** Returns false when an identical index already exists (createIndexes is idempotent). */
  createIndex(spec: IndexSpec, replaying = false): boolean {
    const existing = this.indexes.get(spec.name);
    if (existing) {
      if (JSON.stringify(existing.spec.key) !== JSON.stringify(spec.key)) {
        throw new CommandError(
          ErrorCodes.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
        );
      }
      if (!existing.sameOptions(spec)) {
        throw new CommandError(
          ErrorCodes.IndexOptionsConflict,
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(existing.spec)}`,
        );
      }
      return false;
    }
    for (const other of this.indexes.values()) {
      if (other.isText && "_fts" in spec.key) {
        // One text index per collection: every text key pattern is { _fts: "text", _ftsx: 1 }.
        throw new CommandError(
          ErrorCodes.IndexOptionsConflict,
          `An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(other.spec)}`,
        );
      }
      if (JSON.stringify(other.spec.key) === JSON.stringify(spec.key) && other.sameOptions(spec)) {
        throw new CommandError(
          ErrorCodes.IndexOptionsConflict,
          `Index already exists with a different name: ${other.name}`,
        );
      }
    }
    const index = new Index(spec);
    for (const [idKey, doc] of this.docs.entries()) {
      if (!replaying) index.check(doc, idKey, this.ns);
      index.add(doc, idKey);
    }
    this.indexes.set(spec.name, index);
    if (!replaying) this.log({ o: "mkidx", db: this.db, c: this.name, spec });
    return true;
  }

  dropIndex(name: string, replaying = false): void {
    if (name === "_id_") throw new CommandError(ErrorCodes.InvalidOptions, "cannot drop _id index");
    if (!this.indexes.delete(name)) {
      throw new CommandError(ErrorCodes.IndexNotFound, `index not found with name [${name}]`);
    }
    if (!replaying) this.log({ o: "dropidx", db: this.db, c: this.name, name });
  }
}
