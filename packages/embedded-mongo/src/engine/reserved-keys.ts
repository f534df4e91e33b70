/**
 * Field names that are JavaScript object internals: `__proto__`, `constructor`, `prototype`.
 * mongod stores them like any other name (`$rename: { a: "__proto__.x" }` makes a field
 * `__proto__`); mingo refuses paths through `__proto__` and would read the others from the
 * prototype chain (`constructor.x` reaches Object). Updates and filters naming them run on copies
 * where these names carry a private-use character prefix (U+E000; a name already starting with it
 * gets one more, so the renaming is one-to-one), and the result gets the real names back as own
 * properties.
 */
import { copyDoubleMarks, type Doc, isPlainObject } from "../bson-utils";

const RESERVED = new Set(["__proto__", "constructor", "prototype"]);
const PREFIX = "\ue000";

function encodeName(name: string): string {
  return RESERVED.has(name) || name.startsWith(PREFIX) ? PREFIX + name : name;
}

/** A dotted path with each reserved part renamed. */
export function encodePath(path: string): string {
  return path.split(".").map(encodeName).join(".");
}

function pathHasReserved(path: string): boolean {
  return path.split(".").some((part) => RESERVED.has(part));
}

/** Whether a document (or value) holds a reserved field name as its own, at any depth. */
export function holdsReserved(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsReserved(item)) return true;
    return false;
  }
  if (!isPlainObject(value)) return false;
  if (Object.hasOwn(value, "__proto__") || Object.hasOwn(value, "constructor") || Object.hasOwn(value, "prototype")) return true;
  for (const key in value) if (holdsReserved(value[key])) return true;
  return false;
}

/** Whether an update document or filter names a reserved field (in a path or a value's keys). */
export function namesReserved(spec: unknown): boolean {
  if (Array.isArray(spec)) return spec.some(namesReserved);
  if (!isPlainObject(spec)) return false;
  for (const [key, value] of Object.entries(spec)) {
    if (RESERVED.has(key) || (!key.startsWith("$") && pathHasReserved(key))) return true;
    if (typeof value === "string" && pathHasReserved(value)) return true;
    if (namesReserved(value)) return true;
  }
  return false;
}

function rename(value: unknown, name: (key: string) => string): unknown {
  if (Array.isArray(value)) {
    const out = value.map((v) => rename(v, name));
    copyDoubleMarks(value, out);
    return out;
  }
  if (!isPlainObject(value)) return value;
  const out: Doc = {};
  for (const key of Object.keys(value)) {
    // defineProperty: assigning `__proto__` would set the prototype instead of a field.
    Object.defineProperty(out, name(key), { value: rename(value[key], name), enumerable: true, writable: true, configurable: true });
  }
  copyDoubleMarks(value, out);
  return out;
}

/** A copy with reserved names prefixed. */
export function encodeKeys<T>(value: T): T {
  return rename(value, encodeName) as T;
}

/** A copy with prefixed names back to the real ones (own properties). */
export function decodeKeys<T>(value: T): T {
  return rename(value, (key) => (key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key)) as T;
}

/**
 * An update document with its paths (and `$rename` targets) and its values' field names encoded;
 * string values elsewhere are data and stay as they are.
 */
export function encodeUpdate(u: Doc): Doc {
  const out: Doc = {};
  for (const [op, fields] of Object.entries(u)) {
    if (!isPlainObject(fields)) {
      out[op] = fields;
      continue;
    }
    const encoded: Doc = {};
    for (const [path, value] of Object.entries(fields)) {
      Object.defineProperty(encoded, encodePath(path), {
        value: op === "$rename" && typeof value === "string" ? encodePath(value) : encodeKeys(value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    copyDoubleMarks(fields, encoded);
    out[op] = encoded;
  }
  return out;
}

/** A filter with its paths and field names encoded (operators stay). */
export function encodeFilter(filter: Doc): Doc {
  const out: Doc = {};
  for (const [key, value] of Object.entries(filter)) {
    const name = key.startsWith("$") ? key : encodePath(key);
    let encoded: unknown;
    if (Array.isArray(value)) encoded = value.map((v) => (isPlainObject(v) ? encodeFilter(v) : v));
    else if (isPlainObject(value)) encoded = encodeFilter(value);
    else encoded = value;
    Object.defineProperty(out, name, { value: encoded, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
