import "server-only";
import { after } from "next/server";

/**
 * Runs work the answer does not wait for once the response is sent (Next.js's `after`), so a
 * shopper is not kept waiting on e-mail and bookkeeping. Only work that a crash may lose belongs
 * here: each task must be redone by a pass that survives a restart (the mail relay, the sweep).
 * Outside a request (a script, the sweep, a test calling a handler) there is no response to
 * hurry, and the task runs at once, awaited.
 */
export async function afterResponse(task: () => Promise<unknown>): Promise<void> {
  try {
    after(task);
    return;
  } catch {
    // Not inside a request: nothing to send first.
  }
  await task();
}
