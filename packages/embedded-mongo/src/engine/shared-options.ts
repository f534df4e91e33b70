import path from "node:path";
import type { Query } from "mingo/query";

type QueryOptions = ConstructorParameters<typeof Query>[1];

/** mingo's ComputeOptions, as far as the engine uses it: options, and the locals of one run. */
export type ComputeOptions = QueryOptions & { update(locals: Record<string, unknown>): ComputeOptions };

interface ComputeOptionsClass {
  init(options: QueryOptions): ComputeOptions;
}

/**
 * mingo (pinned at 7.2.7) copies every operator table of the context it is given (about 300
 * operators) into a new one for each Query made from plain options (ComputeOptions.init, then
 * Context.from), and takes a ComputeOptions as it is. That copy was 11% of the engine's CPU while
 * a drop's orders were placed (bench:drop's profile): every find, update and findAndModify compiles
 * its filter. The class is not among the package's exports, so it is read from the module its
 * Query uses.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package's exports do not name this module
const { ComputeOptions } = require(path.join(path.dirname(require.resolve("mingo/query")), "core", "_internal.js")) as { ComputeOptions: ComputeOptionsClass };

/**
 * Options made once, with their context copied once, for the filters, projections and sorts that
 * Query runs and for update operators: none of their operators adds to a context (only the `$fill`
 * and `$setWindowFields` stages do, and pipelines keep their own copy).
 */
export function sharedOptions(options: QueryOptions): ComputeOptions {
  return ComputeOptions.init(options);
}

/** Options of one run (its locals its own) over options made once. */
export function runOptions(shared: ComputeOptions, locals: Record<string, unknown>): ComputeOptions {
  return ComputeOptions.init(shared).update(locals);
}
