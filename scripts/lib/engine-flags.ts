import { spawn } from "node:child_process";
import { engineNodeFlags } from "embedded-mongo";
import type { DatabaseChoice } from "./choose-database";

/**
 * A launcher that will run the built-in engine in its own process runs again under the engine's
 * Node flags (how its heap grows: embedded-mongo's node-flags.ts), which must be given when Node starts.
 * Resolves to that run's exit code, or null when this process already has the flags or runs no
 * engine, and should go on.
 */
export async function relaunchUnderEngineFlags(choice: DatabaseChoice): Promise<number | null> {
  if (choice.kind !== "builtin") return null;
  const flags = engineNodeFlags();
  if (flags.every((flag) => process.execArgv.includes(flag))) return null;
  const child = spawn(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit" });
  // Ctrl-C reaches the whole process group; a SIGTERM sent to this process alone is passed on.
  const forward = (signal: NodeJS.Signals) => () => {
    if (child.exitCode === null) child.kill(signal);
  };
  process.on("SIGINT", () => undefined);
  process.on("SIGTERM", forward("SIGTERM"));
  return new Promise<number>((resolve) => {
    child.on("error", () => resolve(1));
    child.on("exit", (code, signal) => resolve(code ?? (signal === "SIGINT" ? 130 : 1)));
  });
}
