// Jest runs route handlers outside Next's request scope, where unstable_cache has no incremental
// cache. This stand-in calls through and records revalidated tags so tests can assert them.
export const revalidatedTags: string[] = [];

export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => fn(...args);
}

export function revalidateTag(tag: string): void {
  revalidatedTags.push(tag);
}

export function revalidatePath(): void {}
