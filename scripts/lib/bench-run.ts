import { existsSync } from "node:fs";
import path from "node:path";

/** The repository's root, where the builds and the large shop's data are. */
export const ROOT = path.resolve(__dirname, "../..");
/** Each measurement is preceded by a warm-up this long, its answers thrown away. */
export const WARM_UP_SECONDS = 2;

/** The settings the benches read alike, from their command line and the environment. */
export interface BenchSettings {
  /** BENCH_SECONDS (default 10): how long each measurement runs. */
  seconds: number;
  /** The value after `--NAME` on the command line (`npm run bench:x -- --NAME value`). */
  option(name: string): string | undefined;
  /**
   * With `--large`, the data of the `seed:large` shop (BENCH_LARGE_DATA_DIR, default .data/large);
   * a missing one is an error that says how to make it.
   */
  largeDataDir(): string | undefined;
}

export function benchSettings(argv: readonly string[] = process.argv, env: Readonly<Record<string, string | undefined>> = process.env): BenchSettings {
  const largeDir = path.resolve(ROOT, env.BENCH_LARGE_DATA_DIR || ".data/large");
  return {
    seconds: Math.max(1, Number(env.BENCH_SECONDS) || 10),
    option(name) {
      const at = argv.indexOf(name);
      return at >= 0 ? argv[at + 1] : undefined;
    },
    largeDataDir() {
      if (!argv.includes("--large")) return undefined;
      if (!existsSync(largeDir)) throw new Error(`No large shop in ${path.relative(ROOT, largeDir)}: run npm run seed:large first.`);
      return largeDir;
    },
  };
}

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
