/**
 * Wraps an async function so that calls run one after another, in the order made: ten photos
 * uploaded at once are decoded one by one, so memory holds one photo's pixels, not ten.
 */
export function oneAtATime<Args extends unknown[], Result>(work: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  let queue: Promise<unknown> = Promise.resolve();
  return (...args) => {
    const run = queue.then(() => work(...args));
    queue = run.catch(() => undefined);
    return run;
  };
}
