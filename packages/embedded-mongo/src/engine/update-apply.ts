import { BSON, ObjectId } from "bson";
import { cloneDoc, copyDoubleMarks, decode, type Doc, isDoubleAt, isOperatorObject, isPlainObject, markDouble, setPath } from "../bson-utils";
import { CommandError, ErrorCodes, toCommandError } from "../errors";
import { keyOf } from "../keys";
import { applyOperators } from "./operator-update";
import { assertNoConflicts, resolvePositional } from "./positional";
import { compileFilter, runPipeline, type Variables } from "./query";
import { decodeKeys, encodeFilter, encodeKeys, encodeUpdate, holdsReserved, namesReserved } from "./reserved-keys";
import { checkUpdateTargets } from "./update-checks";

export type UpdateSpec = Doc | Doc[];

export interface UpdateOptions {
  arrayFilters?: Doc[];
  /** Original query, needed to resolve the positional `$` operator. */
  query?: Doc;
  /** Command-level `let` (and a statement's `c` constants). */
  variables?: Variables;
  /**
   * The document's BSON as stored, when it is a stored document: the copy to change is decoded
   * from it, where otherwise it is encoded first (a product with a drop's holds is 50 KB).
   */
  stored?: Uint8Array;
}

export function isOperatorUpdate(u: UpdateSpec): boolean {
  return !Array.isArray(u) && Object.keys(u).length > 0 && Object.keys(u).every((k) => k.startsWith("$"));
}

export function validateUpdate(u: unknown): UpdateSpec {
  if (Array.isArray(u)) {
    if (!u.every(isPlainObject)) throw new CommandError(ErrorCodes.FailedToParse, "Each element of the 'pipeline' array must be an object");
    return u;
  }
  if (!isPlainObject(u)) throw new CommandError(ErrorCodes.FailedToParse, "Update argument must be either an object or an array");
  const keys = Object.keys(u);
  const ops = keys.filter((k) => k.startsWith("$"));
  if (ops.length > 0 && ops.length !== keys.length) {
    throw new CommandError(ErrorCodes.FailedToParse, "Update document cannot mix operators and plain fields");
  }
  return u;
}

/**
 * Produces the new version of doc (a fresh object; the stored one is left untouched).
 * `inserting` turns $setOnInsert into $set, as mongod does only for upsert inserts.
 */
export function applyUpdate(doc: Doc, u: UpdateSpec, opts: UpdateOptions, inserting: boolean): Doc {
  if (!Array.isArray(u) && (namesReserved(u) || holdsReserved(doc))) {
    // `__proto__`, `constructor` and `prototype` as field names: applied with them encoded.
    const encodedUpdate = isOperatorUpdate(u) ? encodeUpdate(u) : encodeKeys(u);
    const query = opts.query && encodeFilter(opts.query);
    return decodeKeys(applyEncodedUpdate(encodeKeys(doc), encodedUpdate, { ...opts, query, stored: undefined }, inserting));
  }
  return applyEncodedUpdate(doc, u, opts, inserting);
}

function applyEncodedUpdate(doc: Doc, u: UpdateSpec, opts: UpdateOptions, inserting: boolean): Doc {
  const next = opts.stored ? decode(opts.stored) : cloneDoc(doc);
  if (Array.isArray(u)) return applyPipelineUpdate(next, u, opts);
  if (!isOperatorUpdate(u)) {
    if ("_id" in u && keyOf(u._id) !== keyOf(doc._id) && doc._id !== undefined) {
      throw alteredId(u._id);
    }
    const replaced: Doc = { _id: doc._id };
    for (const [k, v] of Object.entries(cloneDoc(u))) if (k !== "_id") replaced[k] = v;
    if (replaced._id === undefined) delete replaced._id;
    copyDoubleMarks(u, replaced);
    return replaced;
  }
  assertNoConflicts(u);
  let modifier: Doc = { ...u };
  if (modifier.$setOnInsert) {
    if (inserting) modifier.$set = { ...(modifier.$set as Doc | undefined), ...(modifier.$setOnInsert as Doc) };
    delete modifier.$setOnInsert;
  }
  const later = setAside(modifier, doc, inserting);
  if (Object.keys(modifier).length === 0 && later.length === 0) return next;
  modifier = resolvePositional(modifier, next, opts.query, opts.variables);
  checkUpdateTargets(modifier, next);
  const pulls = takePulls(modifier);
  let updated = next;
  for (const pass of mingoPasses(modifier)) updated = runMingoUpdate(updated, pass, opts);
  for (const [path, condition] of pulls) pullFrom(updated, path, condition, opts.variables);
  for (const [path, value] of later) setPath(updated, path, cloneValue(value));
  keepBsonTypes(u, doc, updated, inserting);
  if (keyOf(updated._id) !== keyOf(doc._id) && doc._id !== undefined) throw immutableId(updated._id);
  return updated;
}

