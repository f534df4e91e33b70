/**
 * Query and projection operators where mingo answers otherwise than mongod; they take precedence
 * over mingo's own in the engine's context (query.ts).
 */
import { Query } from "mingo/query";
import * as queryOperators from "mingo/operators/query";
import { resolve } from "mingo/util";
import { bsonTypeOf, type Doc, isDoubleAt, isPlainObject } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import { keyOf } from "../keys";
import { type Geometry, geometriesAt, intersectsTest, withinTest } from "./geo";
import { typeName } from "./update-checks";

export type QueryOptions = ConstructorParameters<typeof Query>[1];
type Predicate = (doc: Doc) => boolean;
export type QueryOperator = (selector: string, value: unknown, options: QueryOptions) => Predicate;
type ProjectionOperator = (obj: Doc, expr: unknown, field: string, options: QueryOptions) => unknown;

/** Operators that test a document's fields, not a value: `$elemMatch` over them queries elements that are documents. */
const LOGICAL = new Set(["$and", "$or", "$nor", "$expr", "$where", "$text", "$comment", "$jsonSchema"]);

/** A condition made only of value operators (`{ $gte: 5, $lt: 9 }`), which applies to each element as a value. */
function isValueCondition(condition: unknown): condition is Doc {
  if (!isPlainObject(condition)) return false;
  const keys = Object.keys(condition);
  return keys.length > 0 && keys.every((k) => k.startsWith("$") && !LOGICAL.has(k));
}

/**
 * The values a query condition on the path looks at, as mongod does: arrays on the way are
 * crossed (a numeric part also picks that element), and an array at the end counts both as a
 * whole and by its elements.
 */
export function candidates(doc: Doc, selector: string): unknown[] {
  const parts = selector.split(".");
  const out: unknown[] = [];
  const walk = (value: unknown, i: number): void => {
    if (i === parts.length) {
      if (value === undefined) return;
      out.push(value);
      if (Array.isArray(value)) out.push(...value);
      return;
    }
    const part = parts[i] as string;
    if (Array.isArray(value)) {
      if (/^\d+$/.test(part)) walk(value[Number(part)], i + 1);
      for (const element of value) if (isPlainObject(element)) walk(element[part], i + 1);
    } else if (isPlainObject(value)) walk(value[part], i + 1);
  };
  walk(doc, 0);
  return out;
}

// ---- $type: BSON types as stored. A JS number is an int when it is an integer that fits 32 bits
// unless its holder marks it as a double (bson-utils), else a double.
const TYPE_ALIASES: Record<string, string> = {
  1: "double",
  2: "string",
  3: "object",
  4: "array",
  5: "binData",
  6: "undefined",
  7: "objectId",
  8: "bool",
  9: "date",
  10: "null",
  11: "regex",
  13: "javascript",
  14: "symbol",
  16: "int",
  17: "timestamp",
  18: "long",
  19: "decimal",
  [-1]: "minKey",
  127: "maxKey",
};
const NUMBER_TYPES = new Set(["double", "int", "long", "decimal"]);

/**
 * The BSON type names of the values a condition on the path looks at (as candidates()), where a
 * number's holder tells whether it is stored as a double (bson-utils: whole-number doubles).
 */
function candidateTypes(doc: Doc, selector: string): string[] {
  const parts = selector.split(".");
  const out: string[] = [];
  const nameAt = (holder: unknown, key: string): string => {
    const value = (holder as Record<string, unknown>)[key];
    return typeof value === "number" && isDoubleAt(holder, key) ? "double" : typeName(value);
  };
  const walk = (holder: unknown, key: string, i: number): void => {
    const value = (holder as Record<string, unknown>)[key];
    if (i === parts.length) {
      if (value === undefined) return;
      out.push(nameAt(holder, key));
      if (Array.isArray(value)) value.forEach((_, j) => out.push(nameAt(value, String(j))));
      return;
    }
    const part = parts[i] as string;
    if (Array.isArray(value)) {
      if (/^\d+$/.test(part)) walk(value, part, i + 1);
      for (const element of value) if (isPlainObject(element)) walk(element, part, i + 1);
    } else if (isPlainObject(value)) walk(value, part, i + 1);
  };
  walk({ root: doc }, "root", 0);
  return out;
}

function typeMatches(actual: string, wanted: string): boolean {
  return wanted === "number" ? NUMBER_TYPES.has(actual) : actual === wanted;
}

const $type: QueryOperator = (selector, value) => {
  const wanted = (Array.isArray(value) ? value : [value]).map((t) => (typeof t === "number" ? (TYPE_ALIASES[String(t)] ?? `?${t}`) : String(t)));
  return (doc) => candidateTypes(doc, selector).some((actual) => wanted.some((w) => typeMatches(actual, w)));
};

