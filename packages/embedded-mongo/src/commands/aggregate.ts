import { type CollationSpec, effectiveCollation } from "../engine/collation";
import { isNumber, resolve } from "mingo/util";
import { cloneDoc, type Doc, isPlainObject } from "../bson-utils";
import type { Collection } from "../engine/collection";
import { type CollectionResolver, type FindTrace, geoNearStage, runFind, runPipeline, type Variables } from "../engine/query";
import { mentionsNear, NEAR_NOT_ALLOWED } from "../engine/geo";
import { mentionsText } from "../engine/text";
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
  "$vectorSearch",
]);

/**
 * A `$group` on a constant `_id` whose fields are all `$sum`s of a number or of a field path:
 * how countDocuments counts and how totals are summed. Answered in one plain pass over the
 * matches, with mingo's own rules (only numbers add up; `{$sum: n}` is n per document), instead
 * of building the group document by document.
 */
interface ConstantGroup {
  id: null | number;
  sums: [string, number | string][];
}

function constantGroupOf(stages: Doc[]): ConstantGroup | null {
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
  return { id: group._id, sums };
}

/** A constant group that only counts (every field a `$sum` of a number): its matches need not be read. */
const onlyCounts = (group: ConstantGroup | null): group is ConstantGroup => group !== null && group.sums.every(([, operand]) => typeof operand === "number");

/** The group's one document over `count` matches (`input` holding them when a field sums a path). */
function groupResult(group: ConstantGroup, count: number, input: Doc[] = []): Doc[] {
  if (count === 0) return [];
  const result: Doc = { _id: group.id };
  for (const [field, operand] of group.sums) {
    if (typeof operand === "number") {
      result[field] = count * operand;
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
  /** The input carries text scores (a leading $match with $text): removed from the output. */
  scored?: boolean;
  /** The command's collation, else the collection's default. */
  collation?: CollationSpec;
  /** A count the index answered (Collection.countByIndex): `input` is not read, the count stands for it. */
  counted?: number;
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
  pipeline.forEach((stage, i) => {
    if (i > 0 && isPlainObject(stage) && mentionsText(stage.$match)) {
      throw new CommandError(ErrorCodes.TextMatchNotFirst, "$match with $text is only allowed as the first pipeline stage");
    }
    if (isPlainObject(stage) && mentionsNear(stage.$match)) throw new CommandError(ErrorCodes.BadValue, NEAR_NOT_ALLOWED);
    if (i > 0 && isPlainObject(stage) && "$geoNear" in stage) {
      throw new CommandError(ErrorCodes.GeoNearNotFirst, "$geoNear was not the first stage in the pipeline.");
    }
  });
  const variables = letArg(cmd);
  let input: Doc[];
  let stages = pipeline;
  let ns: string;
  let coll: Collection | undefined;
  let filter: Doc = {};
  let scored = false;
  let collation: CollationSpec | undefined;
  if (typeof target === "string") {
    ns = `${ctx.db}.${target}`;
    coll = ctx.catalog.get(ctx.db, target);
    coll?.checkHint(cmd.hint);
    collation = effectiveCollation(cmd.collation, coll?.options);
    const first = pipeline[0];
    if (first && "$geoNear" in first) {
      input = geoNearStage(coll, first.$geoNear, variables);
      return { ns, coll, filter, input, stages: pipeline.slice(1), resolve: resolver(ctx), variables, collation };
    }
    // A leading $match goes through the indexed find path so it can avoid a scan.
    if (first && isPlainObject(first.$match)) {
      filter = first.$match;
      stages = pipeline.slice(1);
    }
    const group = constantGroupOf(stages);
    const indexed = coll && !collation && onlyCounts(group) && (cmd.hint === undefined || cmd.hint === null) ? coll.countByIndex(filter) : null;
    if (indexed) {
      if (trace) Object.assign(trace, { plan: indexed.plan, keysExamined: indexed.count, docsExamined: 0, nReturned: indexed.count, matched: indexed.count });
      return { ns, coll, filter, input: [], stages, resolve: resolver(ctx), variables, counted: indexed.count };
    }
    const scores = new Map<Doc, number>();
    // A constant sum reads only its summed fields of each match.
    const fields = group?.sums.some(([, operand]) => typeof operand === "string") ? group.sums.map(([, operand]) => String(operand)) : undefined;
    input = runFind(coll, { filter, variables, hint: cmd.hint, scores, collation, fields, ...(trace ? { trace } : {}) });
    if (scores.size > 0 || stages.some(usesTextScore)) {
      ({ input, stages } = withTextScores(input, stages, scores));
      scored = true;
    }
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
  const resolve = resolver(ctx);
  return { ns, coll, filter, input, stages, resolve, variables, scored, collation };
}

/** The other collections $lookup and friends read, each copied once per command. */
function resolver(ctx: CommandContext): CollectionResolver {
  const resolved = new Map<string, Doc[]>();
  return (name: string): Doc[] => {
    let docs = resolved.get(name);
    if (!docs) {
      docs = [...(ctx.catalog.get(ctx.db, name)?.docs.values() ?? [])].map(cloneDoc);
      resolved.set(name, docs);
    }
    return docs;
  };
}

/** The stages after the input, run as the aggregate command runs them. */
export function runStages(source: AggregateSource): Doc[] {
  const { input, stages, resolve, variables } = source;
  const group = constantGroupOf(stages);
  if (group && source.counted !== undefined) return groupResult(group, source.counted);
  const out = group ? groupResult(group, input.length, input) : stages.length ? runPipeline(input, stages, resolve, variables, source.collation) : input;
  return source.scored ? out.map(withoutScoreField) : out;
}

// ---- { $meta: "textScore" } after a leading $match with $text: each input document carries its
// score in a field no stored name can collide with (U+E001), the stages read it as a field path
// (a $sort on it is highest first), and it is removed from the documents the pipeline returns.
const SCORE_FIELD = "\ue001textScore";

function isTextScore(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value).length === 1 && value.$meta === "textScore";
}

function usesTextScore(value: unknown): boolean {
  if (isTextScore(value)) return true;
  if (Array.isArray(value)) return value.some(usesTextScore);
  return isPlainObject(value) && Object.values(value).some(usesTextScore);
}

function rewriteTextScore(value: unknown): unknown {
  if (isTextScore(value)) return `$${SCORE_FIELD}`;
  if (Array.isArray(value)) return value.map(rewriteTextScore);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteTextScore(v)]));
}

function withTextScores(input: Doc[], stages: Doc[], scores: Map<Doc, number>): { input: Doc[]; stages: Doc[] } {
  if (scores.size === 0 && input.length > 0) {
    throw new CommandError(ErrorCodes.TextScoreUnavailable, "query requires text score metadata, but it is not available");
  }
  return {
    input: input.map((doc) => ({ ...doc, [SCORE_FIELD]: scores.get(doc) })),
    stages: stages.map((stage) => {
      if (isPlainObject(stage.$sort)) {
        return { $sort: Object.fromEntries(Object.entries(stage.$sort).map(([k, v]) => (isTextScore(v) ? [SCORE_FIELD, -1] : [k, v]))) };
      }
      return rewriteTextScore(stage) as Doc;
    }),
  };
}

function withoutScoreField(doc: Doc): Doc {
  if (!isPlainObject(doc) || !(SCORE_FIELD in doc)) return doc;
  const { [SCORE_FIELD]: _score, ...rest } = doc;
  return rest;
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
