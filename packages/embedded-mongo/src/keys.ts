import { bsonTypeOf, isPlainObject } from "./bson-utils";

/**
 * Canonical string for a BSON value so equal values (as mongod compares them) map to the same
 * Map key: numbers of any width compare equal, ObjectIds by hex, dates by millisecond.
 * Missing and null share a key, as they do in a mongod index.
 */
export function keyOf(value: unknown): string {
  if (value === undefined || value === null) return "N";
  switch (typeof value) {
    case "number":
      return Object.is(value, -0) ? "n:0" : `n:${value}`;
    case "bigint":
      return `n:${value}`;
    case "string":
      return `s:${value}`;
    case "boolean":
      return value ? "b:1" : "b:0";
    default:
      break;
  }
  if (value instanceof Date) return `d:${value.getTime()}`;
  if (value instanceof RegExp) return `r:${value.source}/${value.flags}`;
  if (Array.isArray(value)) return `[${value.map(keyOf).join(",")}]`;
  const type = bsonTypeOf(value);
  if (type !== undefined) return bsonKey(type, value as object);
  if (isPlainObject(value)) {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${keyOf(v)}`).join(",")}}`;
  }
  return `?:${String(value)}`;
}

function bsonKey(type: string, value: object): string {
  const v = value as { toHexString?: () => string; toString: () => string; toNumber?: () => number };
  switch (type) {
    case "ObjectId":
      return `o:${v.toHexString ? v.toHexString() : v.toString()}`;
    case "Long": {
      const n = v.toNumber ? v.toNumber() : Number(v.toString());
      return Number.isSafeInteger(n) ? `n:${n}` : `n:${v.toString()}`;
    }
    case "Int32":
    case "Double":
      return `n:${Number(v.toString())}`;
    case "Decimal128": {
      const n = Number(v.toString());
      return Number.isFinite(n) && String(n) === v.toString() ? `n:${n}` : `m:${v.toString()}`;
    }
    case "Binary": {
      const b = value as { sub_type: number; toString(enc: string): string };
      return `x:${b.sub_type}:${b.toString("base64")}`;
    }
    default:
      return `${type}:${JSON.stringify(value)}`;
  }
}
