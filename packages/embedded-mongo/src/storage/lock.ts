import fs from "node:fs";
import path from "node:path";

export const LOCK_FILE = "mongod.lock";

interface LockContent {
  pid: number;
  port: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    // A killed process that nobody reaped yet (zombie) still answers kill(0) but holds no files.
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

function readLock(file: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockContent>;
    if (typeof parsed.pid === "number") return { pid: parsed.pid, port: Number(parsed.port ?? 0) };
  } catch {
    // Unreadable or half-written: treated as stale below.
  }
  return undefined;
}

/**
 * One engine per data folder: two engines appending to one journal would corrupt it. The lock
 * is created with O_EXCL ('wx'); a lock whose pid is dead (e.g. after kill -9) is taken over.
 */
export function acquireLock(dir: string, port: number): () => void {
  const file = path.join(dir, LOCK_FILE);
  const content = JSON.stringify({ pid: process.pid, port, startedAt: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: "wx" });
      return () => {
        const current = readLock(file);
        if (current?.pid === process.pid && current.port === port) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readLock(file);
      if (holder && isAlive(holder.pid)) {
        throw new Error(
          `Data folder ${dir} is already in use by another embedded MongoDB engine: process ${holder.pid} on port ${holder.port} (lock file ${file}).`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not acquire lock file ${file}`);
}
