/**
 * Runs work a page needs neither for its first paint nor for its first tap (a page view, the
 * session for the account link) once the browser is idle, in a task of its own. Called from
 * effects, a fetch would otherwise run inside hydration's commit, the page's longest task.
 * The timeout bounds the wait on a page that never idles; Safari has no idle callback.
 */
export const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(work, 1);
}
