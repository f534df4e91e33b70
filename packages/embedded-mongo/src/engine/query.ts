import { Context, ProcessingMode } from "mingo";
import { Aggregator } from "mingo/aggregator";
import * as accumulatorOperators from "mingo/operators/accumulator";
import * as expressionOperators from "mingo/operators/expression";
import * as pipelineOperators from "mingo/operators/pipeline";
import * as projectionOperators from "mingo/operators/projection";
import * as queryOperators from "mingo/operators/query";
import * as windowOperators from "mingo/operators/window";
import { Query } from "mingo/query";
import { cloneDoc, copyDoubleMarks, type Doc, isPlainObject, setPath } from "../bson-utils";
import { CommandError, ErrorCodes, toCommandError } from "../errors";
import type { AccessPlan, Collection } from "./collection";
import { PROJECTION_OPERATORS, QUERY_OPERATORS } from "./query-operators";
import { encodeFilter, encodeKeys, namesReserved } from "./reserved-keys";
import { geometriesAt, nearDistance, nearest, parseNear, splitNearClause } from "./geo";
import { parseTextQuery, splitTextClause, textIndexInfo, textScore } from "./text";
import { excludedFields, inclusionTree, keepIncluded, withoutExcluded } from "./plain-projection";
import { firstInOrder, plainSort, worthSelecting } from "./top-k";
import { compare, resolve } from "mingo/util";
import { jsonSchemaValidator } from "./json-schema";
import { COLLATED_OPERATORS } from "./collated-operators";
import { $sortCollated, collatedSort } from "./collated-sort";
import { sharedOptions } from "./shared-options";
import { type CollationSpec, collationOf, refuseUncollated } from "./collation";

/** mongod returns `_id` first from a projection; mingo appends it after the included fields. */
export function idFirst(doc: Doc): Doc {
  if (!("_id" in doc) || Object.keys(doc)[0] === "_id") return doc;
  const { _id, ...rest } = doc;
  const out = { _id, ...rest };
  copyDoubleMarks(doc, out);
  return out;
}

type Operators = NonNullable<Parameters<typeof Context.init>[0]>;
const { $project } = pipelineOperators;
const projectIdFirst = (...args: Parameters<typeof $project>) => $project(...args).map((d) => idFirst(d as Doc));

/**
 * mingo's operators, with $project wrapped and the query/projection operators of
 * query-operators.ts in place of mingo's; in Context.from the first context's operator wins.
 */
const CONTEXT = Context.from(
  Context.init({
    pipeline: { $project: projectIdFirst, $sort: $sortCollated } as Operators["pipeline"],
    query: { ...QUERY_OPERATORS, ...COLLATED_OPERATORS } as unknown as Operators["query"],
    projection: PROJECTION_OPERATORS as unknown as Operators["projection"],
  }),
  Context.init({
    accumulator: accumulatorOperators as Operators["accumulator"],
    expression: expressionOperators as Operators["expression"],
    pipeline: pipelineOperators as Operators["pipeline"],
    projection: projectionOperators as Operators["projection"],
    query: queryOperators as Operators["query"],
    window: windowOperators as Operators["window"],
  }),
);

/** Command-level `let` variables, as `$$name` in expressions. */
export type Variables = Doc | undefined;

/** $where/$function would run client-supplied JavaScript in the engine process. */
const PLAIN_OPTIONS = { scriptEnabled: false, context: CONTEXT, jsonSchemaValidator };

/** A filter's, projection's or sort's options without variables or collation: most commands'. */
const SHARED_OPTIONS = sharedOptions(PLAIN_OPTIONS);

/** The options a Query runs under (see shared-options.ts). */
function filterOptions(variables: Variables, collation?: CollationSpec) {
  return variables || collation ? queryOptions(variables, collation) : SHARED_OPTIONS;
}

