/**
 * V8's explicit compile hint (Chrome 136+): a file whose first line is this comment has every
 * function compiled eagerly, on a background thread while the file streams in. Without it, V8
 * compiles React's and Next's module bodies lazily, on the main thread, inside the one task that
 * starts the app: on a phone that task was the largest piece of the storefront's blocking time.
 * https://v8.dev/blog/explicit-compile-hints
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function withCompileHint(source: string): string {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/**
 * The build's root main files (React, Next's router and runtime, the app's entry), as the build
 * manifest names them (`static/chunks/…`): the scripts every page loads and runs at once, whose
 * functions are nearly all called on load. A page's own chunks stay lazy.
 */
export function rootMainFileNames(distDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles?: string[] };
  if (!manifest.rootMainFiles?.length) throw new Error(`${distDir}/build-manifest.json lists no rootMainFiles`);
  return manifest.rootMainFiles;
}

/** The root main files' paths on disk. */
export function rootMainFiles(distDir: string): string[] {
  return rootMainFileNames(distDir).map((file) => path.join(distDir, file));
}

/** Marks the build's root main files; running it again changes nothing. */
export function addCompileHints(distDir: string): string[] {
  const files = rootMainFiles(distDir);
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const hinted = withCompileHint(source);
    if (hinted !== source) writeFileSync(file, hinted);
  }
  return files;
}
