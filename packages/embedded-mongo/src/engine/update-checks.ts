import { ObjectId } from "bson";
import { bsonTypeOf, type Doc, isPlainObject } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";

/**
 * mongod refuses an update operator whose target cannot take it; mingo leaves the document as it
 * was and reports success. Checked before anything is applied, on the paths as resolved (the
 * positional `$` already an index; paths through `$[]`/`$[id]` are not checked), with mongod's
 * codes and messages:
 * - a path that must be created through a scalar, null or an array (a non-numeric part):
 *   PathNotViable 28, `Cannot create field 'b' in element {a: 5}`;
 * - `$push`/`$addToSet` on a field that is not an array: BadValue 2;
 * - `$pull`/`$pullAll` on a field that is not an array: BadValue 2;
 * - `$pop` on a field that is not an array: TypeMismatch 14;
 * - `$inc`/`$mul` on a field that is not a number (null included): TypeMismatch 14.
 * A missing field is never an error here: those operators create it (or do nothing).
 */
const CREATING = new Set(["$set", "$setOnInsert", "$inc", "$mul", "$min", "$max", "$push", "$addToSet", "$currentDate", "$bit"]);
const CHECKED = new Set([...CREATING, "$pull", "$pullAll", "$pop"]);

export function checkUpdateTargets(modifier: Doc, doc: Doc): void {
  for (const [op, fields] of Object.entries(modifier)) {
    if (!CHECKED.has(op) || !isPlainObject(fields)) continue;
    for (const path of Object.keys(fields)) {
      const parts = path.split(".");
      if (parts.some((p) => p.startsWith("$"))) continue;
      const found = walk(doc, parts, CREATING.has(op));
      if (found === undefined) continue;
      checkValue(op, path, found, doc);
    }
  }
}

/** The value at the path, or undefined when some part of it is missing. */
function walk(doc: Doc, parts: string[], creating: boolean): unknown {
  let cursor: unknown = doc;
  let holderKey = "";
  for (const part of parts) {
    if (Array.isArray(cursor)) {
      if (/^\d+$/.test(part)) {
        holderKey = part;
        cursor = cursor[Number(part)];
        if (cursor === undefined) return undefined;
        continue;
      }
    } else if (isPlainObject(cursor)) {
      holderKey = part;
      cursor = cursor[part];
      if (cursor === undefined) return undefined;
      continue;
    }
    if (!creating) return undefined;
    throw new CommandError(ErrorCodes.PathNotViable, `Cannot create field '${part}' in element {${holderKey}: ${describe(cursor)}}`);
  }
  return cursor;
}

function checkValue(op: string, path: string, value: unknown, doc: Doc): void {
  const field = path.split(".").pop() as string;
  const isArray = Array.isArray(value);
  switch (op) {
    case "$push":
      if (!isArray) {
        throw new CommandError(ErrorCodes.BadValue, `The field '${path}' must be an array but is of type ${typeName(value)} in document {${idOf(doc)}}`);
      }
      return;
    case "$addToSet":
      if (!isArray) {
        throw new CommandError(ErrorCodes.BadValue, `Cannot apply $addToSet to non-array field. Field named '${field}' has non-array type ${typeName(value)}`);
      }
      return;
    case "$pull":
    case "$pullAll":
      if (!isArray) throw new CommandError(ErrorCodes.BadValue, "Cannot apply $pull to a non-array value");
      return;
    case "$pop":
      if (!isArray) throw new CommandError(ErrorCodes.TypeMismatch, `Path '${path}' contains an element of non-array type '${typeName(value)}'`);
      return;
    case "$inc":
    case "$mul":
      if (!isNumeric(value)) {
        throw new CommandError(
          ErrorCodes.TypeMismatch,
          `Cannot apply ${op} to a value of non-numeric type. {${idOf(doc)}} has the field '${field}' of non-numeric type ${typeName(value)}`,
        );
      }
      return;
    default:
      return;
  }
}

function isNumeric(value: unknown): boolean {
  if (typeof value === "number") return true;
  const type = bsonTypeOf(value);
  return type === "Long" || type === "Int32" || type === "Double" || type === "Decimal128";
}

/** mongod's name for a value's BSON type, as in its error messages. */
export function typeName(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number") return Number.isInteger(value) && value >= -2147483648 && value <= 2147483647 ? "int" : "double";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "bigint") return "long";
  if (Array.isArray(value)) return "array";
  if (value instanceof Date) return "date";
  if (value instanceof RegExp) return "regex";
  switch (bsonTypeOf(value)) {
    case "ObjectId":
      return "objectId";
    case "Long":
      return "long";
    case "Int32":
      return "int";
    case "Double":
      return "double";
    case "Decimal128":
      return "decimal";
    case "Binary":
      return "binData";
    case "Timestamp":
      return "timestamp";
    case "MinKey":
      return "minKey";
    case "MaxKey":
      return "maxKey";
    case "BSONRegExp":
      return "regex";
    case "Code":
      return "javascript";
    case "BSONSymbol":
      return "symbol";
    case undefined:
      return "object";
    default:
      return "object";
  }
}

function idOf(doc: Doc): string {
  return doc._id === undefined ? "" : `_id: ${describe(doc._id)}`;
}

/** A value as mongod prints it in error messages (close enough to read: shell-like notation). */
export function describe(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value !== "object") return String(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return value.length ? `[ ${value.map(describe).join(", ")} ]` : "[]";
  if (isPlainObject(value)) {
    const entries = Object.entries(value);
    return entries.length ? `{ ${entries.map(([k, v]) => `${k}: ${describe(v)}`).join(", ")} }` : "{}";
  }
  return String(value);
}
