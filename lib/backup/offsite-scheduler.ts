import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { runDueBackup } from "./offsite-backup";

const PASS_MS = 60_000;
let started = false;
let busy = false;

function pass(): void {
  if (busy) return;
  busy = true;
  connectToDatabase()
    .then(() => runDueBackup())
    .catch((error: unknown) => console.error("Off-site backup pass failed; the next pass tries again", error))
    .finally(() => {
      busy = false;
    });
}

/**
 * Every instance asks once a minute whether the off-site backup is due; the lease in the database
 * lets one run it (runDueBackup). Its timer never keeps the process alive.
 */
export function startOffsiteBackups(): void {
  if (started) return;
  started = true;
  setInterval(pass, PASS_MS).unref();
}
