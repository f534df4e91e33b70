import { Query } from "mingo";
import { type Doc, valuesAtPath } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import { keyOf } from "../keys";

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
 * One secondary (or _id) index: a Map from a canonical key string to the ids of the documents
 * carrying it, so equality lookups and uniqueness checks never scan the collection.
 */
export class Index {
  readonly spec: IndexSpec;
  readonly fields: string[];
  readonly maintained: boolean;
  private readonly partial: Query | undefined;
  private readonly entries = new Map<string, Set<string>>();
  private readonly keysByDoc = new Map<string, string[]>();
  /** A compound index's first field alone, so equality on it is a lookup as on mongod's prefix. */
  private readonly firstEntries = new Map<string, Set<string>>();
  private readonly firstKeysByDoc = new Map<string, string[]>();
  /** Date values per document, for range lookups on a single-field index. */
  private readonly datesByDoc = new Map<string, number[]>();
  /**
   * Documents holding several dates (arrays): without $elemMatch, each bound of a range may be met
   * by a different element, so these are always candidates and the matcher decides.
   */
  private readonly severalDates = new Set<string>();
  /** Documents whose value here is one date itself (not in an array): their sort key is that date. */
  private readonly plainDates = new Set<string>();
  /** The dates in order, built on the first range lookup after a write. */
  private dateOrder: { time: number; idKey: string }[] | null = null;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.maintained = isMaintainable(spec);
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
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
  holds(idKey: string): boolean {
    return !this.maintained || this.name === "_id_" || (this.keysByDoc.get(idKey)?.length ?? 0) > 0;
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
      const key = values.map(keyOf).join("|");
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
      const holders = this.entries.get(entry.key);
      if (!holders) continue;
      for (const holder of holders) if (holder !== idKey) throw this.duplicateError(entry.values, ns);
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
    this.keysByDoc.set(idKey, keys);
    if (this.fields.length > 1) {
      const firstKeys = [...new Set(entries.map((e) => keyOf(e.values[0])))];
      this.firstKeysByDoc.set(idKey, firstKeys);
      for (const key of firstKeys) {
        let holders = this.firstEntries.get(key);
        if (!holders) this.firstEntries.set(key, (holders = new Set()));
        holders.add(idKey);
      }
    }
    if (this.fields.length === 1) {
      const dates = entries.flatMap((e) => (e.values[0] instanceof Date ? [e.values[0].getTime()] : []));
      if (dates.length > 0) this.datesByDoc.set(idKey, dates);
      if (dates.length > 1) this.severalDates.add(idKey);
      if (plainValueAt(doc, this.fields[0] as string) instanceof Date) this.plainDates.add(idKey);
      this.dateOrder = null;
    }
    for (const key of keys) {
      let holders = this.entries.get(key);
      if (!holders) this.entries.set(key, (holders = new Set()));
      holders.add(idKey);
    }
  }

  remove(idKey: string): void {
    const keys = this.keysByDoc.get(idKey);
    if (!keys) return;
    this.keysByDoc.delete(idKey);
    if (this.datesByDoc.delete(idKey)) this.dateOrder = null;
    this.severalDates.delete(idKey);
    this.plainDates.delete(idKey);
    for (const key of this.firstKeysByDoc.get(idKey) ?? []) {
      const holders = this.firstEntries.get(key);
      holders?.delete(idKey);
      if (holders?.size === 0) this.firstEntries.delete(key);
    }
    this.firstKeysByDoc.delete(idKey);
    for (const key of keys) {
      const holders = this.entries.get(key);
      if (!holders) continue;
      holders.delete(idKey);
      if (holders.size === 0) this.entries.delete(key);
    }
  }

  lookup(value: unknown): Iterable<string> {
    return this.entries.get(keyOf(value)) ?? [];
  }

  /** Documents whose first indexed field equals value (for a single-field index, lookup). */
  lookupFirst(value: unknown): Iterable<string> {
    return this.fields.length === 1 ? this.lookup(value) : (this.firstEntries.get(keyOf(value)) ?? []);
  }

  /**
   * Documents that may hold a date within the bounds (null: unbounded), from a sorted copy of the
   * index's dates. Range operators on a date match dates only, so no other document can match.
   */
  datesWithin(idOrder: Iterable<string>, low: { time: number; inclusive: boolean } | null, high: { time: number; inclusive: boolean } | null): Iterable<string> {
    const order = this.sortedDates(idOrder);
    const firstAbove = (time: number, inclusive: boolean) => {
      let lowIndex = 0;
      let highIndex = order.length;
      while (lowIndex < highIndex) {
        const middle = (lowIndex + highIndex) >> 1;
        const at = (order[middle] as { time: number }).time;
        if (at < time || (!inclusive && at === time)) lowIndex = middle + 1;
        else highIndex = middle;
      }
      return lowIndex;
    };
    const start = low ? firstAbove(low.time, low.inclusive) : 0;
    const end = high ? firstAbove(high.time, !high.inclusive) : order.length;
    return [...order.slice(start, Math.max(start, end)).map((entry) => entry.idKey), ...this.severalDates];
  }

  /** The index's dates in order; equal dates in `idOrder` (the collection's order), as a stable sort leaves them. */
  private sortedDates(idOrder: Iterable<string>): { time: number; idKey: string }[] {
    if (!this.dateOrder) {
      const order: { time: number; idKey: string }[] = [];
      for (const idKey of idOrder) for (const time of this.datesByDoc.get(idKey) ?? []) order.push({ time, idKey });
      this.dateOrder = order.sort((a, b) => a.time - b.time);
    }
    return this.dateOrder;
  }

  /**
   * The documents holding dates here in the order of those dates (direction 1 or -1), equal
   * dates in `idOrder`; the sort's order on the field when datesCoverAll.
   */
  *inDateOrder(idOrder: Iterable<string>, direction: 1 | -1): Generator<{ time: number; idKey: string }> {
    const order = this.sortedDates(idOrder);
    if (direction === 1) {
      yield* order;
      return;
    }
    // Newest first, but a run of equal dates still in the collection's order.
    let end = order.length;
    while (end > 0) {
      const time = (order[end - 1] as { time: number }).time;
      let start = end - 1;
      while (start > 0 && (order[start - 1] as { time: number }).time === time) start -= 1;
      for (let i = start; i < end; i++) yield order[i] as { time: number; idKey: string };
      end = start;
    }
  }

  /** Whether each of the collection's `total` documents holds one plain date here. */
  datesCoverAll(total: number): boolean {
    return this.fields.length === 1 && this.plainDates.size === total && this.datesByDoc.size === total;
  }

  /** Options that make two specs "the same index" for createIndexes idempotence. */
  sameOptions(other: IndexSpec): boolean {
    const pick = (s: IndexSpec) =>
      JSON.stringify([!!s.unique, !!s.sparse, s.partialFilterExpression ?? null, s.expireAfterSeconds ?? null, s.weights ?? null, s.default_language ?? null, s.language_override ?? null]);
    return pick(this.spec) === pick(other);
  }
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
