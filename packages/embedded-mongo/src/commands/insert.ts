import type { Doc } from "../bson-utils";
import { withId } from "../engine/update-apply";
import { enforceValidator } from "../engine/validation";
import { toCommandError } from "../errors";
import { collectionArg, docsArg, type Handler } from "./context";
import { storageBytes } from "./write-helpers";

const insert: Handler = (ctx, cmd) => {
  const name = collectionArg(cmd, "insert");
  const docs = docsArg(cmd, "documents");
  const ordered = cmd.ordered !== false;
  const coll = ctx.catalog.ensure(ctx.db, name);
  const bypass = cmd.bypassDocumentValidation === true;
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < docs.length; i++) {
    try {
      const doc = withId(docs[i] as Doc);
      const bytes = storageBytes(doc);
      enforceValidator(coll.options, doc, undefined, bypass);
      coll.insert(doc, bytes);
      n++;
    } catch (err) {
      writeErrors.push(toCommandError(err).toWriteError(i));
      if (ordered) break;
    }
  }
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

export const insertCommands: Record<string, Handler> = { insert };
