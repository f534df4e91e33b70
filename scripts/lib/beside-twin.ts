/**
 * Whether a server kept its speed through something done to it alone (a flood of searches), read
 * beside a twin: a second server on the same build and database that nothing was done to, measured
 * in alternate rounds with it. On a shared machine the rate a page is served at moves by tens of
 * percent from one minute to the next with what else runs; both servers move with it, so the
 * flooded one's speed relative to its twin's, after against before, is the flood's own effect.
 */
import { median } from "./statistics";

/** One page's rounds on one server: each round's req/s and p99. */
export interface Rounds {
  requestsPerSecond: readonly number[];
  p99: readonly number[];
}

export interface BesideTwin {
  /** The flooded server's req/s as a share of its twin's after, over the same share before (1: unchanged). */
  rateKept: number;
  /** The flooded server's p99 over its twin's after, over the same before (1: unchanged). */
  p99Grown: number;
}

const relative = (server: Rounds, twin: Rounds) => ({
  rate: median(server.requestsPerSecond) / median(twin.requestsPerSecond),
  p99: median(server.p99) / median(twin.p99),
});

export function besideTwin(before: { server: Rounds; twin: Rounds }, after: { server: Rounds; twin: Rounds }): BesideTwin {
  const was = relative(before.server, before.twin);
  const now = relative(after.server, after.twin);
  return { rateKept: now.rate / was.rate, p99Grown: now.p99 / was.p99 };
}
