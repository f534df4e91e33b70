import type { Doc } from "../bson-utils";
import { isPlainObject } from "../bson-utils";
import { executionStats, type ExplainedRead, queryPlanner, type Verbosity } from "../engine/explain";
import { type FindTrace, runFind, runPipeline } from "../engine/query";
import { CommandError, ErrorCodes } from "../errors";
import { aggregateSource, runStages } from "./aggregate";
import { checkCommandFields, refuseUnsupportedOptions } from "./command-fields";
import { collectionArg, type CommandContext, docArg, type Handler, letArg, numberArg } from "./context";

const VERBOSITIES = new Set<Verbosity>(["queryPlanner", "executionStats", "allPlansExecution"]);

function newTrace(): FindTrace {
  return { plan: { stage: "COLLSCAN" }, keysExamined: 0, docsExamined: 0, nReturned: 0, sortedInMemory: false };
}

function serverInfo(ctx: CommandContext): Doc {
  return { host: ctx.server.host, port: ctx.server.port, version: "7.0.0", gitVersion: "embedded-mongo" };
}

const SERVER_PARAMETERS: Doc = {
  internalQueryFacetBufferSizeBytes: 104857600,
  internalQueryFacetMaxOutputDocSizeBytes: 104857600,
  internalLookupStageIntermediateDocumentMaxSizeBytes: 104857600,
  internalDocumentSourceGroupMaxMemoryBytes: 104857600,
  internalQueryMaxBlockingSortMemoryUsageBytes: 104857600,
  internalQueryProhibitBlockingMergeOnMongoS: 0,
  internalQueryMaxAddToSetBytes: 104857600,
  internalDocumentSourceSetWindowFieldsMaxMemoryBytes: 104857600,
  internalQueryFrameworkControl: "forceClassicEngine",
};

/** The find-like read of a find, count or distinct command, and the documents it finds. */
function readOf(name: string, cmd: Doc): ExplainedRead {
  if (name === "find") {
    const limit = numberArg(cmd, "limit");
    return {
      filter: docArg(cmd, "filter") ?? {},
      ...(docArg(cmd, "sort") ? { sort: docArg(cmd, "sort") } : {}),
      ...(numberArg(cmd, "skip") ? { skip: numberArg(cmd, "skip") } : {}),
      ...(limit ? { limit: Math.abs(limit) } : {}),
      ...(docArg(cmd, "projection") ? { projection: docArg(cmd, "projection") } : {}),
    };
  }
  if (name === "count") {
    const limit = numberArg(cmd, "limit");
    return { filter: docArg(cmd, "query") ?? {}, ...(numberArg(cmd, "skip") ? { skip: numberArg(cmd, "skip") } : {}), ...(limit ? { limit: Math.abs(limit) } : {}) };
  }
  return { filter: docArg(cmd, "query") ?? {} };
}

/**
 * explain of find, count, distinct and aggregate: the read runs (nothing is written) with a
 * trace of how the engine reached its documents. Writes (update, delete, findAndModify) are not
 * explained: NotImplemented.
 */