/**
 * mingo refuses two paths through the same `$[]`/`$[id]` array in one update (it compares paths
 * only up to their first `$`), although they do not conflict (assertNoConflicts ran): the paths
 * without such a part go in one pass, then each one with it in its own.
 */
function mingoPasses(modifier: Doc): Doc[] {
  const plain: Doc = {};
  const separate: Doc[] = [];
  for (const [op, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) {
      plain[op] = fields;
      continue;
    }
    for (const [path, value] of Object.entries(fields)) {
      if (/(^|\.)\$\[/.test(path) && op !== "$rename") separate.push({ [op]: { [path]: value } });
      else ((plain[op] ??= {}) as Doc)[path] = value;
    }
  }
  if (separate.length <= 1) return Object.keys(modifier).length ? [modifier] : [];
  return Object.keys(plain).length ? [plain, ...separate] : separate;
}

/** `$pull` paths without `$[`, taken out of the modifier (in place): applied by pullFrom. */
function takePulls(modifier: Doc): [string, unknown][] {
  const pull = modifier.$pull;
  if (!isPlainObject(pull)) return [];
  const taken: [string, unknown][] = [];
  const kept: Doc = {};
  for (const [path, condition] of Object.entries(pull)) {
    if (path.includes("$[")) kept[path] = condition;
    else taken.push([path, condition]);
  }
  if (Object.keys(kept).length) modifier.$pull = kept;
  else delete modifier.$pull;
  return taken;
}

/** Operators that apply to a value (`{ $gte: 6 }`), as opposed to $and/$or/$nor over a document's fields. */
const NOT_PATH_OPERATORS = new Set(["$and", "$or", "$nor", "$expr", "$where", "$text", "$comment", "$jsonSchema", "$alwaysTrue", "$alwaysFalse"]);

/**
 * mongod's `$pull`: a document condition whose first field is not a value operator is a query
 * on each element that is a document (`{ $or: [{ name: "x" }, { role: "y" }] }`, `{ name: "x" }`);
 * a value operator or a regex applies to each element as a value; anything else removes the
 * elements equal to it (an array or document as a whole).
 */
function pullFrom(doc: Doc, path: string, condition: unknown, variables: Variables): void {
  const parts = path.split(".");
  let holder: unknown = doc;
  for (const part of parts.slice(0, -1)) {
    if (Array.isArray(holder) && /^\d+$/.test(part)) holder = holder[Number(part)];
    else if (isPlainObject(holder)) holder = holder[part];
    else return;
  }
  const last = parts[parts.length - 1] as string;
  const container = holder as Doc | unknown[];
  const array: unknown = Array.isArray(container) ? (/^\d+$/.test(last) ? container[Number(last)] : undefined) : isPlainObject(container) ? container[last] : undefined;
  if (!Array.isArray(array)) return;
  let matches: (element: unknown) => boolean;
  const first = isPlainObject(condition) ? Object.keys(condition)[0] : undefined;
  if (isPlainObject(condition) && (first === undefined || !first.startsWith("$") || NOT_PATH_OPERATORS.has(first))) {
    const query = compileFilter(condition, variables);
    matches = (element) => isPlainObject(element) && query.test(element);
  } else if (isPlainObject(condition) || condition instanceof RegExp) {
    const query = compileFilter({ v: condition }, variables);
    matches = (element) => query.test({ v: element });
  } else {
    const key = keyOf(condition);
    matches = (element) => keyOf(element) === key;
  }
  const kept = array.filter((element) => !matches(element));
  if (kept.length === array.length) return;
  if (Array.isArray(container)) container[Number(last)] = kept;
  else (container as Doc)[last] = kept;
}

/**
 * `$set` paths mongod accepts but mingo refuses, taken out of the modifier (in place) and
 * returned to be set after mingo's pass:
 * - `_id` or a path under it, set to the value it already has: a no-op on mongod (mongoose sends
 *   the whole document back in `$set`). A different value is ImmutableField 66; an upsert's
 *   insert without an `_id` in its query may set it.
 * - a '$'-prefixed top-level field (`$set: { $price: 1 }`): stored by an upsert's insert, as an
 *   insert would; on an existing document mongod refuses it, DollarPrefixedFieldName 52.
 */
function setAside(modifier: Doc, doc: Doc, inserting: boolean): [string, unknown][] {
  const set = modifier.$set;
  if (!isPlainObject(set)) return [];
  const later: [string, unknown][] = [];
  const kept: Doc = {};
  for (const [path, value] of Object.entries(set)) {
    const first = path.split(".")[0] as string;
    if (first === "_id") {
      const current = valueAtPath(doc, path);
      if (current === undefined && doc._id === undefined) later.push([path, value]);
      else if (current === undefined || keyOf(current) !== keyOf(value)) {
        throw new CommandError(ErrorCodes.ImmutableField, `Performing an update on the path '${path}' would modify the immutable field '_id'`);
      }
      continue;
    }
    if (first.startsWith("$") && !/^\$(\[[^\]]*\])?$/.test(first)) {
      if (!inserting) {
        throw new CommandError(ErrorCodes.DollarPrefixedFieldName, `The dollar ($) prefixed field '${first}' in '${path}' is not valid for storage.`);
      }
      later.push([path, value]);
      continue;
    }
    kept[path] = value;
  }
  if (later.length === 0 && Object.keys(kept).length === Object.keys(set).length) return [];
  if (Object.keys(kept).length > 0) modifier.$set = kept;
  else delete modifier.$set;
  return later;
}

