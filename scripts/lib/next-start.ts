import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(__dirname, "../..");

/** The preload every production server runs under (see lib/server/preload.mjs). */
export const SERVER_PRELOAD = path.join(root, "lib/server/preload.mjs");

/**
 * V8's heap flags for the shop's server (npm start and the Docker image give the same). By default
 * V8 grows the heap to two or three times what stays live after a collection and keeps it: a
 * 10,000-search flood left 100-130 MB live in a 280-330 MB heap, the server at +197 MB. With the
 * heap grown by 30% over the live data and a smaller young generation: +20 MB over 2,000 searches.
 * Not a limit: a larger shop's heap grows with what it holds.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=30"];

/**
 * `next start <args>` as `npm start` and the Docker image run it: under the server preload (the client-address
 * stamp, without which a production server refuses to start, and the cached pages).
 */
export function nextStartCommand(args: string[], nodeArgs: string[] = []): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, ...nodeArgs, "--import", pathToFileURL(SERVER_PRELOAD).href, path.join(root, "node_modules/next/dist/bin/next"), "start", ...args],
  };
}
