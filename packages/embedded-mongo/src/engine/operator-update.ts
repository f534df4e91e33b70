import { Context } from "mingo";
import * as booleanOperators from "mingo/operators/expression/boolean";
import * as comparisonOperators from "mingo/operators/expression/comparison";
import { $addFields, $project, $replaceRoot, $replaceWith, $set, $unset } from "mingo/operators/pipeline";
import * as queryOperators from "mingo/operators/query";
import * as updateOperators from "mingo/operators/update";
import type { Doc } from "../bson-utils";
import type { Variables } from "./query";
import { runOptions, sharedOptions } from "./shared-options";

type Operators = Required<NonNullable<Parameters<typeof Context.init>[0]>>;
type UpdateOperator = (expr: unknown, arrayFilters: Doc[], options: unknown) => (doc: Doc) => unknown;
const UPDATE_OPERATORS = updateOperators as unknown as Record<string, UpdateOperator>;

/**
 * The options mingo's updateOne gives its operators (its context: mingo's boolean and comparison
 * expressions, its query operators and the update pipeline's stages), made once: updateOne builds
 * them again for each update, copying those tables four times (a third of a drop's updates' CPU).
 */
const UPDATE_OPTIONS = sharedOptions({
  scriptEnabled: false,
  // updateOne's: its update's collation merged into none.
  collation: {} as never,
  context: Context.init()
    .addExpressionOps(booleanOperators as Operators["expression"])
    .addExpressionOps(comparisonOperators as Operators["expression"])
    .addQueryOps(queryOperators as Operators["query"])
    .addPipelineOps({ $addFields, $set, $project, $unset, $replaceRoot, $replaceWith } as Operators["pipeline"]),
});

/**
 * Applies an operator update to `doc` in place, as mingo's updateOne does with no condition: every
 * operator is made (checking its arguments) before any is applied, in the modifier's order. Paths
 * that conflict across operators are refused before (positional.ts assertNoConflicts).
 */
export function applyOperators(doc: Doc, modifier: Doc, arrayFilters: Doc[] | undefined, variables: Variables): void {
  const filters = arrayFilters ?? [];
  const options = runOptions(UPDATE_OPTIONS, {
    condition: {},
    updateConfig: { cloneMode: "deep", arrayFilters: filters, ...(variables ? { let: variables } : {}) },
    variables,
  });
  const unknown = Object.keys(modifier).find((op) => !Object.hasOwn(UPDATE_OPERATORS, op));
  if (unknown !== undefined) throw new Error(`Unknown update operator: '${unknown}'.`);
  const mutations = Object.entries(modifier).map(([op, expr]) => (UPDATE_OPERATORS[op] as UpdateOperator)(expr, filters, options));
  for (const mutate of mutations) mutate(doc);
}
