/** Runs after `next build` (npm run build): see scripts/lib/compile-hints.ts. */
import path from "node:path";
import { addCompileHints } from "./lib/compile-hints";

const distDir = path.resolve(__dirname, "..", process.env.NEXT_DIST_DIR || ".next");
const files = addCompileHints(distDir);
console.log(`[compile-hints] ${files.length} root scripts compile eagerly, off the main thread: ${files.map((file) => path.basename(file)).join(", ")}`);
