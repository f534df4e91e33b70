import { BSON, type Document, Double } from "bson";

export type Doc = Document;

/**
 * promoteLongs is off so Int64 values come back as Long and are written back as Int64
 * (exact round-trip); Int32/Double stay JS numbers so mingo can compare and compute them.
 */
export const DESERIALIZE_OPTIONS: BSON.DeserializeOptions = { promoteLongs: false, promoteValues: true, promoteBuffers: false };

export function decode(bytes: Uint8Array): Doc {
  const doc = BSON.deserialize(bytes, DESERIALIZE_OPTIONS);
  // A plain walk of the bytes first (no allocation): most documents hold no whole-number double.
  if (hasIntegralDouble(bytes, 0)) markIntegralDoubles(bytes, 0, doc);
  return doc;
}

// ---- Integral doubles. mongod keeps a BSON double a double: `{ x: 1.0 }` reads back and `$type`s
// as a double. Decoded, it is the JS number 1, which BSON.serialize would write as an int32, so
// decode records each double with a whole int32-range value on the document or array holding it
// (a non-enumerable map of key -> value), and that holder's toBSON writes it back as a Double.
// A mark holds only while the holder keeps that very value at that key (a copy made by spreading
// does not carry it; copyDoubleMarks does, where a path keeps stored values).
const INTEGRAL_DOUBLES = Symbol("integralDoubles");
type Holder = Record<string | symbol, unknown> & { [INTEGRAL_DOUBLES]?: Map<string, number> };

function holderToBSON(this: Holder): unknown {
  const marks = this[INTEGRAL_DOUBLES];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(this) ? [...(this as unknown[])] : { ...this };
  if (marks) {
    for (const [key, value] of marks) {
      const current = (copy as Record<string, unknown>)[key];
      if (current === value) (copy as Record<string, unknown>)[key] = new Double(value);
    }
  }
  return copy;
}

function isWholeInt32(value: number): boolean {
  return Number.isInteger(value) && value >= -2147483648 && value <= 2147483647;
}

/** Set once any double is marked: until then no document holds a mark and copies skip the walk. */
let anyMarked = false;

/** Marks holder[key] (a whole number) as a BSON double. */
export function markDouble(holder: object, key: string): void {
  anyMarked = true;
  const h = holder as Holder;
  const value = h[key];
  if (typeof value !== "number" || !isWholeInt32(value)) return;
  let marks = h[INTEGRAL_DOUBLES];
  if (!marks) {
    marks = new Map();
    Object.defineProperty(h, INTEGRAL_DOUBLES, { value: marks, enumerable: false, configurable: true });
    Object.defineProperty(h, "toBSON", { value: holderToBSON, enumerable: false, configurable: true, writable: true });
  }
  marks.set(key, value);
}

/** True when holder[key] is a number that is stored as a BSON double. */
export function isDoubleAt(holder: unknown, key: string): boolean {
  if (holder === null || typeof holder !== "object") return false;
  const value = (holder as Holder)[key];
  if (typeof value !== "number") return false;
  if (!isWholeInt32(value)) return true;
  return (holder as Holder)[INTEGRAL_DOUBLES]?.get(key) === value;
}

/**
 * Carries the double marks of `from` over to `to` where `to` holds the same number at the same
 * key, into nested documents and arrays (projections, updates, copies of stored documents).
 */
export function copyDoubleMarks(from: unknown, to: unknown): void {
  if (!anyMarked) return;
  if (from === null || to === null || typeof from !== "object" || typeof to !== "object" || from === to) return;
  const src = from as Holder;
  const marks = src[INTEGRAL_DOUBLES];
  if (marks) for (const [key, value] of marks) if ((to as Holder)[key] === value) markDouble(to, key);
  const fromArray = Array.isArray(from);
  if (fromArray !== Array.isArray(to)) return;
  for (const key of Object.keys(to)) {
    const child = (to as Holder)[key];
    if (child !== null && typeof child === "object" && (Array.isArray(child) || isPlainObject(child))) copyDoubleMarks(src[key], child);
  }
}

const scratch = new Float64Array(1);
const scratchBytes = new Uint8Array(scratch.buffer);

function int32At(bytes: Uint8Array, at: number): number {
  return (bytes[at] as number) | ((bytes[at + 1] as number) << 8) | ((bytes[at + 2] as number) << 16) | ((bytes[at + 3] as number) << 24);
}

