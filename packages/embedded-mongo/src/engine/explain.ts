/**
 * explain's documents, shaped as mongod 7.0's classic engine writes them: `queryPlanner` with the
 * plan the engine actually ran (the `_id` lookup, the index it scanned, or the collection scan;
 * then FETCH, SORT, SKIP, LIMIT, projection), and `executionStats` with the counts of that run.
 */
import { BSON, ObjectId } from "bson";
import { type Doc, isOperatorObject, isPlainObject } from "../bson-utils";
import { crc32 } from "../storage/crc32";
import type { AccessPlan, Collection } from "./collection";
import type { FindTrace } from "./query";

export type Verbosity = "queryPlanner" | "executionStats" | "allPlansExecution";

/** The read explained: the find-like parts of a find, count, distinct or an aggregate's $match. */
export interface ExplainedRead {
  filter: Doc;
  sort?: Doc;
  skip?: number;
  limit?: number;
  projection?: Doc;
}

/** A filter as mongod's parsedQuery prints it: each predicate an operator, several under $and. */
export function parsedQuery(filter: Doc): Doc {
  const parts: Doc[] = [];
  for (const [field, condition] of Object.entries(filter)) {
    if (field === "$and" && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) parts.push(...predicates(parsedQuery(part)));
    } else if (field.startsWith("$")) parts.push({ [field]: condition });
    else if (condition instanceof RegExp) parts.push({ [field]: { $regex: condition.source, ...(condition.flags ? { $options: condition.flags } : {}) } });
    else if (isOperatorObject(condition)) {
      for (const [op, value] of Object.entries(condition as Doc)) if (op !== "$options") parts.push({ [field]: { [op]: value } });
    } else parts.push({ [field]: { $eq: condition } });
  }
  if (parts.length === 0) return {};
  return parts.length === 1 ? (parts[0] as Doc) : { $and: parts };
}

function predicates(parsed: Doc): Doc[] {
  if (Object.keys(parsed).length === 0) return [];
  return Array.isArray(parsed.$and) && Object.keys(parsed).length === 1 ? (parsed.$and as Doc[]) : [parsed];
}

/** A value as mongod prints it in index bounds. */
function boundValue(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  return JSON.stringify(BSON.EJSON.serialize(value as Doc));
}

const MAX_DATE = "new Date(9223372036854775807)";
const MIN_DATE = "new Date(-9223372036854775808)";

function indexBounds(plan: Extract<AccessPlan, { stage: "IXSCAN" }>): Doc {
  const bounds: Doc = {};
  for (const field of plan.index.fields) {
    const descending = plan.index.spec.key[field] === -1;
    let intervals: string[];
    const points = field === plan.field ? plan.points : plan.laterPoints?.[field];
    if (points) {
      intervals = [...points].map((v) => `[${boundValue(v)}, ${boundValue(v)}]`);
    } else if (field === plan.field && plan.range) {
      const { kind, low, high } = plan.range;
      const shown = (at: number) => (kind === "dates" ? `new Date(${at})` : boundValue(at));
      const lowText = low ? `${low.inclusive ? "[" : "("}${shown(low.at)}` : `[${kind === "dates" ? MIN_DATE : "-inf.0"}`;
      const highText = high ? `${shown(high.at)}${high.inclusive ? "]" : ")"}` : `${kind === "dates" ? MAX_DATE : "inf.0"}]`;
      intervals = [`${lowText}, ${highText}`];
    } else intervals = ["[MinKey, MaxKey]"];
    if (descending !== ((plan.direction ?? 1) === -1)) {
      intervals = intervals.reverse().map((interval) => {
        const [open, rest] = [interval[0] as string, interval.slice(1, -1)];
        const close = interval[interval.length - 1] as string;
        const [a, b] = rest.split(", ");
        return `${close === "]" ? "[" : "("}${b}, ${a}${open === "[" ? "]" : ")"}`;
      });
    }
    bounds[field] = intervals;
  }
  return bounds;
}

function multikeyPaths(coll: Collection, fields: string[]): Doc {
  const paths: Doc = {};
  for (const field of fields) {
    const parts = field.split(".");
    const arrays = new Set<string>();
    for (const doc of coll.docs.values()) {
      let cursor: unknown[] = [doc];
      parts.forEach((part, i) => {
        const next: unknown[] = [];
        for (const value of cursor) {
          if (!isPlainObject(value)) continue;
          const child = value[part];
          if (Array.isArray(child)) {
            arrays.add(parts.slice(0, i + 1).join("."));
            next.push(...child);
          } else next.push(child);
        }
        cursor = next;
      });
    }
    paths[field] = [...arrays];
  }
  return paths;
}

interface Stage {
  node: Doc;
  /** executionStats' per-stage counters besides nReturned. */
  stats: Doc;
  nReturned: number;
}

