/** How to stop what a bench started (a database, a server), kept until it is stopped. */
export type Running = Set<() => Promise<void>>;

/** Stops what a bench started, newest first (the server before its database). */
export async function stopAll(running: Running): Promise<void> {
  for (const stop of [...running].reverse()) {
    running.delete(stop);
    await stop();
  }
}

/**
 * Runs a bench's main as the process: its code is the exit code, a failure is printed under the
 * bench's name, and Ctrl-C stops what it started too, since its servers run detached.
 */
export function runBench(name: string, main: () => Promise<number>, running: Running): void {
  process.on("SIGINT", () => {
    void Promise.all([...running].map((stop) => stop())).then(() => process.exit(130));
  });
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`[bench:${name}] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
