import type { Doc } from "../bson-utils";
import { matching } from "../engine/query";
import { toCommandError } from "../errors";
import { effectiveCollation } from "../engine/collation";
import { checkStatementFields } from "./command-fields";
import { collectionArg, docsArg, type Handler, letArg } from "./context";

const deleteCommand: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "delete");
  const statements = docsArg(cmd, "deletes");
  const ordered = cmd.ordered !== false;
  checkStatementFields("delete", "deletes", statements);
  const coll = ctx.catalog.get(ctx.db, name);
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < statements.length; i++) {
    const s = statements[i] as Doc;
    try {
      const collation = effectiveCollation(s.collation, coll?.options);
      if (!coll) continue;
      coll.checkHint(s.hint);
      const limit = Number(s.limit ?? 0);
      const targets = matching(coll, (s.q as Doc | undefined) ?? {}, undefined, limit === 1 ? 1 : undefined, letArg(cmd), collation);
      for (const doc of targets) coll.remove(doc);
      n += targets.length;
    } catch (err) {
      writeErrors.push(toCommandError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

export const deleteCommands: Record<string, Handler> = { delete: deleteCommand };