/** The stages of the plan from the leaf up, each with its counters. */
function planStages(coll: Collection | undefined, read: ExplainedRead, trace: FindTrace | undefined, kind: "find" | "count"): Stage[] {
  const plan: AccessPlan = trace?.plan ?? { stage: "COLLSCAN" };
  const parsed = parsedQuery(read.filter);
  const keys = trace?.keysExamined ?? 0;
  const docs = trace?.docsExamined ?? 0;
  const returned = trace?.nReturned ?? 0;
  const stages: Stage[] = [];
  const matchedBeforeLimit = trace?.matched ?? returned;
  if (plan.stage === "IDHACK") {
    stages.push({ node: { stage: "IDHACK" }, stats: { keysExamined: keys, docsExamined: docs }, nReturned: matchedBeforeLimit });
  } else if (plan.stage === "IXSCAN") {
    const index = plan.index;
    const ixscan: Doc = {
      stage: "IXSCAN",
      keyPattern: index.spec.key,
      indexName: index.name,
      isMultiKey: false,
      multiKeyPaths: {},
      isUnique: index.spec.unique === true,
      isSparse: index.spec.sparse === true,
      isPartial: index.spec.partialFilterExpression !== undefined,
      indexVersion: index.spec.v ?? 2,
      direction: (plan.direction ?? 1) === -1 ? "backward" : "forward",
      indexBounds: indexBounds(plan),
    };
    if (coll) {
      const paths = multikeyPaths(coll, index.fields);
      ixscan.isMultiKey = Object.values(paths).some((p) => (p as string[]).length > 0);
      ixscan.multiKeyPaths = paths;
    }
    const pointFields = new Set([...(plan.points && plan.field ? [plan.field] : []), ...Object.keys(plan.laterPoints ?? {})]);
    const rest = predicates(parsed).filter((p) => {
      const field = Object.keys(p)[0] as string;
      return !(pointFields.has(field) && isPlainObject(p[field]) && ("$eq" in (p[field] as Doc) || "$in" in (p[field] as Doc)));
    });
    if (kind === "count" && rest.length === 0 && plan.points?.length === 1 && index.fields.length === 1 && !ixscan.isMultiKey) {
      // The index alone answers an equality count: COUNT_SCAN between two keys, no document read.
      const { stage: _stage, direction: _direction, indexBounds: _bounds, ...described } = ixscan;
      const key = { [index.fields[0] as string]: plan.points[0] };
      stages.push({
        node: { stage: "COUNT_SCAN", ...described, indexBounds: { startKey: key, startKeyInclusive: true, endKey: key, endKeyInclusive: true } },
        stats: { keysExamined: keys },
        nReturned: keys,
      });
      stages.push({ node: { stage: "COUNT" }, stats: { nCounted: Math.max(0, Math.min(read.limit || Infinity, keys - (read.skip ?? 0))), nSkipped: Math.min(read.skip ?? 0, keys) }, nReturned: 0 });
      return stages;
    }
    stages.push({ node: ixscan, stats: { keysExamined: keys, seeks: 1, dupsTested: 0, dupsDropped: 0 }, nReturned: keys });
    const fetch: Doc = { stage: "FETCH" };
    if (rest.length > 0) fetch.filter = rest.length === 1 ? rest[0] : { $and: rest };
    stages.push({ node: fetch, stats: { docsExamined: docs, alreadyHasObj: 0 }, nReturned: matchedBeforeLimit });
  } else if (plan.stage === "GEO_NEAR") {
    // mongod's $near: one stage reading the geo index outward from the point, fetching as it goes.
    const kind = plan.index.spec.key[plan.field] === "2d" ? "2D" : "2DSPHERE";
    const rest = predicates(parsed).filter((p) => Object.keys(p)[0] !== plan.field);
    const node: Doc = { stage: `GEO_NEAR_${kind}`, keyPattern: plan.index.spec.key, indexName: plan.index.name, indexVersion: plan.index.spec.v ?? 2 };
    if (rest.length > 0) node.filter = rest.length === 1 ? rest[0] : { $and: rest };
    stages.push({ node, stats: { keysExamined: keys, docsExamined: docs }, nReturned: matchedBeforeLimit });
  } else if (plan.stage === "TEXT") {
    // mongod: the text index scanned for each term (TEXT_OR merges them), then the documents
    // fetched and matched against phrases, negations and the rest of the filter.
    const index = plan.index;
    const ixscan: Doc = {
      stage: "IXSCAN",
      keyPattern: index.spec.key,
      indexName: index.name,
      isMultiKey: true,
      isUnique: false,
      isSparse: false,
      isPartial: index.spec.partialFilterExpression !== undefined,
      indexVersion: index.spec.v ?? 2,
      direction: "backward",
      indexBounds: {},
    };
    stages.push({ node: ixscan, stats: { keysExamined: keys, seeks: 1, dupsTested: 0, dupsDropped: 0 }, nReturned: keys });
    stages.push({ node: { stage: "TEXT_OR" }, stats: { docsExamined: docs }, nReturned: docs });
    const rest = predicates(parsed).filter((p) => !("$text" in p));
    const fetch: Doc = { stage: "FETCH" };
    if (rest.length > 0) fetch.filter = rest.length === 1 ? rest[0] : { $and: rest };
    stages.push({ node: fetch, stats: { alreadyHasObj: docs }, nReturned: matchedBeforeLimit });
    const { terms, negatedTerms, phrases, negatedPhrases } = plan.query;
    stages.push({
      node: { stage: "TEXT_MATCH", indexPrefix: {}, indexName: index.name, parsedTextQuery: { terms, negatedTerms, phrases, negatedPhrases }, textIndexVersion: 3 },
      stats: { docsRejected: 0 },
      nReturned: matchedBeforeLimit,
    });
  } else {
    const collscan: Doc = { stage: "COLLSCAN" };
    if (Object.keys(parsed).length > 0) collscan.filter = parsed;
    collscan.direction = (plan.direction ?? 1) === -1 ? "backward" : "forward";
    stages.push({ node: collscan, stats: { docsExamined: docs }, nReturned: matchedBeforeLimit });
  }
  const skip = read.skip ?? 0;
  const limit = read.limit ?? 0;
  if (kind === "count") {
    stages.push({ node: { stage: "COUNT" }, stats: { nCounted: Math.max(0, Math.min(limit || Infinity, matchedBeforeLimit - skip)), nSkipped: Math.min(skip, matchedBeforeLimit) }, nReturned: 0 });
    return stages;
  }
  if (trace?.sortedInMemory && read.sort) {
    const sort: Doc = { stage: "SORT", sortPattern: read.sort, memLimit: 104857600 };
    if (limit) sort.limitAmount = skip + limit;
    sort.type = "simple";
    stages.push({ node: sort, stats: { totalDataSizeSorted: 0, usedDisk: false, spills: 0 }, nReturned: limit ? Math.min(matchedBeforeLimit, skip + limit) : matchedBeforeLimit });
  }
  if (skip) stages.push({ node: { stage: "SKIP", skipAmount: skip }, stats: {}, nReturned: Math.max(0, matchedBeforeLimit - skip) });
  if (limit && !(trace?.sortedInMemory && read.sort)) stages.push({ node: { stage: "LIMIT", limitAmount: limit }, stats: {}, nReturned: returned });
  if (read.projection && Object.keys(read.projection).length > 0) {
    const simple = Object.values(read.projection).every((v) => typeof v === "number" || typeof v === "boolean");
    stages.push({ node: { stage: simple ? "PROJECTION_SIMPLE" : "PROJECTION_DEFAULT", transformBy: read.projection }, stats: {}, nReturned: returned });
  }
  const top = stages[stages.length - 1] as Stage;
  top.nReturned = returned;
  return stages;
}

