/**
 * "Evaluating Matches" from MongoDB's unified test format: flexible numerics, extra keys only
 * at the root, and the $$exists / $$type / $$unsetOrMatches operators the CRUD tests use.
 * Returns a description of the first mismatch, or null when the values match.
 */
import { Binary, Decimal128, Double, Int32, Long, ObjectId, Timestamp } from "mongodb";

type Doc = Record<string, unknown>;

export function isDocument(value: unknown): value is Doc {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value) || value instanceof Date || value instanceof RegExp) return false;
  return !("_bsontype" in value);
}

function numeric(value: unknown): number | bigint | undefined {
  if (typeof value === "number" || typeof value === "bigint") return value;
  if (value instanceof Int32 || value instanceof Double) return value.valueOf();
  if (value instanceof Long) return value.toBigInt();
  return undefined;
}

function sameNumber(a: number | bigint, b: number | bigint): boolean {
  if (typeof a === "bigint" || typeof b === "bigint") {
    const x = typeof a === "bigint" ? a : Number.isInteger(a) ? BigInt(a) : undefined;
    const y = typeof b === "bigint" ? b : Number.isInteger(b) ? BigInt(b) : undefined;
    return x !== undefined && y !== undefined && x === y;
  }
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

function scalarEqual(expected: unknown, actual: unknown): boolean {
  const e = numeric(expected);
  const a = numeric(actual);
  if (e !== undefined || a !== undefined) return e !== undefined && a !== undefined && sameNumber(e, a);
  if (expected instanceof Date) return actual instanceof Date && expected.getTime() === actual.getTime();
  if (expected instanceof ObjectId) return actual instanceof ObjectId && expected.equals(actual);
  if (expected instanceof Decimal128) return actual instanceof Decimal128 && expected.toString() === actual.toString();
  if (expected instanceof Binary) return actual instanceof Binary && expected.sub_type === actual.sub_type && Buffer.from(expected.buffer).equals(Buffer.from(actual.buffer));
  if (expected instanceof Timestamp) return actual instanceof Timestamp && expected.equals(actual);
  if (expected instanceof RegExp) return actual instanceof RegExp && expected.source === actual.source && expected.flags === actual.flags;
  if (expected !== null && typeof expected === "object") return JSON.stringify(expected) === JSON.stringify(actual);
  return expected === actual;
}

/** Names from the $type query operator; JS numbers cannot tell int from double, so by value. */
function hasType(value: unknown, type: string): boolean {
  const n = typeof value === "number" ? value : undefined;
  switch (type) {
    case "double":
      return value instanceof Double || n !== undefined;
    case "int":
      return value instanceof Int32 || (n !== undefined && Number.isInteger(n) && Math.abs(n) <= 2 ** 31);
    case "long":
      return value instanceof Long || typeof value === "bigint" || (n !== undefined && Number.isInteger(n));
    case "number":
      return numeric(value) !== undefined || value instanceof Decimal128;
    case "decimal":
      return value instanceof Decimal128;
    case "string":
      return typeof value === "string";
    case "bool":
      return typeof value === "boolean";
    case "object":
      return isDocument(value);
    case "array":
      return Array.isArray(value);
    case "objectId":
      return value instanceof ObjectId;
    case "date":
      return value instanceof Date;
    case "null":
      return value === null;
    case "binData":
      return value instanceof Binary;
    case "regex":
      return value instanceof RegExp;
    case "timestamp":
      return value instanceof Timestamp;
    default:
      throw new Error(`$$type: unknown type ${type}`);
  }
}

function operatorOf(value: unknown): string | undefined {
  if (!isDocument(value)) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0]?.startsWith("$$") ? keys[0] : undefined;
}

function show(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));
  } catch {
    return String(value);
  }
}

/** `present` is false when the key is missing from the actual document (for $$exists and friends). */
export function match(expected: unknown, rawActual: unknown, path = "$", root = true, present = true): string | null {
  // The driver builds some command fields (sort, hint) as Maps to keep their key order.
  const actual = rawActual instanceof Map ? Object.fromEntries(rawActual) : rawActual;
  const op = operatorOf(expected);
  if (op) {
    const arg = (expected as Doc)[op];
    switch (op) {
      case "$$exists":
        return present === arg ? null : `${path}: expected ${arg ? "present" : "absent"}`;
      case "$$unsetOrMatches":
        return present && actual !== undefined ? match(arg, actual, path, root) : null;
      case "$$type": {
        const types = Array.isArray(arg) ? (arg as string[]) : [arg as string];
        return present && types.some((t) => hasType(actual, t)) ? null : `${path}: expected type ${types.join("|")}, got ${show(actual)}`;
      }
      default:
        throw new Error(`unsupported match operator ${op}`);
    }
  }
  if (!present) return `${path}: missing (expected ${show(expected)})`;
  if (isDocument(expected)) {
    if (!isDocument(actual)) return `${path}: expected a document, got ${show(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const problem = match(value, actual[key], `${path}.${key}`, false, key in actual && actual[key] !== undefined);
      if (problem) return problem;
    }
    if (!root) {
      const extra = Object.keys(actual).filter((k) => !(k in expected) && actual[k] !== undefined);
      if (extra.length) return `${path}: unexpected fields ${extra.join(", ")}`;
    }
    return null;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${show(actual)}`;
    if (actual.length !== expected.length) return `${path}: expected ${expected.length} elements, got ${actual.length}: ${show(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const problem = match(expected[i], actual[i], `${path}[${i}]`, false);
      if (problem) return problem;
    }
    return null;
  }
  return scalarEqual(expected, actual) ? null : `${path}: expected ${show(expected)}, got ${show(actual)}`;
}

/** Collection contents in `outcome`: exact, apart from key order and numeric width. */
export function matchExactly(expected: unknown, actual: unknown, path = "$"): string | null {
  if (isDocument(expected)) {
    if (!isDocument(actual)) return `${path}: expected a document, got ${show(actual)}`;
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      if (!(key in expected)) return `${path}: unexpected field ${key}`;
      if (!(key in actual)) return `${path}: missing field ${key}`;
      const problem = matchExactly(expected[key], actual[key], `${path}.${key}`);
      if (problem) return problem;
    }
    return null;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return `${path}: expected ${show(expected)}, got ${show(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const problem = matchExactly(expected[i], actual[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  return scalarEqual(expected, actual) ? null : `${path}: expected ${show(expected)}, got ${show(actual)}`;
}
