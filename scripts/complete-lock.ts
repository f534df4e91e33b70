/**
 * Usage: npm run lock:complete
 * Adds to package-lock.json the other platforms' builds this machine's registry lacks (see
 * scripts/lib/lock-platforms.ts), so `npm ci` accepts the lock anywhere. Run it after any
 * `npm install` that rewrites the lock; CI fails until it has been run.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { completeLock } from "./lib/lock-platforms";

const file = path.resolve(__dirname, "..", "package-lock.json");
const { lock, added } = completeLock(JSON.parse(readFileSync(file, "utf8")));
if (added.length > 0) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length > 0 ? `[lock] added ${added.length} platform builds:\n  ${added.join("\n  ")}` : "[lock] complete: nothing to add");
