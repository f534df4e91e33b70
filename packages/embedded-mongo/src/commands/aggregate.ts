import { isNumber, resolve } from "mingo/util";
import { cloneDoc, type Doc, isPlainObject } from "../bson-utils";
import { runFind, runPipeline } from "../engine/query";
import { CommandError, ErrorCodes } from "../errors";
import { docArg, docsArg, type Handler, letArg, numberArg } from "./context";

/** Stages mongod has but the engine cannot honour; refused rather than silently mis-run. */
const UNSUPPORTED_STAGES = new Set([
  "$out",
  "$merge",
  "$changeStream",
  "$collStats",
  "$indexStats",
  "$currentOp",
  "$listSessions",
  "$planCacheStats",
  "$search",
  "$searchMeta",
  "$geoNear",
  "$vectorSearch",
]);

/**
 * A `$group` on a constant `_id` whose fields are all `$sum`s of a number or of a field path:
 * how countDocuments counts and how totals are summed. Answered in one plain pass over the
 * matches, with mingo's own rules (only numbers add up; `{$sum: n}` is n per document), instead
 * of building the group document by document.
 */
function constantGroup(stages: Doc[], input: Doc[]): Doc[] | null {
  const group = stages.length === 1 && isPlainObject(stages[0]?.$group) ? (stages[0]?.$group as Doc) : null;
  if (!group || !("_id" in group) || !(group._id === null || typeof group._id === "number")) return null;
  const sums: [string, number | string][] = [];
  for (const [field, accumulator] of Object.entries(group)) {
    if (field === "_id") continue;
    if (!isPlainObject(accumulator) || Object.keys(accumulator).length !== 1) return null;
    const operand = accumulator.$sum;
    if (typeof operand === "number" && Number.isFinite(operand)) sums.push([field, operand]);
    else if (typeof operand === "string" && /^\$[^$]/.test(operand)) sums.push([field, operand.slice(1)]);
    else return null;
  }
  if (input.length === 0) return [];
  const result: Doc = { _id: group._id };
  for (const [field, operand] of sums) {
    if (typeof operand === "number") {
      result[field] = input.length * operand;
      continue;
    }
    let total = 0;
    for (const doc of input) {
      const value = resolve(doc, operand);
      if (isNumber(value)) total += value;
    }
    result[field] = total;
  }
  return [result];
}

const aggregate: Handler = (ctx, cmd) => {
  const target = cmd.aggregate;
  const pipeline = docsArg(cmd, "pipeline");
  if (cmd.explain === true) {
    throw new CommandError(ErrorCodes.IllegalOperation, "explain is not supported by the embedded engine");
  }
  const cursorOpts = docArg(cmd, "cursor");
  if (!cursorOpts) {
    throw new CommandError(ErrorCodes.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  for (const stage of pipeline) {
    const keys = isPlainObject(stage) ? Object.keys(stage) : [];
    if (keys.length !== 1) {
      throw new CommandError(ErrorCodes.BadValue, "A pipeline stage specification object must contain exactly one field.");
    }
    const op = keys[0] as string;
    if (UNSUPPORTED_STAGES.has(op)) {
      throw new CommandError(ErrorCodes.UnrecognizedPipelineStage, `Unrecognized pipeline stage name: '${op}' (not supported by the embedded engine)`);
    }
  }
  const variables = letArg(cmd);
  let input: Doc[];
  let stages = pipeline;
  let ns: string;
  if (typeof target === "string") {
    ns = `${ctx.db}.${target}`;
    const coll = ctx.catalog.get(ctx.db, target);
    coll?.checkHint(cmd.hint);
    const first = pipeline[0];
    // A leading $match goes through the indexed find path so it can avoid a scan.
    if (first && isPlainObject(first.$match)) {
      input = runFind(coll, { filter: first.$match, variables, hint: cmd.hint });
      stages = pipeline.slice(1);
    } else input = coll ? coll.throughHint([...coll.docs.values()], cmd.hint, true) : [];
  } else if (target === 1 && pipeline[0] && "$documents" in (pipeline[0] as Doc)) {
    ns = `${ctx.db}.$cmd.aggregate`;
    input = [];
  } else if (target === 1 && pipeline[0] && "$listLocalSessions" in (pipeline[0] as Doc)) {
    if (ctx.db !== "admin") {
      throw new CommandError(ErrorCodes.InvalidNamespace, "$listLocalSessions must be run against the 'admin' database with {aggregate: 1}");
    }
    ns = "admin.$cmd.aggregate";
    input = ctx.sessions.list((pipeline[0] as Doc).$listLocalSessions);
    stages = pipeline.slice(1);
  } else {
    throw new CommandError(ErrorCodes.InvalidNamespace, "{aggregate: 1} is only supported with $documents or $listLocalSessions by the embedded engine");
  }
  const resolved = new Map<string, Doc[]>();
  const resolve = (name: string): Doc[] => {
    let docs = resolved.get(name);
    if (!docs) {
      docs = [...(ctx.catalog.get(ctx.db, name)?.docs.values() ?? [])].map(cloneDoc);
      resolved.set(name, docs);
    }
    return docs;
  };
  const results = constantGroup(stages, input) ?? (stages.length ? runPipeline(input, stages, resolve, variables) : input);
  const batch = ctx.cursors.open(ns, results, numberArg(cursorOpts, "batchSize"), false);
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns }, ok: 1 };
};

export const aggregateCommands: Record<string, Handler> = { aggregate };