export function explainCommand(ctx: CommandContext, cmd: Doc): Doc {
  const inner = cmd.explain;
  if (!isPlainObject(inner)) throw new CommandError(ErrorCodes.FailedToParse, "explain command requires a nested object");
  const verbosity = (cmd.verbosity ?? "allPlansExecution") as Verbosity;
  if (!VERBOSITIES.has(verbosity)) {
    throw new CommandError(ErrorCodes.FailedToParse, `Enumeration value '${String(cmd.verbosity)}' for field 'verbosity' is not a valid value.`);
  }
  const name = Object.keys(inner)[0] ?? "";
  const withStats = verbosity !== "queryPlanner";
  const command: Doc = { ...inner, $db: ctx.db };
  const common = { command, serverInfo: serverInfo(ctx), serverParameters: SERVER_PARAMETERS, ok: 1 };
  if (name === "find" || name === "count" || name === "distinct") {
    checkCommandFields(name, { ...inner, $db: ctx.db });
    refuseUnsupportedOptions(name, inner);
    const collName = collectionArg(inner, name);
    const ns = `${ctx.db}.${collName}`;
    const coll = ctx.catalog.get(ctx.db, collName);
    const read = readOf(name, inner);
    coll?.checkHint(inner.hint);
    const trace = newTrace();
    const started = Date.now();
    const kind = name === "count" ? "count" : "find";
    const fastCount = name === "count" && Object.keys(read.filter).length === 0 && (inner.hint === undefined || inner.hint === null);
    if (!fastCount) {
      runFind(coll, {
        filter: read.filter,
        ...(read.sort ? { sort: read.sort } : {}),
        ...(read.skip && name === "find" ? { skip: read.skip } : {}),
        ...(read.limit && name === "find" ? { limit: read.limit } : {}),
        ...(read.projection ? { projection: read.projection } : {}),
        variables: letArg(inner),
        hint: inner.hint,
        trace,
      });
    }
    const ms = Date.now() - started;
    const out: Doc = { explainVersion: "1", queryPlanner: queryPlanner(coll, ns, read, fastCount ? undefined : trace, kind) };
    if (withStats) {
      out.executionStats = fastCount
        ? { executionSuccess: true, nReturned: 0, executionTimeMillis: ms, totalKeysExamined: 0, totalDocsExamined: 0, executionStages: { stage: "RECORD_STORE_FAST_COUNT", nReturned: 0, executionTimeMillisEstimate: 0, works: 1, advanced: 0, needTime: 0, needYield: 0, saveState: 0, restoreState: 0, isEOF: 1, nCounted: coll?.docs.size ?? 0, nSkipped: 0 } }
        : executionStats(coll, ns, read, trace, ms, verbosity, kind);
    }
    return { ...out, ...common };
  }
  if (name === "aggregate") {
    checkCommandFields(name, { ...inner, $db: ctx.db });
    refuseUnsupportedOptions(name, inner);
    const trace = newTrace();
    const started = Date.now();
    const source = aggregateSource(ctx, inner, trace);
    const read: ExplainedRead = { filter: source.filter };
    const cursorMs = Date.now() - started;
    if (source.stages.length === 0 || typeof inner.aggregate !== "string") {
      // The whole pipeline ran in the query layer: explained as that query, as mongod does.
      const out: Doc = { explainVersion: "1", queryPlanner: queryPlanner(source.coll, source.ns, read, trace) };
      if (withStats) out.executionStats = executionStats(source.coll, source.ns, read, trace, cursorMs, verbosity);
      return { ...out, ...common };
    }
    // A count the index answered reads as mongod's: a COUNT_SCAN under the group.
    const kind = source.counted === undefined ? "find" : "count";
    const cursorStage: Doc = { queryPlanner: queryPlanner(source.coll, source.ns, read, trace, kind) };
    if (withStats) cursorStage.executionStats = executionStats(source.coll, source.ns, read, trace, cursorMs, verbosity, kind);
    const stages: Doc[] = [{ $cursor: cursorStage, ...(withStats ? { nReturned: trace.nReturned, executionTimeMillisEstimate: cursorMs } : {}) }];
    let docs = source.input;
    for (const stage of source.stages) {
      const stageStarted = Date.now();
      if (withStats) docs = source.counted === undefined ? runPipeline(docs, [stage], source.resolve, source.variables) : runStages(source);
      stages.push({ ...stage, ...(withStats ? { nReturned: docs.length, executionTimeMillisEstimate: Date.now() - stageStarted } : {}) });
    }
    return { explainVersion: "1", stages, ...common };
  }
  throw new CommandError(ErrorCodes.NotImplemented, `explain of '${name}' is not supported by the embedded engine (find, count, distinct and aggregate are)`);
}

const explain: Handler = (ctx, cmd) => explainCommand(ctx, cmd);

export const explainCommands: Record<string, Handler> = { explain };