function queryOptions(variables: Variables, collation?: CollationSpec) {
  // mingo's $sort builds its collator from the spec; strengths above 3 compare as 3 there, as in Intl.
  const sortCollation = collation && {
    locale: collation.locale.replace(/_/g, "-"),
    caseLevel: collation.caseLevel,
    caseFirst: collation.caseFirst,
    strength: Math.min(collation.strength, 3) as 1 | 2 | 3,
    numericOrdering: collation.numericOrdering,
    alternate: collation.alternate,
  };
  return { ...PLAIN_OPTIONS, ...(variables ? { variables } : {}), ...(sortCollation ? { collation: sortCollation } : {}) };
}

/** A filter compiled to test documents; with a collation, its comparisons of strings follow it. */
export function compileFilter(filter: unknown, variables?: Variables, collation?: CollationSpec): Query {
  if (filter !== undefined && filter !== null && (typeof filter !== "object" || Array.isArray(filter))) {
    throw new CommandError(ErrorCodes.TypeMismatch, "filter must be an object");
  }
  try {
    return new Query((filter ?? {}) as Doc, filterOptions(variables, collation));
  } catch (err) {
    throw toCommandError(err);
  }
}

export interface FindSpec {
  filter?: Doc;
  sort?: Doc;
  projection?: Doc;
  skip?: number;
  limit?: number;
  variables?: Variables;
  /** The command's collation, else the collection's default (collation.ts); undefined: simple. */
  collation?: CollationSpec;
  /** An index named by the command's hint: its scan decides which documents and, unsorted, their order. */
  hint?: unknown;
  /** Filled with how the documents were found and the counts explain reports. */
  trace?: FindTrace;
  /** Filled with each found document's text score, for a filter with `$text`. */
  scores?: Map<Doc, number>;
  /**
   * The top-level fields the caller reads of the documents found: they may hold only these (and
   * those a plain filter names), decoded from the stored BSON without the rest.
   */
  fields?: readonly string[];
}

/** The top-level fields a read must decode: `fields` and a plain filter's (null: the whole documents). */
function fieldsToDecode(spec: FindSpec, filter: Doc): ReadonlySet<string> | null {
  if (!spec.fields || (spec.sort && Object.keys(spec.sort).length > 0) || (spec.projection && Object.keys(spec.projection).length > 0)) return null;
  const named = Object.keys(filter);
  if (named.some((field) => field.startsWith("$"))) return null;
  return new Set([...spec.fields, ...named].map((field) => field.split(".")[0] as string));
}

/** What a read did, as explain's queryPlanner and executionStats report it. */
export interface FindTrace {
  plan: AccessPlan;
  keysExamined: number;
  docsExamined: number;
  nReturned: number;
  /** The sort ran in memory (not by walking an index in order). */
  sortedInMemory: boolean;
  /** Documents that passed the filter (as far as the scan went: an unsorted limit stops it). */
  matched?: number;
}

/** Filter + sort + skip + limit + projection over a collection, in mongod's order. */
export function runFind(coll: Collection | undefined, spec: FindSpec): Doc[] {
  refuseUncollated([{ $match: spec.filter ?? {} }], spec.collation);
  const near = spec.filter ? splitNearClause(spec.filter) : undefined;
  const text = spec.filter && !near ? splitTextClause(spec.filter) : undefined;
  if (!text) refuseTextScore(spec);
  const trace = spec.trace;
  const docs = near ? nearFind(coll, spec, near) : text ? textFind(coll, spec, text) : findDocs(coll, spec);
  if (trace) trace.nReturned = docs.length;
  return docs;
}

function isTextScore(value: unknown): boolean {
  return isPlainObject(value) && value.$meta === "textScore";
}

function refuseTextScore(spec: FindSpec): void {
  for (const part of [spec.sort, spec.projection]) {
    if (part && Object.values(part).some(isTextScore)) {
      throw new CommandError(ErrorCodes.TextScoreUnavailable, "query requires text score metadata, but it is not available");
    }
  }
}

/**
 * The `$geoNear` stage (first in a pipeline): the documents matching its `query`, nearest first,
 * each with its distance (× distanceMultiplier) at `distanceField` and, with `includeLocs`, the
 * location it was measured to. `near` as GeoJSON measures meters; a legacy pair measures radians
 * when `spherical` (or with only a 2dsphere index), else flat units over a 2d index.
 */