/** The number of value bytes of a BSON element of `type` starting at `at` (documents and arrays included). */
function valueLength(bytes: Uint8Array, type: number, at: number): number {
  switch (type) {
    case 1:
    case 9:
    case 17:
    case 18:
      return 8;
    case 2:
    case 13:
    case 14:
      return 4 + int32At(bytes, at);
    case 3:
    case 4:
    case 15:
      return int32At(bytes, at);
    case 5:
      return 5 + int32At(bytes, at);
    case 7:
      return 12;
    case 8:
      return 1;
    case 11: {
      const first = bytes.indexOf(0, at);
      return bytes.indexOf(0, first + 1) + 1 - at;
    }
    case 12:
      return 4 + int32At(bytes, at) + 12;
    case 16:
      return 4;
    case 19:
      return 16;
    default: // 6 undefined, 10 null, 127 maxKey, 255 minKey
      return 0;
  }
}

function wholeDoubleAt(bytes: Uint8Array, at: number): boolean {
  for (let i = 0; i < 8; i++) scratchBytes[i] = bytes[at + i] as number;
  return isWholeInt32(scratch[0] as number);
}

/** Whether the document (or one nested in it) holds a double with a whole int32-range value. */
function hasIntegralDouble(bytes: Uint8Array, start: number): boolean {
  const end = start + int32At(bytes, start) - 1;
  let offset = start + 4;
  while (offset < end) {
    const type = bytes[offset] as number;
    offset = bytes.indexOf(0, offset + 1) + 1;
    if (type === 1 && wholeDoubleAt(bytes, offset)) return true;
    if ((type === 3 || type === 4) && hasIntegralDouble(bytes, offset)) return true;
    offset += valueLength(bytes, type, offset);
  }
  return false;
}

/** Walks the BSON bytes of a document beside its decoded form and marks its whole-number doubles. */
function markIntegralDoubles(bytes: Uint8Array, start: number, holder: unknown): void {
  if (holder === null || typeof holder !== "object") return;
  const isArray = Array.isArray(holder);
  const end = start + int32At(bytes, start) - 1;
  let offset = start + 4;
  let index = 0;
  while (offset < end) {
    const type = bytes[offset] as number;
    const nameStart = offset + 1;
    const nameEnd = bytes.indexOf(0, nameStart);
    offset = nameEnd + 1;
    const key = (): string => (isArray ? String(index) : Buffer.from(bytes.buffer, bytes.byteOffset + nameStart, nameEnd - nameStart).toString("utf8"));
    if (type === 1 && wholeDoubleAt(bytes, offset)) markDouble(holder, key());
    else if ((type === 3 || type === 4) && hasIntegralDouble(bytes, offset)) {
      const child = (holder as Holder)[key()];
      if (child !== null && typeof child === "object" && (Array.isArray(child) || isPlainObject(child))) markIntegralDoubles(bytes, offset, child);
    }
    offset += valueLength(bytes, type, offset);
    index++;
  }
}

/** The names of a set of fields as UTF-8 bytes, made once per set (a read passes one set for all its documents). */
const NAME_BYTES = new WeakMap<ReadonlySet<string>, Uint8Array[]>();

function nameBytesOf(names: ReadonlySet<string>): Uint8Array[] {
  let bytes = NAME_BYTES.get(names);
  if (!bytes) {
    bytes = [...names].map((name) => Buffer.from(name, "utf8"));
    NAME_BYTES.set(names, bytes);
  }
  return bytes;
}

/** Whether the element name at bytes[start, end) is one of `names`, compared byte by byte: no string is made. */
function isNamed(bytes: Uint8Array, start: number, end: number, names: readonly Uint8Array[]): boolean {
  const length = end - start;
  for (const name of names) {
    if (name.length !== length) continue;
    let i = 0;
    while (i < length && name[i] === bytes[start + i]) i++;
    if (i === length) return true;
  }
  return false;
}

/** Calls `found` with the [start, end) of each top-level element named in `names` (every one for null), and where its name ends. */
function forEachNamed(bytes: Uint8Array, names: readonly Uint8Array[] | null, found: (start: number, nameEnd: number, end: number) => void): void {
  const end = int32At(bytes, 0) - 1;
  let offset = 4;
  while (offset < end) {
    const start = offset;
    const type = bytes[offset] as number;
    let nameEnd = offset + 1;
    while (bytes[nameEnd] !== 0) nameEnd++;
    offset = nameEnd + 1;
    offset += valueLength(bytes, type, offset);
    if (!names || isNamed(bytes, start + 1, nameEnd, names)) found(start, nameEnd, offset);
  }
}

