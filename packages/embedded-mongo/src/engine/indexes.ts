import { Query } from "mingo";
import { bsonTypeOf, type Doc, valuesAtPath } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import { keyOf } from "../keys";
import { type Collation, type CollationSpec, collationOf } from "./collation";
import { OrderedValues } from "./ordered-values";

/** BSON numbers the driver hands over as objects: a range on numbers can match them too. */
const NUMBER_TYPES = new Set(["Long", "Int32", "Double", "Decimal128"]);

export interface IndexSpec {
  v?: number;
  key: Doc;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

interface IndexEntry {
  key: string;
  values: unknown[];
}

/** Key types we keep a lookup map for; text/geo indexes are accepted as metadata only. */
function isMaintainable(spec: IndexSpec): boolean {
  return Object.values(spec.key).every((dir) => dir === 1 || dir === -1 || dir === "hashed");
}

export function defaultIndexName(key: Doc): string {
  return Object.entries(key).map(([field, dir]) => `${field}_${String(dir)}`).join("_");
}

/**
 * The documents holding one key: most keys of a large index (a date, an order number, a
 * reference) are held by one document, so one is kept as itself, a few (a customer's orders, a
 * keyword's customers) as an array made anew at each change, so it is never larger than they are,
 * and more than SMALL_HOLDERS as a Set. A one-element Set costs ~150 bytes and a set of a dozen
 * twice an array of them: on 100,000 orders with 12 indexes that was most of the indexes' memory.
 * A document's keys are not kept: its removal computes them again from the stored document,
 * which is what they were computed from.
 */
type Holders = string | readonly string[] | Set<string>;

const SMALL_HOLDERS = 16;

function addHolder(map: Map<string, Holders>, key: string, idKey: string): void {
  const holders = map.get(key);
  if (holders === undefined) map.set(key, idKey);
  else if (typeof holders === "string") {
    if (holders !== idKey) map.set(key, [holders, idKey]);
  } else if (holders instanceof Set) holders.add(idKey);
  // concat and slice allocate exactly the elements; a spread or push would leave room to grow.
  else if (!holders.includes(idKey)) map.set(key, holders.length < SMALL_HOLDERS ? holders.concat(idKey) : new Set(holders).add(idKey));
}

function removeHolder(map: Map<string, Holders>, key: string, idKey: string): void {
  const holders = map.get(key);
  if (holders === undefined) return;
  if (typeof holders === "string") {
    if (holders === idKey) map.delete(key);
    return;
  }
  if (holders instanceof Set) {
    holders.delete(idKey);
    // Back to an array well below the limit, so a key at the limit does not convert at each write.
    if (holders.size <= SMALL_HOLDERS / 2) map.set(key, Array.from(holders));
    return;
  }
  const at = holders.indexOf(idKey);
  if (at < 0) return;
  if (holders.length === 2) map.set(key, holders[1 - at] as string);
  else map.set(key, holders.slice(0, at).concat(holders.slice(at + 1)));
}

function holdersOf(map: Map<string, Holders>, key: string): Iterable<string> {
  const holders = map.get(key);
  return holders === undefined ? [] : typeof holders === "string" ? [holders] : holders;
}

function countOf(holders: Holders | undefined): number {
  return holders === undefined ? 0 : typeof holders === "string" ? 1 : holders instanceof Set ? holders.size : holders.length;
}

/**
 * One secondary (or _id) index: a Map from a canonical key string to the ids of the documents
 * carrying it, so equality lookups and uniqueness checks never scan the collection.
 */
export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  readonly maintained: boolean;
  private readonly partial: Query | undefined;
  private readonly entries = new Map<string, Holders>();
  /** A compound index's first field alone, so equality on it is a lookup as on mongod's prefix. */
  private readonly firstEntries = new Map<string, Holders>();
  /** A single-field index's dates and numbers, each in order, for range lookups and date sorts. */
  readonly dates = new OrderedValues();
  readonly numbers = new OrderedValues();
  /**
   * How many documents hold one date itself here (not in an array): their sort key is that date. A
   * count, not a set of ids: a removal computes it again from the stored document, as the keys.
   */
  private plainDates = 0;
  /** The index's collation: its keys are strings as the collation folds them (collation.ts). */
  readonly collation: Collation | undefined;
  /**
   * The top-level fields its entries are computed from (its keys' and its partial filter's), so a
   * write that leaves them as they were leaves the index as it was; null when the partial filter's
   * fields cannot be listed (then every write recomputes).
   */
  readonly readsFields: ReadonlySet<string> | null;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.collation = collationOf(spec.collation as CollationSpec | undefined);
    this.fields = Object.keys(spec.key);
    this.maintained = isMaintainable(spec);
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
    const filterFields = spec.partialFilterExpression ? topFieldsOfFilter(spec.partialFilterExpression) : [];
    this.readsFields = filterFields && new Set([...this.fields, ...filterFields].map((path) => path.split(".")[0] as string));
  }

  /** A text index (its key holds `_fts`). */
  get isText(): boolean {
    return "_fts" in this.spec.key;
  }

  get name(): string {
    return this.spec.name;
  }

  get isUnique(): boolean {
    return this.spec.unique === true || this.spec.name === "_id_";
  }

  /** Usable to answer an equality query on its field: every document is present in it. */
  get isCompleteSingleField(): boolean {
    return this.fields.length === 1 && this.isComplete;
  }

  /** Whether a scan of this index reaches the document (a sparse or partial index skips some). */
  holds(doc: Doc): boolean {
    return !this.maintained || this.name === "_id_" || this.entriesFor(doc).length > 0;
  }

  /** Every document is present in it (not sparse, not partial) and its keys are kept. */
  get isComplete(): boolean {
    return this.maintained && !this.spec.sparse && !this.partial;
  }

  /**
   * Holds every document an equality to these values on its first field can match: a complete
   * index does, and so does a sparse one when no value is null (a document without the field
   * cannot equal one), as mongod plans it.
   */
  answersEquality(values: readonly unknown[]): boolean {
    return this.isComplete || (this.maintained && !this.partial && values.every((value) => value !== null && value !== undefined));
  }

  private entriesFor(doc: Doc): IndexEntry[] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((f) => valuesAtPath(doc, f));
    if (this.spec.sparse && perField.every((vals) => vals.length === 1 && vals[0] === undefined)) return [];
    // Cartesian product: mongod forbids two array fields in one compound index, so this stays small.
    let combos: unknown[][] = [[]];
    for (const vals of perField) {
      const next: unknown[][] = [];
      for (const combo of combos) for (const v of vals) next.push([...combo, v]);
      combos = next;
    }
    const seen = new Set<string>();
    const out: IndexEntry[] = [];
    for (const values of combos) {
      const key = values.map((v) => keyOf(this.collation ? this.collation.key(v) : v)).join("|");
      if (!seen.has(key)) {
        seen.add(key);
        out.push({ key, values });
      }
    }
    return out;
  }

  /** Throws the mongod duplicate-key error if doc would collide with another document. */
  check(doc: Doc, idKey: string, ns: string): void {
    if (!this.maintained || !this.isUnique) return;
    for (const entry of this.entriesFor(doc)) {
      for (const holder of holdersOf(this.entries, entry.key)) if (holder !== idKey) throw this.duplicateError(entry.values, ns);
    }
  }

  duplicateError(values: unknown[], ns: string): CommandError {
    const keyValue: Doc = {};
    const keyPattern: Doc = {};
    this.fields.forEach((field, i) => {
      keyPattern[field] = this.spec.key[field];
      keyValue[field] = values[i] === undefined ? null : values[i];
    });
    const shown = this.fields.map((f) => `${f}: ${formatValue(keyValue[f])}`).join(", ");
    return new CommandError(
      ErrorCodes.DuplicateKey,
      `E11000 duplicate key error collection: ${ns} index: ${this.name} dup key: { ${shown} }`,
      { keyPattern, keyValue },
    );
  }

  add(doc: Doc, idKey: string): void {
    if (!this.maintained) return;
    const entries = this.entriesFor(doc);
    const keys = entries.map((e) => e.key);
    if (this.fields.length > 1) for (const key of firstKeysOf(entries)) addHolder(this.firstEntries, key, idKey);
    if (!this.keepsWholeKeys) return;
    if (this.fields.length === 1) {
      const values = entries.map((e) => e.values[0]);
      this.dates.set(idKey, values.flatMap((v) => (v instanceof Date ? [v.getTime()] : [])));
      this.numbers.set(idKey, values.filter((v) => typeof v === "number"), values.some((v) => NUMBER_TYPES.has(bsonTypeOf(v) ?? "")));
      if (plainValueAt(doc, this.fields[0] as string) instanceof Date) this.plainDates++;
    }
    for (const key of keys) addHolder(this.entries, key, idKey);
  }

  /** Takes out `doc`, as it is stored under `idKey` (its keys are computed again from it). */
  remove(doc: Doc, idKey: string): void {
    if (!this.maintained) return;
    const entries = this.entriesFor(doc);
    this.dates.delete(idKey);
    this.numbers.delete(idKey);
    if (this.fields.length === 1 && plainValueAt(doc, this.fields[0] as string) instanceof Date) this.plainDates--;
    if (this.fields.length > 1) for (const key of firstKeysOf(entries)) removeHolder(this.firstEntries, key, idKey);
    if (this.keepsWholeKeys) for (const entry of entries) removeHolder(this.entries, entry.key, idKey);
  }

  /**
   * Whether the whole keys are kept: a single-field index answers equality with them and a unique
   * one checks them; a compound index is otherwise read by its first field only, and its whole
   * keys (a status and a date, a customer and a date) are one string per document.
   */
  get keepsWholeKeys(): boolean {
    return this.fields.length === 1 || this.isUnique;
  }

  lookup(value: unknown): Iterable<string> {
    return holdersOf(this.entries, keyOf(value));
  }

  /** How many documents hold one of `values` in the first indexed field, each counted once. */
  countFirst(values: readonly unknown[]): number {
    const holders = this.fields.length === 1 ? this.entries : this.firstEntries;
    if (values.length === 1) return countOf(holders.get(keyOf(values[0])));
    const ids = new Set<string>();
    for (const value of values) for (const id of holdersOf(holders, keyOf(value))) ids.add(id);
    return ids.size;
  }

  /**
   * The documents holding one of the combinations of these values, one list per field, by their
   * whole keys (a unique or single-field index keeps them); undefined past 64 combinations.
   */
  lookupWhole(valuesPerField: readonly (readonly unknown[])[]): string[] | undefined {
    if (!this.keepsWholeKeys || valuesPerField.reduce((n, values) => n * values.length, 1) > 64) return undefined;
    const [first = [], ...later] = valuesPerField;
    let keys = first.map((value) => keyOf(value));
    for (const values of later) keys = keys.flatMap((prefix) => values.map((value) => `${prefix}|${keyOf(value)}`));
    const ids = new Set<string>();
    for (const key of keys) for (const id of holdersOf(this.entries, key)) ids.add(id);
    return [...ids];
  }

  /** Documents whose first indexed field equals value (for a single-field index, lookup). */
  lookupFirst(value: unknown): Iterable<string> {
    return this.fields.length === 1 ? this.lookup(value) : holdersOf(this.firstEntries, keyOf(value));
  }

  /** Whether each of the collection's `total` documents holds one plain date here. */
  datesCoverAll(total: number): boolean {
    return this.fields.length === 1 && this.plainDates === total && this.dates.size === total;
  }

  /** Options that make two specs "the same index" for createIndexes idempotence. */
  sameOptions(other: IndexSpec): boolean {
    const pick = (s: IndexSpec) =>
      JSON.stringify([!!s.unique, !!s.sparse, s.partialFilterExpression ?? null, s.expireAfterSeconds ?? null, s.weights ?? null, s.default_language ?? null, s.language_override ?? null, s.collation ?? null]);
    return pick(this.spec) === pick(other);
  }
}