export function geoNearStage(coll: Collection | undefined, spec: unknown, variables?: Variables): Doc[] {
  if (!isPlainObject(spec)) throw new CommandError(ErrorCodes.BadValue, "$geoNear requires an object");
  if (typeof spec.distanceField !== "string") throw new CommandError(ErrorCodes.BadValue, "$geoNear requires a 'distanceField' option as a String");
  const rest = compileFilter((spec.query as Doc | undefined) ?? {}, variables);
  if (!coll) return [];
  const geoIndexes = [...coll.indexes.values()].flatMap((i) => Object.entries(i.spec.key).filter(([, kind]) => kind === "2d" || kind === "2dsphere").map(([field, kind]) => ({ field, kind })));
  const candidates = typeof spec.key === "string" ? geoIndexes.filter((g) => g.field === spec.key) : geoIndexes;
  if (candidates.length === 0) throw new CommandError(ErrorCodes.IndexNotFound, "$geoNear requires a 2d or 2dsphere index, but none were found");
  const fields = new Set(candidates.map((g) => g.field));
  if (fields.size > 1) throw new CommandError(ErrorCodes.IndexNotFound, "There is more than one 2d or 2dsphere index; unsure which to use for $geoNear");
  const field = candidates[0]?.field as string;
  const has2d = candidates.some((g) => g.kind === "2d");
  const near = parseNear(
    { [spec.spherical === true ? "$nearSphere" : "$near"]: spec.near, ...(spec.maxDistance !== undefined ? { $maxDistance: spec.maxDistance } : {}), ...(spec.minDistance !== undefined ? { $minDistance: spec.minDistance } : {}) },
    has2d,
  );
  const multiplier = spec.distanceMultiplier === undefined ? 1 : Number(spec.distanceMultiplier);
  const found: { doc: Doc; distance: number; source: unknown }[] = [];
  for (const doc of coll.docs.values()) {
    const hit = nearest(near, geometriesAt(doc, field));
    if (!hit || (near.max !== undefined && hit.distance > near.max) || (near.min !== undefined && hit.distance < near.min)) continue;
    if (!rest.test(doc)) continue;
    found.push({ doc, distance: hit.distance, source: hit.geometry.source });
  }
  found.sort((a, b) => a.distance - b.distance);
  return found.map(({ doc, distance, source }) => {
    const out = cloneDoc(doc);
    setPath(out, spec.distanceField as string, distance * multiplier);
    if (typeof spec.includeLocs === "string") setPath(out, spec.includeLocs, source);
    return out;
  });
}

/** Sort (stable, as mingo sorts), skip, limit and projection of documents already found. */
function finish(docs: Doc[], spec: FindSpec, filter: Doc): Doc[] {
  const collation = collationOf(spec.collation);
  const sorted = collation && spec.sort && Object.keys(spec.sort).length > 0;
  let cursor = new Query({}, filterOptions(spec.variables, spec.collation)).find<Doc>(sorted ? collatedSort(docs, spec.sort as Doc, collation) : docs);
  if (!sorted && spec.sort && Object.keys(spec.sort).length > 0) cursor = cursor.sort(spec.sort as Record<string, 1 | -1>);
  if (spec.skip) cursor = cursor.skip(spec.skip);
  if (spec.limit) cursor = cursor.limit(spec.limit);
  const found = cursor.all();
  return spec.projection && Object.keys(spec.projection).length > 0 ? project(found, spec.projection, spec.variables, filter) : found;
}

/**
 * A filter with `$near`/`$nearSphere` on a field (geo.ts): the documents within its distances,
 * nearest first (an explicit sort orders them instead), with the rest of the filter. As on
 * mongod, the field needs a 2d or 2dsphere index. `distances` (when given) receives each one's.
 */