function valueAtPath(doc: Doc, path: string): unknown {
  let cursor: unknown = doc;
  for (const part of path.split(".")) {
    if (isPlainObject(cursor)) cursor = cursor[part];
    else return undefined;
  }
  return cursor;
}

/** The object holding a plain dotted path's last part, and that part; undefined through arrays or missing parts. */
function holderOf(doc: Doc, path: string): [Doc, string] | undefined {
  const parts = path.split(".");
  const last = parts.pop() as string;
  let cursor: unknown = doc;
  for (const part of parts) {
    if (!isPlainObject(cursor)) return undefined;
    cursor = cursor[part];
  }
  return isPlainObject(cursor) ? [cursor, last] : undefined;
}

/**
 * What mingo's update loses of BSON types, put back on plain paths: it writes numbers as plain JS
 * numbers, and a whole-number double given to $set/$setOnInsert/$min/$max, or the result of
 * $inc/$mul where either side is a double, stays a double on mongod (double arithmetic), so its
 * mark is set on the updated document. And mingo's $set skips a value it finds equal by its
 * string form, which for BinData leaves out the subtype: a value whose BSON differs is written.
 */
function keepBsonTypes(u: Doc, before: Doc, after: Doc, inserting: boolean): void {
  for (const [op, fields] of Object.entries(u)) {
    if (!isPlainObject(fields) || (op === "$setOnInsert" && !inserting)) continue;
    for (const [path, operand] of Object.entries(fields)) {
      if (path.includes("$")) continue;
      const target = holderOf(after, path);
      if (!target) continue;
      const [holder, key] = target;
      const value = holder[key];
      if (op === "$set" || op === "$setOnInsert" || op === "$min" || op === "$max") {
        if (value === operand && isDoubleAt(fields, path)) markDouble(holder, key);
        else if (value !== null && typeof value === "object") {
          if ((op === "$set" || op === "$setOnInsert") && operand !== null && typeof operand === "object" && !sameBson(value, operand)) {
            holder[key] = cloneValue(operand);
          } else copyDoubleMarks(operand, value);
        }
      } else if ((op === "$inc" || op === "$mul") && typeof value === "number") {
        const old = holderOf(before, path);
        if (isDoubleAt(fields, path) || (old && isDoubleAt(old[0], old[1]))) markDouble(holder, key);
      }
    }
  }
}

