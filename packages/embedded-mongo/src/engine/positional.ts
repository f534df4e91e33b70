import { type Doc, isPlainObject, setPath } from "../bson-utils";
import { CommandError, ErrorCodes } from "../errors";
import { compileFilter, type Variables } from "./query";

const NO_MATCH = "The positional operator did not find the match needed from the query.";

/**
 * mongod refuses an update only when one path is another or lies under it. mingo's own check
 * stops each path at its `$`, so `a.$.x` and `a.$.y` would look like the same path to it:
 * this runs first, on the paths as written ($rename's targets included), with mongod's code and message.
 */
export function assertNoConflicts(modifier: Doc): void {
  const seen: string[][] = [];
  for (const [op, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields)) continue;
    const paths = Object.entries(fields).flatMap(([path, to]) => (op === "$rename" && typeof to === "string" ? [path, to] : [path]));
    for (const path of paths) {
      const parts = path.split(".");
      for (const other of seen) {
        const shared = Math.min(parts.length, other.length);
        if (parts.slice(0, shared).every((p, i) => p === other[i])) {
          throw new CommandError(
            ErrorCodes.ConflictingUpdateOperators,
            `Updating the path '${path}' would create a conflict at '${parts.slice(0, shared).join(".")}'`,
          );
        }
      }
      seen.push(parts);
    }
  }
}

/**
 * Replaces each positional `$` with the index of the first element that the query's condition
 * on that array matched, as mongod does, so mingo then sees plain, distinct paths.
 * Without a query (an upsert's insert) there is no match, and mongod refuses.
 */
export function resolvePositional(modifier: Doc, doc: Doc, query: Doc | undefined, variables: Variables): Doc {
  const resolved: Doc = {};
  for (const [op, fields] of Object.entries(modifier)) {
    if (!isPlainObject(fields) || !Object.keys(fields).some(hasPositional)) {
      resolved[op] = fields;
      continue;
    }
    const next: Doc = {};
    for (const [path, value] of Object.entries(fields)) {
      next[hasPositional(path) ? concretePath(path, doc, query, variables) : path] = value;
    }
    resolved[op] = next;
  }
  return resolved;
}

function hasPositional(path: string): boolean {
  return path.split(".").includes("$");
}

function concretePath(path: string, doc: Doc, query: Doc | undefined, variables: Variables): string {
  const parts = path.split(".");
  const at = parts.indexOf("$");
  if (parts.indexOf("$", at + 1) !== -1) {
    throw new CommandError(ErrorCodes.BadValue, `Too many positional (i.e. '$') elements found in path '${path}'`);
  }
  const arrayPath = parts.slice(0, at).join(".");
  const array = valueAt(doc, parts.slice(0, at));
  const conditions = query ? conditionsOn(query, arrayPath) : [];
  if (!Array.isArray(array) || conditions.length === 0) throw new CommandError(ErrorCodes.BadValue, NO_MATCH);
  const tests = conditions.map((condition) => compileFilter(condition, variables));
  const matches = (test: (typeof tests)[number], element: unknown): boolean => {
    const probe: Doc = {};
    setPath(probe, arrayPath, [element]);
    return test.test(probe);
  };
  let index = array.findIndex((element) => tests.every((test) => matches(test, element)));
  if (index === -1) index = array.findIndex((element) => tests.some((test) => matches(test, element)));
  if (index === -1) throw new CommandError(ErrorCodes.BadValue, NO_MATCH);
  parts[at] = String(index);
  return parts.join(".");
}

function valueAt(doc: Doc, parts: string[]): unknown {
  let cursor: unknown = doc;
  for (const part of parts) {
    if (Array.isArray(cursor) && /^\d+$/.test(part)) cursor = cursor[Number(part)];
    else if (isPlainObject(cursor)) cursor = cursor[part];
    else return undefined;
  }
  return cursor;
}

/** The query's conditions on the array or on fields inside its elements, top level and under $and. */
function conditionsOn(query: Doc, arrayPath: string): Doc[] {
  const found: Doc[] = [];
  for (const [key, condition] of Object.entries(query)) {
    if (key === "$and" && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) found.push(...conditionsOn(part, arrayPath));
    } else if (key === arrayPath || key.startsWith(`${arrayPath}.`)) {
      found.push({ [key]: condition });
    }
  }
  return found;
}
