/**
 * How far V8 grows the engine's heap over what stayed live after its last full collection (by
 * default two or three times, and kept). Serving the large shop (180 MB on disk, about 190 MB live)
 * its process passed 650 MB under the defaults. Not a limit: a hard limit on the old generation
 * (320 MB, tried first) stopped the process with "heap out of memory" as soon as one read decoded
 * more than expected (the admin's export of 100,000 orders; the web server starting on the large
 * shop), and with it every instance's database. A read larger than planned slows the engine, never
 * stops it.
 */
const HEAP_GROWING_PERCENT = 30;

/**
 * The young generation's halves, in MB (Node's default grows them to 16): a read's garbage dies
 * young, so a small one is scavenged in a millisecond or two instead of 10-20 ms, more often,
 * and the process holds about 45 MB less. On the large shop under load: pauses p50 1.2-5.6 ms
 * instead of 14-17 ms.
 */
const SEMI_SPACE_MB = 1;

/**
 * The flags for a process that runs the engine (the launchers and bench:memory).
 * Scavenges run on the main thread alone: on two busy cores the helper threads V8 waits for were
 * not scheduled for tens of milliseconds (--trace-gc-nvp: parallel phase 40-80 ms, helpers 1 ms).
 */
export function engineNodeFlags(): string[] {
  return [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, "--no-parallel-scavenge"];
}
