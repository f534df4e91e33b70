import fs from "node:fs";
import path from "node:path";

const MB = 1024 * 1024;

/**
 * The old generation's limit for the engine's process, in MB, at the least. Without a limit V8
 * lets the old generation grow with the garbage reads promote: serving the large shop (180 MB on
 * disk, about 190 MB of it live in the heap) its process passed 650 MB.
 */
const HEAP_FLOOR_MB = 320;

/**
 * The heap a data folder's MB may need: about one MB live per MB on disk (the large shop), and
 * room above it for reads' garbage, so a larger shop gets a larger limit instead of running out.
 */
const HEAP_PER_DISK_MB = 1.75;

function sizeOnDisk(dataDir: string): number {
  if (dataDir === ":memory:") return 0;
  return ["snapshot.bin", "journal.bin"].reduce((sum, name) => {
    const file = path.join(dataDir, name);
    return sum + (fs.existsSync(file) ? fs.statSync(file).size : 0);
  }, 0);
}

/**
 * The young generation's halves, in MB (Node's default grows them to 16): a read's garbage dies
 * young, so a small one is scavenged in a millisecond or two instead of 10-20 ms, more often,
 * and the process holds about 45 MB less. On the large shop under load: pauses p50 1.2-5.6 ms
 * instead of 14-17 ms.
 */
const SEMI_SPACE_MB = 1;

/**
 * The flags for a process that runs the engine on `dataDir` (the launchers and bench:memory).
 * Scavenges run on the main thread alone: on two busy cores the helper threads V8 waits for were
 * not scheduled for tens of milliseconds (--trace-gc-nvp: parallel phase 40-80 ms, helpers 1 ms).
 */
export function engineNodeFlags(dataDir: string): string[] {
  const heapMb = Math.max(HEAP_FLOOR_MB, Math.ceil((sizeOnDisk(dataDir) / MB) * HEAP_PER_DISK_MB));
  return [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, "--no-parallel-scavenge"];
}
