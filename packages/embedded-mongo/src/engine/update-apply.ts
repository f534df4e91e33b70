import { ObjectId } from "bson";
import { updateOne } from "mingo";
import { cloneDoc, type Doc, isOperatorObject, isPlainObject, setPath } from "../bson-utils";
import { CommandError, ErrorCodes, toCommandError } from "../errors";
import { keyOf } from "../keys";
import { assertNoConflicts, resolvePositional } from "./positional";
import { runPipeline, type Variables } from "./query";

export type UpdateSpec = Doc | Doc[];

export interface UpdateOptions {
  arrayFilters?: Doc[];
  /** Original query, needed to resolve the positional `$` operator. */
  query?: Doc;
  /** Command-level `let` (and a statement's `c` constants). */
  variables?: Variables;
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
  const next = cloneDoc(doc);
  if (Array.isArray(u)) return applyPipelineUpdate(next, u, opts);
  if (!isOperatorUpdate(u)) {
    if ("_id" in u && keyOf(u._id) !== keyOf(doc._id) && doc._id !== undefined) {
      throw alteredId(u._id);
    }
    const replaced: Doc = { _id: doc._id };
    for (const [k, v] of Object.entries(cloneDoc(u))) if (k !== "_id") replaced[k] = v;
    if (replaced._id === undefined) delete replaced._id;
    return replaced;
  }
  assertNoConflicts(u);
  const modifier: Doc = { ...u };
  if (modifier.$setOnInsert) {
    if (inserting) modifier.$set = { ...(modifier.$set as Doc | undefined), ...(modifier.$setOnInsert as Doc) };
    delete modifier.$setOnInsert;
  }
  if (Object.keys(modifier).length === 0) return next;
  const updated = runMingoUpdate(next, resolvePositional(modifier, next, opts.query, opts.variables), opts);
  if (keyOf(updated._id) !== keyOf(doc._id) && doc._id !== undefined) throw immutableId(updated._id);
  return updated;
}

function runMingoUpdate(doc: Doc, modifier: Doc | Doc[], opts: UpdateOptions): Doc {
  const holder = [doc];
  try {
    updateOne(holder, opts.query ?? {}, modifier as Parameters<typeof updateOne>[2], {
      arrayFilters: opts.arrayFilters,
      cloneMode: "deep",
      ...(opts.variables ? { let: opts.variables } : {}),
    }, { scriptEnabled: false });
  } catch (err) {
    throw toCommandError(err);
  }
  return holder[0] as Doc;
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
  return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
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
