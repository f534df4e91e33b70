import type { Doc } from "../bson-utils";
import { effectiveCollation } from "../engine/collation";
import { matching, project } from "../engine/query";
import { validateUpdate } from "../engine/update-apply";
import { CommandError, ErrorCodes } from "../errors";
import { collectionArg, docArg, type Handler, letArg } from "./context";
import { runUpdate } from "./write-helpers";

/** Errors here are top-level (ok: 0), not writeErrors, exactly as mongod answers. */
const findAndModify: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "findAndModify" in cmd ? "findAndModify" : "findandmodify");
  const query = docArg(cmd, "query") ?? {};
  const sort = docArg(cmd, "sort");
  const fields = docArg(cmd, "fields");
  const remove = cmd.remove === true;
  const returnNew = cmd.new === true;
  const upsert = cmd.upsert === true;
  const variables = letArg(cmd);
  ctx.catalog.get(ctx.db, name)?.checkHint(cmd.hint);
  const collation = effectiveCollation(cmd.collation, ctx.catalog.get(ctx.db, name)?.options);
  if (remove && (cmd.update !== undefined || upsert || returnNew)) {
    throw new CommandError(ErrorCodes.FailedToParse, "Cannot specify both an update and a remove=true");
  }
  if (!remove && cmd.update === undefined) {
    throw new CommandError(ErrorCodes.FailedToParse, "Either an update or remove=true must be specified");
  }
  const shown = (doc: Doc | undefined): Doc | null => (doc ? (project([doc], fields, variables)[0] ?? null) : null);

  if (remove) {
    const coll = ctx.catalog.get(ctx.db, name);
    const target = coll ? matching(coll, query, sort, 1, variables, collation)[0] : undefined;
    if (coll && target) coll.remove(target);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: shown(target), ok: 1 };
  }

  const outcome = runUpdate(
    () => ctx.catalog.get(ctx.db, name),
    () => ctx.catalog.ensure(ctx.db, name),
    {
      q: query,
      u: validateUpdate(cmd.update),
      multi: false,
      collation,
      upsert,
      sort,
      arrayFilters: Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Doc[]) : undefined,
      variables,
      bypassDocumentValidation: cmd.bypassDocumentValidation === true,
    },
  );
  if (outcome.upserted) {
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: outcome.upserted._id },
      value: returnNew ? shown(outcome.upserted) : null,
      ok: 1,
    };
  }
  const matched = outcome.matched > 0;
  return {
    lastErrorObject: { n: matched ? 1 : 0, updatedExisting: matched },
    value: shown(returnNew ? outcome.after : outcome.before),
    ok: 1,
  };
};

export const findAndModifyCommands: Record<string, Handler> = { findAndModify, findandmodify: findAndModify };