function nearFind(coll: Collection | undefined, spec: FindSpec, near: { field: string; condition: Doc; rest: Doc }): Doc[] {
  const rest = compileFilter(near.rest, spec.variables, spec.collation);
  if (!coll) return [];
  const geoIndexes = [...coll.indexes.values()].filter((i) => i.spec.key[near.field] === "2d" || i.spec.key[near.field] === "2dsphere");
  if (geoIndexes.length === 0) {
    throw new CommandError(ErrorCodes.NoQueryExecutionPlans, "error processing query: planner returned error :: caused by :: unable to find index for $geoNear query");
  }
  try {
    const query = parseNear(near.condition, geoIndexes.some((i) => i.spec.key[near.field] === "2d"));
    const found: { doc: Doc; distance: number }[] = [];
    for (const doc of coll.docs.values()) {
      const distance = nearDistance(query, geometriesAt(doc, near.field));
      if (distance === undefined || (query.max !== undefined && distance > query.max) || (query.min !== undefined && distance < query.min)) continue;
      if (!rest.test(doc)) continue;
      found.push({ doc, distance });
    }
    found.sort((a, b) => a.distance - b.distance);
    if (spec.trace) {
      const index = geoIndexes[0] as NonNullable<(typeof geoIndexes)[0]>;
      Object.assign(spec.trace, { plan: { stage: "GEO_NEAR", index, field: near.field }, keysExamined: found.length, docsExamined: found.length, sortedInMemory: false, matched: found.length });
    }
    return finish(found.map((entry) => entry.doc), spec, near.rest);
  } catch (err) {
    throw toCommandError(err);
  }
}

/**
 * A filter with `$text`: the documents the collection's text index matches (text.ts), with the
 * rest of the filter; a `{ $meta: "textScore" }` sort key orders by score (highest first) and a
 * projected one adds the score. `scores` (when given) receives each document's score.
 */
function textFind(coll: Collection | undefined, spec: FindSpec, text: { text: unknown; rest: Doc }): Doc[] {
  const rest = compileFilter(text.rest, spec.variables, spec.collation);
  if (!coll) return [];
  const index = coll.textIndex();
  if (!index) throw new CommandError(ErrorCodes.IndexNotFound, "text index required for $text query");
  const info = textIndexInfo(index.spec);
  const query = parseTextQuery(text.text, info.defaultLanguage);
  for (const field of info.prefix) {
    const condition = text.rest[field];
    const equality = condition !== undefined && (!isPlainObject(condition) || Object.keys(condition).every((k) => !k.startsWith("$")) || "$eq" in condition);
    if (!equality) {
      throw new CommandError(
        ErrorCodes.BadValue,
        "error processing query: planner returned error :: caused by :: failed to use text index to satisfy $text query (if text index is compound, are equality predicates given for all prefix fields?)",
      );
    }
  }
  const scores = spec.scores ?? new Map<Doc, number>();
  let examined = 0;
  let found: Doc[] = [];
  try {
    for (const doc of coll.docs.values()) {
      const score = textScore(doc, info, query);
      if (score === undefined) continue;
      examined++;
      if (!rest.test(doc)) continue;
      scores.set(doc, score);
      found.push(doc);
    }
    if (spec.trace) Object.assign(spec.trace, { plan: { stage: "TEXT", index, query }, keysExamined: examined, docsExamined: examined, sortedInMemory: Boolean(spec.sort && Object.keys(spec.sort).length > 0), matched: found.length });
    if (spec.sort && Object.keys(spec.sort).length > 0) {
      const keys = Object.entries(spec.sort);
      const collation = collationOf(spec.collation);
      const compareValues = collation ? (a: unknown, b: unknown) => collation.compare(a, b) : compare;
      const keyed = found.map((doc) => ({ doc, keys: keys.map(([field, direction]) => (isTextScore(direction) ? scores.get(doc) : (resolve(doc, field) ?? null))) }));
      keyed.sort((a, b) => {
        for (let i = 0; i < keys.length; i++) {
          const direction = keys[i]?.[1];
          const order = compareValues(a.keys[i], b.keys[i]) * (isTextScore(direction) ? -1 : direction === -1 ? -1 : 1);
          if (order !== 0) return order;
        }
        return 0;
      });
      found = keyed.map((entry) => entry.doc);
    }
    const skip = spec.skip ?? 0;
    if (skip || spec.limit) found = found.slice(skip, spec.limit ? skip + spec.limit : undefined);
    if (!spec.projection || Object.keys(spec.projection).length === 0) return found;
    const metaFields = Object.keys(spec.projection).filter((field) => isTextScore(spec.projection?.[field]));
    const others = Object.fromEntries(Object.entries(spec.projection).filter(([field]) => !metaFields.includes(field)));
    const projected = Object.keys(others).length > 0 ? project(found, others, spec.variables, text.rest) : found;
    return projected.map((doc, i) => {
      if (metaFields.length === 0) return doc;
      const out: Doc = { ...doc };
      copyDoubleMarks(doc, out);
      for (const field of metaFields) out[field] = scores.get(found[i] as Doc);
      return out;
    });
  } catch (err) {
    throw toCommandError(err);
  }
}

