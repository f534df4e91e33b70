import "server-only";

let listener: (() => void) | null = null;

/** The running mail worker of this process listens here, so a new message goes out at once. */
export function onMailRecorded(callback: (() => void) | null): void {
  listener = callback;
}

export function wakeMailWorker(): void {
  listener?.();
}
