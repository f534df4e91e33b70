import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(__dirname, "../..");

/** The preload every production server runs under (see lib/http/stamp-client-address.mjs). */
export const CLIENT_ADDRESS_STAMP = path.join(root, "lib/http/stamp-client-address.mjs");

/**
 * `next start <args>` as `npm start` and the Docker image run it: under the client-address stamp,
 * without which a production server refuses to start.
 */
export function nextStartCommand(args: string[]): { command: string; args: string[] } {
  return {
    command: process.execPath,
    args: ["--import", pathToFileURL(CLIENT_ADDRESS_STAMP).href, path.join(root, "node_modules/next/dist/bin/next"), "start", ...args],
  };
}