function findDocs(coll: Collection | undefined, spec: FindSpec): Doc[] {
  // A filter naming `__proto__`, `constructor` or `prototype` runs on copies with those names
  // encoded (reserved-keys.ts); the stored documents it matches go on as with an empty filter.
  const reserved = spec.filter && namesReserved(spec.filter) ? compileFilter(encodeFilter(spec.filter), spec.variables, spec.collation) : undefined;
  const filter = reserved ? {} : (spec.filter ?? {});
  // Compiled first: a bad filter is an error on a collection that does not exist too, as on mongod.
  const query = compileFilter(filter, spec.variables, spec.collation);
  if (!coll) return [];
  try {
    const hasProjection = spec.projection && Object.keys(spec.projection).length > 0;
    const sort = plainSort(spec.sort);
    const skip = spec.skip ?? 0;
    // Unfiltered, the date walk needs no candidates: the collection is not copied (100,000 orders: 1.3 ms).
    const unfiltered = !reserved && Object.keys(filter).length === 0 && (spec.hint === undefined || spec.hint === null);
    const walked = unfiltered ? inDateOrder(coll, spec, filter, query) : null;
    if (walked) return walked;
    const trace = spec.trace;
    const reached = coll.reach(filter, spec.collation);
    const hinted = spec.hint !== undefined && spec.hint !== null;
    // Documents are BSON until read (document-store.ts): a plain read decodes one candidate at a
    // time and keeps the matches only, as far as an unsorted limit needs; a sorted page walks
    // a date index over the candidates. Explain and hints take the whole candidates.
    const lazily = !trace && !reserved && !hinted;
    if (lazily && sort && spec.limit && (!reached.idKeys || reached.idKeys.length > WALK_FROM_CANDIDATES)) {
      const among = reached.idKeys && new Set(reached.idKeys);
      const walkedAmong = inDateOrder(coll, spec, filter, query, among);
      if (walkedAmong) return walkedAmong;
    }
    const sorting = Boolean(spec.sort && Object.keys(spec.sort).length > 0);
    const access = lazily
      ? { plan: reached.plan, docs: coll.matchingAmong(reached.idKeys, Object.keys(filter).length === 0 ? undefined : (doc) => query.test(doc), !sorting && spec.limit ? skip + spec.limit : Infinity, fieldsToDecode(spec, filter)) }
      : coll.access(filter, spec.collation);
    let source = access.docs;
    if (trace) {
      trace.plan = access.plan;
      trace.keysExamined = access.plan.stage === "COLLSCAN" ? 0 : source.length;
      trace.docsExamined = source.length;
      trace.sortedInMemory = Boolean(spec.sort && Object.keys(spec.sort).length > 0);
    }
    if (reserved) source = source.filter((doc) => reserved.test(encodeKeys(doc)));
    // Read lazily, the candidates left are the matches already.
    const matchesAll = lazily || Object.keys(filter).length === 0;
    const matching = lazily ? compileFilter({}, spec.variables, spec.collation) : query;
    if (spec.hint !== undefined && spec.hint !== null) {
      source = coll.throughHint(source, spec.hint, !(spec.sort && Object.keys(spec.sort).length > 0));
      const hinted = coll.resolveHint(spec.hint);
      if (trace && hinted) {
        trace.plan = "natural" in hinted ? { stage: "COLLSCAN", direction: hinted.natural } : { stage: "IXSCAN", index: hinted };
        trace.keysExamined = "natural" in hinted ? 0 : source.length;
        trace.docsExamined = source.length;
      }
    }
    if (trace) {
      const matched = matchesAll ? source.length : source.filter((doc) => query.test(doc)).length;
      trace.matched = spec.limit && !trace.sortedInMemory ? Math.min(matched, skip + spec.limit) : matched;
    }
    if (matchesAll && !(spec.sort && Object.keys(spec.sort).length > 0) && !spec.skip && !spec.limit && !hasProjection) return source;
    if (sort && spec.limit) {
      // Nothing narrowed the candidates: the date walk, if an index allows it.
      const walked = source.length === coll.docs.size ? inDateOrder(coll, spec, filter, query) : null;
      if (walked) return walked;
      if (!matchesAll) source = query.find<Doc>(source).all();
      if (worthSelecting(skip + spec.limit, source.length)) {
        const page = firstInOrder(source, sort, skip + spec.limit, collationOf(spec.collation)).slice(skip);
        return hasProjection ? project(page, spec.projection, spec.variables, filter) : page;
      }
    }
    // mingo's cursor sorts with its own $sort, which splits ties a collation makes (collated-sort.ts).
    const collation = collationOf(spec.collation);
    const collatedOrder = collation && spec.sort && Object.keys(spec.sort).length > 0;
    let cursor = collatedOrder ? new Query({}, filterOptions(spec.variables)).find<Doc>(collatedSort(matching.find<Doc>(source).all(), spec.sort as Doc, collation)) : matching.find<Doc>(source);
    if (!collatedOrder && spec.sort && Object.keys(spec.sort).length > 0) cursor = cursor.sort(spec.sort as Record<string, 1 | -1>);
    if (spec.skip) cursor = cursor.skip(spec.skip);
    if (spec.limit) cursor = cursor.limit(spec.limit);
    const found = cursor.all();
    if (trace && trace.plan.stage === "COLLSCAN" && !trace.sortedInMemory && spec.limit && found.length === spec.limit) {
      // Unsorted with a limit, the scan stops at the last document returned.
      const last = found[found.length - 1];
      if (last) trace.docsExamined = source.indexOf(last) + 1;
    }
    return hasProjection ? project(found, spec.projection, spec.variables, filter) : found;
  } catch (err) {
    throw toCommandError(err);
  }
}