// ---- $all: each value is an equality (or $elemMatch) condition on the field, all of them must
// hold: `{ tags: { $all: ["a"] } }` is `{ tags: "a" }`, so a string field equal to it matches.
const $all: QueryOperator = (selector, value, options) => {
  if (!Array.isArray(value) || value.length === 0) return () => false;
  const query = new Query({ $and: value.map((v) => ({ [selector]: v })) }, options);
  return (doc) => query.test(doc);
};

// ---- DBRef fields `$ref`, `$id`, `$db` are field names in a query, as on mongod. A stored
// {$ref, $id, $db} document comes back from BSON as a DBRef (collection, oid, db).
const DBREF_PROPERTY: Record<string, string> = { $ref: "collection", $id: "oid", $db: "db" };

const dbRefField =
  (name: "$ref" | "$id" | "$db"): QueryOperator =>
  (selector, value) => {
    const wanted = keyOf(value);
    return (doc) =>
      candidates(doc, selector).some((holder) => {
        const field = bsonTypeOf(holder) === "DBRef" ? (holder as Record<string, unknown>)[DBREF_PROPERTY[name] as string] : isPlainObject(holder) ? holder[name] : undefined;
        return field !== undefined && keyOf(field) === wanted;
      });
  };

// ---- Ordering comparisons: mingo compares only values of the same JS type, so a stored Long
// never compares with a number, nor BinData with BinData. mongod compares every number with
// every number (int, long, double, decimal) and BinData by length, then subtype, then bytes.
type Comparable = { kind: "number"; n: number; big?: bigint } | { kind: "binary"; bytes: Buffer; subtype: number };

function comparable(value: unknown): Comparable | undefined {
  if (typeof value === "number") return { kind: "number", n: value };
  if (typeof value === "bigint") return { kind: "number", n: Number(value), big: value };
  switch (bsonTypeOf(value)) {
    case "Long": {
      const big = BigInt((value as { toString(): string }).toString());
      return { kind: "number", n: Number(big), big };
    }
    case "Int32":
    case "Double":
    case "Decimal128":
      return { kind: "number", n: Number((value as { toString(): string }).toString()) };
    case "Binary": {
      const b = value as { sub_type: number; value(): Uint8Array; buffer: Uint8Array; position: number };
      return { kind: "binary", bytes: Buffer.from(b.buffer.subarray(0, b.position)), subtype: b.sub_type };
    }
    default:
      return undefined;
  }
}

function compareComparable(a: Comparable, b: Comparable): number | undefined {
  if (a.kind === "number" && b.kind === "number") {
    if (a.big !== undefined && b.big !== undefined) return a.big < b.big ? -1 : a.big > b.big ? 1 : 0;
    // NaN equals only NaN in a query; it is neither above nor below any number.
    if (Number.isNaN(a.n) || Number.isNaN(b.n)) return Number.isNaN(a.n) && Number.isNaN(b.n) ? 0 : undefined;
    return a.n < b.n ? -1 : a.n > b.n ? 1 : 0;
  }
  if (a.kind === "binary" && b.kind === "binary") {
    if (a.bytes.length !== b.bytes.length) return a.bytes.length - b.bytes.length;
    if (a.subtype !== b.subtype) return a.subtype - b.subtype;
    return Buffer.compare(a.bytes, b.bytes);
  }
  return undefined;
}

function ordering(name: "$gt" | "$gte" | "$lt" | "$lte", test: (c: number) => boolean): QueryOperator {
  const mingoOperator = queryOperators[name] as unknown as QueryOperator;
  return (selector, value, options) => {
    const bound = comparable(value);
    const own: Predicate | undefined = bound
      ? (doc) =>
          candidates(doc, selector).some((v) => {
            const c = comparable(v);
            const order = c && compareComparable(c, bound);
            return order !== undefined && test(order);
          })
      : undefined;
    // A number bound matches numbers only, and never NaN (mingo's $gte and $lte match NaN);
    // mingo covers the other types.
    return own ?? mingoOperator(selector, value, options);
  };
}

// ---- $bitsAllSet/$bitsAnySet/$bitsAllClear/$bitsAnyClear as mongod: the field is a whole
// number (as a 64-bit two's complement, sign-extended past bit 63) or BinData (bit p is bit p % 8
// of byte p / 8, bits past the end are clear); any other value does not match. The mask is a
// non-negative whole number, an array of bit positions, or BinData. mingo's are 32-bit numbers only.
type BitSource = (position: number) => boolean;

