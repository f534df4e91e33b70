import type { Doc } from "../bson-utils";
import { valuesAtPath } from "../bson-utils";
import { mentionsNear, NEAR_NOT_ALLOWED } from "../engine/geo";
import { collationOf, effectiveCollation } from "../engine/collation";
import { runFind } from "../engine/query";
import { CommandError, ErrorCodes } from "../errors";
import { keyOf } from "../keys";
import { collectionArg, docArg, type Handler, numberArg } from "./context";

const count: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "count");
  const coll = ctx.catalog.get(ctx.db, name);
  const query = docArg(cmd, "query");
  const skip = numberArg(cmd, "skip") ?? 0;
  const limit = Math.abs(numberArg(cmd, "limit") ?? 0);
  if (mentionsNear(query)) throw new CommandError(ErrorCodes.BadValue, NEAR_NOT_ALLOWED);
  const collation = effectiveCollation(cmd.collation, coll?.options);
  if (!coll) return { n: 0, ok: 1 };
  coll.checkHint(cmd.hint);
  const hinted = cmd.hint !== undefined && cmd.hint !== null;
  const everything = (!query || Object.keys(query).length === 0) && !hinted;
  // The index's keys are binary: a collated count reads the documents.
  const indexed = query && !hinted && !collation ? coll.countByIndex(query) : null;
  let n = everything ? coll.docs.size : indexed ? indexed.count : runFind(coll, { filter: query, hint: cmd.hint, collation }).length;
  n = Math.max(0, n - skip);
  if (limit > 0) n = Math.min(n, limit);
  return { n, ok: 1 };
};

const distinct: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "distinct");
  const key = cmd.key;
  if (typeof key !== "string" || key.length === 0) throw new CommandError(ErrorCodes.TypeMismatch, "'key' must be a non-empty string");
  const coll = ctx.catalog.get(ctx.db, name);
  const collation = effectiveCollation(cmd.collation, coll?.options);
  const docs = runFind(coll, { filter: docArg(cmd, "query"), collation });
  // Values the collation finds equal are one value: the first met stands for them.
  const collated = collationOf(collation);
  const seen = new Set<string>();
  const values: unknown[] = [];
  for (const doc of docs) {
    for (const value of valuesAtPath(doc, key)) {
      if (value === undefined) continue;
      const k = keyOf(collated ? collated.key(value) : value);
      if (seen.has(k)) continue;
      seen.add(k);
      values.push(value);
    }
  }
  const reply: Doc = { values, ok: 1 };
  return reply;
};

export const countCommands: Record<string, Handler> = { count, distinct };