/**
 * A sort with a small limit whose first field an index holds as one date for every document: the
 * index is walked in order, a run of equal dates at a time, and the walk stops once the page is
 * full. Unfiltered, a run wholly before the page is counted, not decoded (page 150 of 10,000
 * products decodes its 50, not 7,500); a run reaching into the page is decoded and put in the
 * sort's order (its other fields, then as a stable sort leaves it). null when the read cannot be
 * answered so.
 */
/** Candidates beyond which a sorted page walks a date index over them rather than decoding them all. */
const WALK_FROM_CANDIDATES = 256;

function inDateOrder(coll: Collection, spec: FindSpec, filter: Doc, query: Query, among?: ReadonlySet<string>): Doc[] | null {
  const sort = plainSort(spec.sort);
  const skip = spec.skip ?? 0;
  const limit = spec.limit ?? 0;
  // Any depth: the walk reads skip + limit documents in order where a full sort reads them all.
  if (!sort || !limit || skip + limit >= coll.docs.size) return null;
  const [first, direction] = sort[0] as [string, 1 | -1];
  const walk = coll.inDateOrder(first, direction, among);
  if (!walk) return null;
  const matchesAll = Object.keys(filter).length === 0;
  const collation = collationOf(spec.collation);
  const page: Doc[] = [];
  // Matching documents of the runs before the one in hand.
  let passed = 0;
  let walked = 0;
  let decoded = 0;
  let run: string[] = [];
  let runTime: number | undefined;
  const takeRun = () => {
    if (matchesAll && passed + run.length <= skip) {
      passed += run.length;
      return;
    }
    const docs: Doc[] = [];
    for (const idKey of run) {
      const doc = coll.docs.get(idKey);
      decoded++;
      if (doc && (matchesAll || query.test(doc))) docs.push(doc);
    }
    const ordered = docs.length > 1 && sort.length > 1 ? firstInOrder(docs, sort, docs.length, collation) : docs;
    for (const doc of ordered) {
      if (passed >= skip && page.length < limit) page.push(doc);
      passed++;
    }
  };
  for (const { idKey, time } of walk) {
    if (time !== runTime) {
      takeRun();
      run = [];
      if (page.length >= limit) break;
    }
    walked++;
    run.push(idKey);
    runTime = time;
  }
  if (page.length < limit) takeRun();
  const trace = spec.trace;
  if (trace) {
    const index = coll.dateOrderIndex(first);
    if (index) trace.plan = { stage: "IXSCAN", index, direction };
    trace.keysExamined = walked;
    // As mongod's skip below its fetch: only the documents read are examined.
    trace.docsExamined = decoded;
    trace.sortedInMemory = false;
    trace.matched = Math.min(passed, skip + limit);
  }
  return spec.projection && Object.keys(spec.projection).length > 0 ? project(page, spec.projection, spec.variables, filter) : page;
}

