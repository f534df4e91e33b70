import { Long } from "bson";
import type { Doc } from "../bson-utils";
import { effectiveCollation } from "../engine/collation";
import { lazyScan } from "../engine/lazy-scan";
import { lazyIndexedSort } from "../engine/lazy-sort";
import { runFind } from "../engine/query";
import { CommandError, ErrorCodes } from "../errors";
import { collectionArg, cursorReply, docArg, type Handler, letArg, numberArg } from "./context";

const find: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "find");
  const ns = `${ctx.db}.${name}`;
  const rawLimit = numberArg(cmd, "limit") ?? 0;
  const skip = numberArg(cmd, "skip") ?? 0;
  if (skip < 0) throw new CommandError(ErrorCodes.BadValue, "skip value must be non-negative");
  const batchSize = numberArg(cmd, "batchSize");
  if (batchSize !== undefined && batchSize < 0) throw new CommandError(ErrorCodes.BadValue, "batchSize value must be non-negative");
  // A negative limit is the legacy spelling of "limit, single batch".
  const singleBatch = cmd.singleBatch === true || rawLimit < 0;
  const limit = Math.abs(rawLimit);
  const coll = ctx.catalog.get(ctx.db, name);
  coll?.checkHint(cmd.hint);
  // Every argument is read (and refused if bad) before either path runs.
  const spec = { filter: docArg(cmd, "filter"), sort: docArg(cmd, "sort"), projection: docArg(cmd, "projection"), skip, limit, hint: cmd.hint, variables: letArg(cmd), collation: effectiveCollation(cmd.collation, coll?.options) };
  const docs = (coll && (lazyScan(coll, spec) ?? lazyIndexedSort(coll, spec))) ?? runFind(coll, spec);
  const batch = ctx.cursors.open(ns, docs, singleBatch && batchSize === undefined ? docs.length : batchSize, singleBatch);
  return cursorReply(ns, batch.id, batch.docs, true);
};

function toLong(value: unknown): Long {
  if (value instanceof Long) return value;
  if (typeof value === "number") return Long.fromNumber(value);
  if (typeof value === "bigint") return Long.fromBigInt(value);
  throw new CommandError(ErrorCodes.TypeMismatch, "cursor id must be a long");
}

const getMore: Handler = (ctx, cmd) => {
  const id = toLong(cmd.getMore);
  const name = collectionArg(cmd, "collection");
  const ns = `${ctx.db}.${name}`;
  const batch = ctx.cursors.next(id, ns, numberArg(cmd, "batchSize"));
  return cursorReply(ns, batch.id, batch.docs, false);
};

const killCursors: Handler = (ctx, cmd) => {
  const ids = Array.isArray(cmd.cursors) ? cmd.cursors.map(toLong) : [];
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const id of ids) (ctx.cursors.kill(id) ? killed : notFound).push(id);
  const reply: Doc = { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  return reply;
};

export const findCommands: Record<string, Handler> = { find, getMore, killCursors };