function nest(stages: Stage[], withStats: boolean): Doc {
  let inner: Doc | undefined;
  for (const stage of stages) {
    const node: Doc = { ...stage.node };
    if (withStats) {
      Object.assign(node, {
        nReturned: stage.nReturned,
        executionTimeMillisEstimate: 0,
        works: stage.nReturned + 1,
        advanced: stage.nReturned,
        needTime: 0,
        needYield: 0,
        saveState: 0,
        restoreState: 0,
        isEOF: 1,
        ...stage.stats,
      });
    }
    if (inner) node.inputStage = inner;
    inner = node;
  }
  return inner ?? {};
}

/** An 8-hex-digit hash of the query's shape (its fields and operators, not its values). */
function shapeHash(value: unknown): string {
  const shape = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(shape);
    if (isPlainObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]));
    return typeof v;
  };
  return crc32(Buffer.from(JSON.stringify(shape(value)))).toString(16).toUpperCase().padStart(8, "0");
}

export function queryPlanner(coll: Collection | undefined, ns: string, read: ExplainedRead, trace: FindTrace | undefined, kind: "find" | "count" = "find"): Doc {
  const winningPlan =
    kind === "count" && Object.keys(read.filter).length === 0 && !trace ? { stage: "RECORD_STORE_FAST_COUNT" } : nest(planStages(coll, read, trace, kind), false);
  const hash = shapeHash({ filter: read.filter, sort: read.sort ?? {}, projection: read.projection ?? {} });
  return {
    namespace: ns,
    indexFilterSet: false,
    parsedQuery: parsedQuery(read.filter),
    queryHash: hash,
    planCacheKey: shapeHash({ hash, indexes: coll ? [...coll.indexes.keys()] : [] }),
    maxIndexedOrSolutionsReached: false,
    maxIndexedAndSolutionsReached: false,
    maxScansToExplodeReached: false,
    winningPlan,
    rejectedPlans: [],
  };
}

export function executionStats(coll: Collection | undefined, ns: string, read: ExplainedRead, trace: FindTrace | undefined, ms: number, verbosity: Verbosity, kind: "find" | "count" = "find"): Doc {
  const planned = planStages(coll, read, trace, kind);
  const total = (counter: string) => planned.reduce((n, stage) => n + (typeof stage.stats[counter] === "number" ? (stage.stats[counter] as number) : 0), 0);
  const stats: Doc = {
    executionSuccess: true,
    nReturned: kind === "count" ? 0 : (trace?.nReturned ?? 0),
    executionTimeMillis: ms,
    totalKeysExamined: total("keysExamined"),
    totalDocsExamined: total("docsExamined"),
    executionStages: nest(planned, true),
  };
  if (verbosity === "allPlansExecution") stats.allPlansExecution = [];
  return stats;
}
