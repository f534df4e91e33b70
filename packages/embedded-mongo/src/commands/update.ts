import type { Doc } from "../bson-utils";
import { validateUpdate } from "../engine/update-apply";
import { toCommandError } from "../errors";
import { effectiveCollation } from "../engine/collation";
import { checkStatementFields } from "./command-fields";
import { collectionArg, docsArg, type Handler, letArg } from "./context";
import { runUpdate } from "./write-helpers";

const update: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "update");
  const statements = docsArg(cmd, "updates");
  const ordered = cmd.ordered !== false;
  checkStatementFields("update", "updates", statements);
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  for (let i = 0; i < statements.length; i++) {
    const s = statements[i] as Doc;
    try {
      const collation = effectiveCollation(s.collation, ctx.catalog.get(ctx.db, name)?.options);
      ctx.catalog.get(ctx.db, name)?.checkHint(s.hint);
      const outcome = runUpdate(
        () => ctx.catalog.get(ctx.db, name),
        () => ctx.catalog.ensure(ctx.db, name),
        {
          q: (s.q as Doc | undefined) ?? {},
          u: validateUpdate(s.u),
          multi: s.multi === true,
          upsert: s.upsert === true,
          arrayFilters: Array.isArray(s.arrayFilters) ? (s.arrayFilters as Doc[]) : undefined,
          variables: letArg(cmd, s.c),
          collation,
          bypassDocumentValidation: cmd.bypassDocumentValidation === true,
        },
      );
      if (outcome.upserted) {
        n += 1;
        upserted.push({ index: i, _id: outcome.upserted._id });
      } else {
        n += outcome.matched;
        nModified += outcome.modified;
      }
    } catch (err) {
      writeErrors.push(toCommandError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, nModified };
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
};

export const updateCommands: Record<string, Handler> = { update };