function bitSource(value: unknown): BitSource | undefined {
  let n: bigint | undefined;
  if (typeof value === "number") {
    if (!Number.isInteger(value) || Math.abs(value) > 2 ** 63) return undefined;
    n = BigInt(value);
  } else if (typeof value === "bigint") n = value;
  else {
    switch (bsonTypeOf(value)) {
      case "Long":
        n = BigInt((value as { toString(): string }).toString());
        break;
      case "Int32":
      case "Double": {
        const v = Number((value as { valueOf(): number }).valueOf());
        if (!Number.isInteger(v)) return undefined;
        n = BigInt(v);
        break;
      }
      case "Binary": {
        const b = value as { buffer: Uint8Array; position: number };
        const bytes = b.buffer.subarray(0, b.position);
        return (p) => p < bytes.length * 8 && (((bytes[p >> 3] as number) >> (p & 7)) & 1) === 1;
      }
      default:
        return undefined;
    }
  }
  const bits = BigInt.asUintN(64, n);
  const negative = n < 0n;
  return (p) => (p >= 64 ? negative : ((bits >> BigInt(p)) & 1n) === 1n);
}

function maskPositions(operator: string, mask: unknown): number[] {
  if (Array.isArray(mask)) {
    return mask.map((p) => {
      const position = typeof p === "number" ? p : bsonTypeOf(p) ? Number((p as { valueOf(): unknown }).valueOf()) : Number.NaN;
      if (!Number.isInteger(position) || position < 0) {
        throw new CommandError(ErrorCodes.BadValue, `bit positions must be an integer but got: ${String(p)}`);
      }
      return position;
    });
  }
  if (bsonTypeOf(mask) === "Binary") {
    const source = bitSource(mask) as BitSource;
    const b = mask as { position: number };
    const out: number[] = [];
    for (let p = 0; p < b.position * 8; p++) if (source(p)) out.push(p);
    return out;
  }
  const n = typeof mask === "number" ? mask : bsonTypeOf(mask) === "Long" || bsonTypeOf(mask) === "Int32" || bsonTypeOf(mask) === "Double" ? Number(String(mask)) : Number.NaN;
  if (!Number.isInteger(n) || n < 0) {
    throw new CommandError(ErrorCodes.BadValue, `${operator} takes an Array, a number, or a BinData but received: ${operator}: ${String(mask)}`);
  }
  const bits = BigInt(n);
  const out: number[] = [];
  for (let p = 0; p < 64; p++) if ((bits >> BigInt(p)) & 1n) out.push(p);
  return out;
}

function bitTest(operator: string, test: (positions: number[], source: BitSource) => boolean): QueryOperator {
  return (selector, mask) => {
    const positions = maskPositions(operator, mask);
    return (doc) =>
      candidates(doc, selector).some((v) => {
        const source = bitSource(v);
        return source !== undefined && test(positions, source);
      });
  };
}

// ---- $geoWithin ($within) and $geoIntersects: geo.ts tests each geometry the document holds at
// the path (a legacy pair, GeoJSON, or an array of them); any one matching is enough.
function geoOperator(make: (spec: unknown) => (g: Geometry) => boolean): QueryOperator {
  return (selector, value) => {
    const test = make(value);
    return (doc) => geometriesAt(doc, selector).some(test);
  };
}

export const QUERY_OPERATORS = {
  $geoWithin: geoOperator(withinTest),
  $within: geoOperator(withinTest),
  $geoIntersects: geoOperator(intersectsTest),
  $bitsAllSet: bitTest("$bitsAllSet", (positions, set) => positions.every(set)),
  $bitsAnySet: bitTest("$bitsAnySet", (positions, set) => positions.some(set)),
  $bitsAllClear: bitTest("$bitsAllClear", (positions, set) => !positions.some(set)),
  $bitsAnyClear: bitTest("$bitsAnyClear", (positions, set) => !positions.every(set)),
  $type,
  $all,
  $ref: dbRefField("$ref"),
  $id: dbRefField("$id"),
  $db: dbRefField("$db"),
  $gt: ordering("$gt", (c) => c > 0),
  $gte: ordering("$gte", (c) => c >= 0),
  $lt: ordering("$lt", (c) => c < 0),
  $lte: ordering("$lte", (c) => c <= 0),
};

// ---- $elemMatch projection: the first element matching, where a condition of value operators
// applies to each element as a value (`{ nums: { $elemMatch: { $gte: 5 } } }`), as in queries.
const $elemMatchProjection: ProjectionOperator = (obj, expr, field, options) => {
  const array: unknown = resolve(obj, field);
  if (!Array.isArray(array)) return undefined;
  const byValue = isValueCondition(expr);
  const query = new Query(byValue ? { v: expr } : (expr as Doc), options);
  const first = array.find((element) => (byValue ? query.test({ v: element }) : isPlainObject(element) && query.test(element)));
  return first === undefined ? undefined : [first];
};

export const PROJECTION_OPERATORS = { $elemMatch: $elemMatchProjection };
