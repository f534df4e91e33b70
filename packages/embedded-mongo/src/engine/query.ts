import { Aggregator, ProcessingMode, Query } from "mingo";
import type { Doc } from "../bson-utils";
import { CommandError, ErrorCodes, toCommandError } from "../errors";
import type { Collection } from "./collection";

/** $where/$function would run client-supplied JavaScript in the engine process. */
const QUERY_OPTIONS = { scriptEnabled: false } as const;

export function compileFilter(filter: unknown): Query {
  if (filter !== undefined && filter !== null && (typeof filter !== "object" || Array.isArray(filter))) {
    throw new CommandError(ErrorCodes.TypeMismatch, "filter must be an object");
  }
  try {
    return new Query((filter ?? {}) as Doc, QUERY_OPTIONS);
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
}

/** Filter + sort + skip + limit + projection over a collection, in mongod's order. */
export function runFind(coll: Collection | undefined, spec: FindSpec): Doc[] {
  if (!coll) return [];
  const filter = spec.filter ?? {};
  const query = compileFilter(filter);
  try {
    const hasProjection = spec.projection && Object.keys(spec.projection).length > 0;
    let cursor = query.find<Doc>(coll.candidates(filter), hasProjection ? spec.projection : undefined);
    if (spec.sort && Object.keys(spec.sort).length > 0) cursor = cursor.sort(spec.sort as Record<string, 1 | -1>);
    if (spec.skip) cursor = cursor.skip(spec.skip);
    if (spec.limit) cursor = cursor.limit(spec.limit);
    return cursor.all();
  } catch (err) {
    throw toCommandError(err);
  }
}

/** Matching documents without projection, used by the write paths that need the stored objects. */
export function matching(coll: Collection, filter: Doc | undefined, sort?: Doc, limit?: number): Doc[] {
  return runFind(coll, { filter, sort, limit });
}

export function project(docs: Doc[], projection: Doc | undefined): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  try {
    return new Query({}, QUERY_OPTIONS).find<Doc>(docs, projection).all();
  } catch (err) {
    throw toCommandError(err);
  }
}

export type CollectionResolver = (name: string) => Doc[];

/** Stages that build new documents instead of writing into their input. */
const NON_MUTATING_STAGES = new Set(["$match", "$group", "$sort", "$limit", "$skip", "$count", "$project", "$sortByCount"]);

export function runPipeline(input: Doc[], pipeline: Doc[], resolve: CollectionResolver): Doc[] {
  try {
    // Stages like $addFields/$lookup write into their input documents, which here are the
    // stored ones: clone the input unless every stage is known to leave it alone.
    const safe = pipeline.every((stage) => NON_MUTATING_STAGES.has(Object.keys(stage)[0] ?? ""));
    const agg = new Aggregator(pipeline, {
      ...QUERY_OPTIONS,
      processingMode: safe ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
      collectionResolver: resolve,
    });
    return agg.run(input) as Doc[];
  } catch (err) {
    throw toCommandError(err);
  }
}
