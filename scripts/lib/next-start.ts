import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(__dirname, "../..");

/** The preload every production server runs under (see lib/server/preload.mjs). */
export const SERVER_PRELOAD = path.join(root, "lib/server/preload.mjs");

/**
 * `next start <args>` as `npm start` and the Docker image run it: under the server preload (the client-address
 * stamp, without which a production server refuses to start, and the cached pages).
 */
export function nextStartCommand(args: string[], nodeArgs: string[] = []): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: [...nodeArgs, "--import", pathToFileURL(SERVER_PRELOAD).href, path.join(root, "node_modules/next/dist/bin/next"), "start", ...args],
  };
}