/** Matching documents without projection, used by the write paths that need the stored objects. */
export function matching(coll: Collection, filter: Doc | undefined, sort?: Doc, limit?: number, variables?: Variables, collation?: CollationSpec): Doc[] {
  return runFind(coll, { filter, sort, limit, variables, collation });
}

/**
 * The projection of documents that matched `filter`: a positional `field.$` projection shows the
 * element the filter's condition on that array matched, so mingo gets the filter for those.
 */
export function project(docs: Doc[], projection: Doc | undefined, variables?: Variables, filter?: Doc): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  try {
    const { rest, slices } = splitSlices(projection);
    const tree = slices.length === 0 ? inclusionTree(rest) : null;
    const excluded = slices.length === 0 && !tree ? excludedFields(rest) : null;
    // Plain inclusions are kept, and plain exclusions dropped, field by field: many times faster than mingo's projection.
    const projected = tree
      ? docs.map((doc) => keepIncluded(doc, tree) ?? projectGenerally([doc], rest, variables, filter)[0] ?? {})
      : excluded
        ? docs.map((doc) => idFirst(withoutExcluded(doc, excluded)))
        : projectGenerally(docs, rest, variables, filter);
    const out = slices.length ? projected.map((doc) => withSlices(doc, slices)) : projected;
    // Projected documents are new objects: the numbers they keep are still the stored doubles.
    out.forEach((doc, i) => copyDoubleMarks(docs[i], doc));
    return out;
  } catch (err) {
    throw toCommandError(err);
  }
}

/** A projection by mingo, in mongod's field order; a positional `field.$` needs the filter. */
function projectGenerally(docs: Doc[], projection: Doc, variables?: Variables, filter?: Doc): Doc[] {
  if (Object.keys(projection).length === 0) return docs;
  const positional = Object.keys(projection).some((k) => k.endsWith(".$"));
  return new Query(positional ? (filter ?? {}) : {}, filterOptions(variables))
    .find<Doc>(docs, projection)
    .all()
    .map((doc, i) => idFirst(inDocumentOrder(doc, docs[i])));
}

/**
 * mingo builds an inclusion projection's fields in its own order; mongod keeps the document's
 * (fields the projection computes come after, in their order). Nested documents too.
 */
