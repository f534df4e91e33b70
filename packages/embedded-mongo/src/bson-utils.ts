import { BSON, type Document } from "bson";

export type Doc = Document;

/**
 * promoteLongs is off so Int64 values come back as Long and are written back as Int64
 * (exact round-trip); Int32/Double stay JS numbers so mingo can compare and compute them.
 */
export const DESERIALIZE_OPTIONS: BSON.DeserializeOptions = { promoteLongs: false, promoteValues: true, promoteBuffers: false };

export function decode(bytes: Uint8Array): Doc {
  return BSON.deserialize(bytes, DESERIALIZE_OPTIONS);
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