function sameBson(a: unknown, b: unknown): boolean {
  return Buffer.from(BSON.serialize({ v: a })).equals(BSON.serialize({ v: b }));
}

function cloneValue(value: unknown): unknown {
  return (cloneDoc({ v: value }) as { v: unknown }).v;
}

function runMingoUpdate(doc: Doc, modifier: Doc, opts: UpdateOptions): Doc {
  try {
    // The document already matched and every positional `$` is resolved: no condition here.
    applyOperators(doc, modifier, opts.arrayFilters, opts.variables);
  } catch (err) {
    throw toCommandError(err);
  }
  return doc;
}

const PIPELINE_UPDATE_STAGES = new Set(["$addFields", "$set", "$project", "$unset", "$replaceRoot", "$replaceWith"]);

/**
 * An aggregation pipeline over the one document. As in mongod, the result replaces the
 * document: a missing `_id` is carried over (first), a different one is refused.
 */
function applyPipelineUpdate(doc: Doc, pipeline: Doc[], opts: UpdateOptions): Doc {
  for (const stage of pipeline) {
    const op = Object.keys(stage)[0] ?? "";
    if (!PIPELINE_UPDATE_STAGES.has(op)) {
      throw new CommandError(ErrorCodes.InvalidOptions, `${op} is not allowed to be used within an update`);
    }
  }
  const [result] = runPipeline([doc], pipeline, () => [], opts.variables);
  if (!isPlainObject(result)) throw new CommandError(ErrorCodes.BadValue, "Update pipeline must produce a document");
  if (result._id === undefined) {
    if (doc._id === undefined) return result;
    return { _id: doc._id, ...result };
  }
  if (doc._id !== undefined && keyOf(result._id) !== keyOf(doc._id)) throw alteredId(result._id);
  return Object.keys(result)[0] === "_id" ? result : withId(result);
}

/** Replacements and pipeline updates: the whole new document is checked, as in mongod. */
function alteredId(value: unknown): CommandError {
  return new CommandError(
    ErrorCodes.ImmutableField,
    `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${describeValue(value)}`,
  );
}

function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (isPlainObject(value)) return `{ ${Object.entries(value).map(([k, v]) => `${k}: ${describeValue(v)}`).join(", ")} }`;
  return String(value);
}

function immutableId(value: unknown): CommandError {
  return new CommandError(
    ErrorCodes.ImmutableField,
    `Performing an update on the path '_id' would modify the immutable field '_id' (new value ${String(value)})`,
  );
}

/** The document an upsert starts from: the equality parts of the query. */
export function upsertSeed(query: Doc | undefined): Doc {
  const seed: Doc = {};
  const visit = (q: Doc): void => {
    for (const [key, cond] of Object.entries(q)) {
      if (key === "$and" && Array.isArray(cond)) {
        for (const part of cond) if (isPlainObject(part)) visit(part);
        continue;
      }
      if (key.startsWith("$")) continue;
      if (isOperatorObject(cond)) {
        const c = cond as Doc;
        if ("$eq" in c) setPath(seed, key, c.$eq);
        continue;
      }
      setPath(seed, key, cond);
    }
  };
  if (query) visit(query);
  return seed;
}

/** mongod puts _id first and generates an ObjectId when none is given. */
export function withId(doc: Doc): Doc {
  if (doc._id !== undefined && Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  const out = { _id: _id === undefined ? new ObjectId() : _id, ...rest };
  copyDoubleMarks(doc, out);
  return out;
}

export function buildUpsertDocument(query: Doc | undefined, u: UpdateSpec, opts: UpdateOptions): Doc {
  const seed = upsertSeed(query);
  if (!Array.isArray(u) && !isOperatorUpdate(u)) {
    const replacement = cloneDoc(u);
    if (replacement._id === undefined && seed._id !== undefined) replacement._id = seed._id;
    return withId(replacement);
  }
  return withId(applyUpdate(seed, u, { arrayFilters: opts.arrayFilters, variables: opts.variables }, true));
}
