import { isNumber, resolve } from "mingo/util";
import { cloneDoc, type Doc, isPlainObject } from "../bson-utils";
import type { Collection } from "../engine/collection";
import { type CollectionResolver, type FindTrace, runFind, runPipeline, type Variables } from "../engine/query";
import { CommandError, ErrorCodes } from "../errors";
import { type CommandContext, docArg, docsArg, type Handler, letArg, numberArg } from "./context";
import { explainCommand } from "./explain";

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

/** What an aggregate reads and runs: its input documents (through the find path) and the stages left. */
export interface AggregateSource {
  ns: string;
  coll: Collection | undefined;
  /** The leading $match handed to the find path ({} when there is none). */
  filter: Doc;
  input: Doc[];
  stages: Doc[];
  resolve: CollectionResolver;
  variables: Variables;
}

export function aggregateSource(ctx: CommandContext, cmd: Doc, trace?: FindTrace): AggregateSource {
  const target = cmd.aggregate;
  const pipeline = docsArg(cmd, "pipeline");
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
  let coll: Collection | undefined;
  let filter: Doc = {};
  if (typeof target === "string") {
    ns = `${ctx.db}.${target}`;
    coll = ctx.catalog.get(ctx.db, target);
    coll?.checkHint(cmd.hint);
    const first = pipeline[0];
    // A leading $match goes through the indexed find path so it can avoid a scan.
    if (first && isPlainObject(first.$match)) {
      filter = first.$match;
      stages = pipeline.slice(1);
    }
    input = runFind(coll, { filter, variables, hint: cmd.hint, ...(trace ? { trace } : {}) });
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
  return { ns, coll, filter, input, stages, resolve, variables };
}

/** The stages after the input, run as the aggregate command runs them. */
export function runStages(source: AggregateSource): Doc[] {
  const { input, stages, resolve, variables } = source;
  return constantGroup(stages, input) ?? (stages.length ? runPipeline(input, stages, resolve, variables) : input);
}

const aggregate: Handler = (ctx, cmd) => {
  if (cmd.explain === true) {
    const { explain: _explain, ...inner } = cmd;
    return explainCommand(ctx, { explain: inner, verbosity: "queryPlanner" });
  }
  const cursorOpts = docArg(cmd, "cursor");
  if (!cursorOpts) {
    throw new CommandError(ErrorCodes.FailedToParse, "The 'cursor' option is required, except for aggregate with the explain argument");
  }
  const source = aggregateSource(ctx, cmd);
  const results = runStages(source);
  const batch = ctx.cursors.open(source.ns, results, numberArg(cursorOpts, "batchSize"), false);
  return { cursor: { firstBatch: batch.docs, id: batch.id, ns: source.ns }, ok: 1 };
};

export const aggregateCommands: Record<string, Handler> = { aggregate };