/**
 * The fields a partial filter reads (paths, as written), through `$and`/`$or`/`$nor`; null for
 * any other top-level operator.
 */
function topFieldsOfFilter(filter: Doc): string[] | null {
  const fields: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (!key.startsWith("$")) {
      fields.push(key);
      continue;
    }
    if ((key !== "$and" && key !== "$or" && key !== "$nor") || !Array.isArray(value)) return null;
    for (const clause of value as unknown[]) {
      const inner = clause !== null && typeof clause === "object" && !Array.isArray(clause) ? topFieldsOfFilter(clause as Doc) : null;
      if (!inner) return null;
      fields.push(...inner);
    }
  }
  return fields;
}

/** A compound index's keys of its first field alone, each once. */
function firstKeysOf(entries: readonly IndexEntry[]): Set<string> {
  return new Set(entries.map((e) => keyOf(e.values[0])));
}

/** The value at a dotted path through sub-documents only; undefined where it meets an array. */
function plainValueAt(doc: Doc, path: string): unknown {
  let value: unknown = doc;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof Date) return undefined;
    value = Object.hasOwn(value, part) ? (value as Doc)[part] : undefined;
  }
  return value;
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (typeof value === "object" && "toHexString" in value && typeof value.toHexString === "function") {
    return `ObjectId('${String(value.toHexString())}')`;
  }
  if (typeof value === "object") {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}