function inDocumentOrder(projected: Doc, original: unknown): Doc {
  if (!isPlainObject(original)) return projected;
  const keys = Object.keys(projected);
  const position = new Map(Object.keys(original).map((k, i) => [k, i]));
  const rank = (key: string) => position.get(key) ?? position.size + keys.indexOf(key);
  const ordered = [...keys].sort((a, b) => rank(a) - rank(b));
  const out: Doc = {};
  for (const key of ordered) {
    const value = projected[key];
    const source = original[key];
    if (isPlainObject(value)) out[key] = inDocumentOrder(value, source);
    else if (Array.isArray(value) && Array.isArray(source) && value.length === source.length) {
      out[key] = value.map((element, i) => (isPlainObject(element) ? inDocumentOrder(element, source[i]) : element));
    } else out[key] = value;
  }
  return out;
}

/**
 * `{ field: { $slice: n | [skip, limit] } }` is neither an inclusion nor an exclusion on mongod:
 * beside inclusions the field is included, otherwise every other field stays. mingo counts it as
 * an inclusion, so the slices are taken out and applied after the rest of the projection.
 */
function splitSlices(projection: Doc): { rest: Doc; slices: [string, unknown][] } {
  const slices: [string, unknown][] = [];
  const rest: Doc = {};
  for (const [field, spec] of Object.entries(projection)) {
    if (isPlainObject(spec) && Object.keys(spec).length === 1 && "$slice" in spec) slices.push([field, spec.$slice]);
    else rest[field] = spec;
  }
  if (slices.length === 0) return { rest: projection, slices };
  const inclusive = Object.entries(rest).some(([field, spec]) => field !== "_id" && (isPlainObject(spec) || spec === true || (typeof spec === "number" && spec !== 0)));
  if (inclusive) for (const [field] of slices) rest[field] = 1;
  return { rest, slices };
}

function sliced(array: unknown[], spec: unknown): unknown[] {
  if (typeof spec === "number") return spec >= 0 ? array.slice(0, spec) : array.slice(Math.max(0, array.length + spec));
  if (Array.isArray(spec) && spec.length === 2) {
    const [skip, limit] = spec.map(Number) as [number, number];
    if (!(limit > 0)) throw new CommandError(ErrorCodes.BadValue, "$slice limit must be positive");
    const start = skip >= 0 ? skip : Math.max(0, array.length + skip);
    return array.slice(start, start + limit);
  }
  throw new CommandError(ErrorCodes.BadValue, "$slice only supports numbers and [skip, limit] arrays");
}

/** The document with each sliced array replaced (copies along the path: the input may be a stored document). */
function withSlices(doc: Doc, slices: [string, unknown][]): Doc {
  const apply = (value: unknown, parts: string[], spec: unknown): unknown => {
    if (parts.length === 0) return Array.isArray(value) ? sliced(value, spec) : value;
    if (Array.isArray(value)) return value.map((element) => (isPlainObject(element) ? apply(element, parts, spec) : element));
    if (!isPlainObject(value)) return value;
    const [head, ...tail] = parts as [string, ...string[]];
    if (!(head in value)) return value;
    return { ...value, [head]: apply(value[head], tail, spec) };
  };
  let out: Doc = doc;
  for (const [field, spec] of slices) out = apply(out, field.split("."), spec) as Doc;
  return out;
}

export type CollectionResolver = (name: string) => Doc[];

/** Stages that build new documents instead of writing into their input. */
const NON_MUTATING_STAGES = new Set(["$match", "$group", "$sort", "$limit", "$skip", "$count", "$project", "$sortByCount"]);

export function runPipeline(input: Doc[], pipeline: Doc[], resolve: CollectionResolver, variables?: Variables, collation?: CollationSpec): Doc[] {
  refuseUncollated(pipeline, collation);
  try {
    // Stages like $addFields/$lookup write into their input documents, which here are the
    // stored ones: clone the input unless every stage is known to leave it alone.
    const safe = pipeline.every((stage) => NON_MUTATING_STAGES.has(Object.keys(stage)[0] ?? ""));
    const agg = new Aggregator(pipeline, {
      ...queryOptions(variables, collation),
      processingMode: safe ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
      collectionResolver: resolve,
    });
    return agg.run(input) as Doc[];
  } catch (err) {
    throw toCommandError(err);
  }
}
