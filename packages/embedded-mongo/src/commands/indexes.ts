import { Long } from "bson";
import { type Doc, isPlainObject } from "../bson-utils";
import { defaultIndexName, type IndexSpec } from "../engine/indexes";
import { isTextIndexKey, normalizeTextSpec } from "../engine/text";
import { CommandError, ErrorCodes } from "../errors";
import { type CollationSpec, parseCollation } from "../engine/collation";
import { collectionArg, cursorReply, docsArg, type Handler } from "./context";

/** Key kinds that compare by their own rules (words, coordinates): a collation has no place on them. */
const UNCOLLATED = new Set(["text", "2d", "2dsphere"]);

/**
 * The spec createIndexes stores: with its collation normalised (collation.ts), or the collection's
 * default when it names none, as mongod lists it; an explicit simple collation stores none.
 */
function toSpec(raw: Doc, defaultCollation: CollationSpec | undefined): IndexSpec {
  const named = parseCollation(raw.collation);
  if (!isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new CommandError(ErrorCodes.BadValue, "Index key pattern must be a non-empty object");
  }
  const spec: IndexSpec = { v: 2, key: raw.key, name: typeof raw.name === "string" ? raw.name : defaultIndexName(raw.key) };
  for (const [k, v] of Object.entries(raw)) {
    if (k === "key" || k === "name" || k === "v" || k === "background" || k === "ns" || k === "collation") continue;
    if (v !== undefined && v !== false) spec[k] = v;
  }
  if (spec.expireAfterSeconds !== undefined) spec.expireAfterSeconds = Number(spec.expireAfterSeconds);
  const collation = raw.collation === undefined ? defaultCollation : named;
  if (collation) {
    const kind = Object.values(spec.key).find((k) => typeof k === "string" && UNCOLLATED.has(k));
    if (kind !== undefined) throw new CommandError(ErrorCodes.CannotCreateIndex, `Index type '${String(kind)}' does not support collation: ${JSON.stringify(collation)}`);
    spec.collation = collation;
  }
  return isTextIndexKey(spec.key) ? normalizeTextSpec(spec) : spec;
}

const createIndexes: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "createIndexes");
  const existing = ctx.catalog.get(ctx.db, name);
  const specs = docsArg(cmd, "indexes").map((raw) => toSpec(raw, existing?.options.collation as CollationSpec | undefined));
  const existed = existing !== undefined;
  const coll = ctx.catalog.ensure(ctx.db, name);
  const before = coll.indexes.size;
  let created = 0;
  for (const spec of specs) if (coll.createIndex(spec)) created++;
  const reply: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size,
    createdCollectionAutomatically: !existed,
    ok: 1,
  };
  if (created === 0) reply.note = "all indexes already exist";
  return reply;
};

const listIndexes: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "listIndexes");
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const specs = [...coll.indexes.values()].map((i) => ({ ...i.spec }));
  return cursorReply(`${ctx.db}.${name}`, Long.ZERO, specs, true);
};

const dropIndexes: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "dropIndexes");
  const coll = ctx.catalog.get(ctx.db, name);
  if (!coll) throw new CommandError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.size;
  const target = cmd.index;
  let names: string[];
  if (target === "*") names = [...coll.indexes.keys()].filter((n) => n !== "_id_");
  else if (typeof target === "string") names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const match = [...coll.indexes.values()].find((i) => JSON.stringify(i.spec.key) === JSON.stringify(target));
    if (!match) throw new CommandError(ErrorCodes.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
    names = [match.name];
  } else throw new CommandError(ErrorCodes.TypeMismatch, "index must be a string, array or object");
  for (const n of names) if (n !== "_id_" || target !== "*") coll.dropIndex(n);
  return { nIndexesWas, ok: 1 };
};

export const indexCommands: Record<string, Handler> = { createIndexes, listIndexes, dropIndexes, deleteIndexes: dropIndexes };
