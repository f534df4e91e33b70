// Jest runs route handlers outside Next's request scope, where unstable_cache has no incremental
// cache. This stand-in calls through; revalidation goes to the shared store itself (lib/cache).
export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => fn(...args);
}
