import "server-only";

// On globalThis: Next loads the instrumentation hook (which starts the worker) and the route
// handlers (which record messages) as separate module instances in one process.
const shared = globalThis as typeof globalThis & { scentsMailRecorded?: (() => void) | null };

/** The running mail worker of this process listens here, so a new message goes out at once. */
export function onMailRecorded(callback: (() => void) | null): void {
  shared.scentsMailRecorded = callback;
}

export function wakeMailWorker(): void {
  shared.scentsMailRecorded?.();
}