/**
 * The top-level fields of a document named in `names`, decoded from its BSON without the others
 * (a sum over thousands of stored orders reads one field of each).
 */
export function decodeFields(bytes: Uint8Array, names: ReadonlySet<string>): Doc {
  const kept: number[] = [];
  let size = 5;
  forEachNamed(bytes, nameBytesOf(names), (start, _nameEnd, end) => {
    kept.push(start, end);
    size += end - start;
  });
  const part = new Uint8Array(size);
  part[0] = size & 0xff;
  part[1] = (size >> 8) & 0xff;
  part[2] = (size >> 16) & 0xff;
  part[3] = (size >>> 24) & 0xff;
  let at = 4;
  for (let i = 0; i < kept.length; i += 2) {
    part.set(bytes.subarray(kept[i] as number, kept[i + 1] as number), at);
    at += (kept[i + 1] as number) - (kept[i] as number);
  }
  return decode(part);
}

/** Where each top-level element (named in `names`, or every one) lies in a document's BSON: [start, end) by name. */
export function elementsNamed(bytes: Uint8Array, names: readonly Uint8Array[] | null = null): Map<string, [number, number]> {
  const found = new Map<string, [number, number]>();
  forEachNamed(bytes, names, (start, nameEnd, end) => {
    found.set(Buffer.from(bytes.buffer, bytes.byteOffset + start + 1, nameEnd - start - 1).toString("utf8"), [start, end]);
  });
  return found;
}

/**
 * The top-level fields of `names` whose BSON differs between two versions of a document (present
 * in one only, another type or other bytes), compared without decoding either: a write that
 * leaves a field's bytes as they were cannot change what is derived from it (its index keys).
 */
export function changedFields(before: Uint8Array, after: Uint8Array, names: ReadonlySet<string>): Set<string> {
  const wanted = nameBytesOf(names);
  const old = elementsNamed(before, wanted);
  const now = elementsNamed(after, wanted);
  const changed = new Set<string>();
  for (const name of names) {
    const a = old.get(name);
    const b = now.get(name);
    if (!a || !b) {
      if (a || b) changed.add(name);
      continue;
    }
    if (a[1] - a[0] !== b[1] - b[0] || Buffer.compare(before.subarray(a[0], a[1]), after.subarray(b[0], b[1])) !== 0) changed.add(name);
  }
  return changed;
}

export function encode(doc: Doc): Uint8Array {
  return BSON.serialize(doc);
}

/** A BSON round-trip is the one clone that keeps every BSON class (ObjectId, Decimal128, Long...). */
export function cloneDoc<T extends Doc>(doc: T): T {
  return decode(encode(doc)) as T;
}

export function bsonTypeOf(value: unknown): string | undefined {
  if (value !== null && typeof value === "object" && "_bsontype" in value) {
    const t = (value as { _bsontype: unknown })._bsontype;
    return typeof t === "string" ? t : undefined;
  }
  return undefined;
}

export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value) || value instanceof Date || value instanceof RegExp) return false;
  return bsonTypeOf(value) === undefined;
}

export function isOperatorObject(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k.startsWith("$"));
}

/** Values reached by a dotted path, expanding arrays the way multikey indexes and distinct do. */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const parts = path.split(".");
  const out: unknown[] = [];
  const walk = (value: unknown, i: number): void => {
    if (i === parts.length) {
      if (Array.isArray(value)) {
        if (value.length === 0) out.push(undefined);
        else out.push(...value);
      } else out.push(value);
      return;
    }
    const part = parts[i] as string;
    if (Array.isArray(value)) {
      if (/^\d+$/.test(part) && Number(part) < value.length) walk(value[Number(part)], i + 1);
      else for (const item of value) if (isPlainObject(item)) walk(item[part], i + 1);
      return;
    }
    if (isPlainObject(value)) walk(value[part], i + 1);
    else out.push(undefined);
  };
  walk(doc, 0);
  return out.length === 0 ? [undefined] : out;
}

export function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split(".");
  let cursor: Doc = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i] as string;
    const next: unknown = cursor[part];
    if (!isPlainObject(next)) cursor[part] = {};
    cursor = cursor[part] as Doc;
  }
  cursor[parts[parts.length - 1] as string] = value;
}
