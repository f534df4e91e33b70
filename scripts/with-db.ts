/**
 * Usage: tsx scripts/with-db.ts -- <command> [args...]
 * Gives the command a MONGODB_URI (see scripts/lib/choose-database.ts), then stops the
 * database it started and exits with the command's exit code.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { chooseDatabase, startDatabase } from "./lib/choose-database";
import { relaunchUnderEngineFlags } from "./lib/engine-flags";

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const args = argv[0] === "--" ? argv.slice(1) : argv;
  const [command, ...rest] = args;
  if (!command) {
    console.error("usage: tsx scripts/with-db.ts -- <command> [args...]");
    return 2;
  }
  const choice = chooseDatabase(process.env);
  const relaunched = await relaunchUnderEngineFlags(choice);
  if (relaunched !== null) return relaunched;
  const db = await startDatabase(choice);
  console.log(`[with-db] ${db.description}`);
  const binDir = path.resolve(process.cwd(), "node_modules/.bin");
  const env = {
    ...process.env,
    MONGODB_URI: db.uri,
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ""}`,
  };
  const child = spawn(command, rest, { stdio: "inherit", env });
  const forward = (signal: NodeJS.Signals) => () => {
    if (child.exitCode === null) child.kill(signal);
  };
  process.on("SIGINT", forward("SIGINT"));
  process.on("SIGTERM", forward("SIGTERM"));
  const code = await new Promise<number>((resolve) => {
    child.on("error", (err) => {
      console.error(`[with-db] could not start ${command}: ${err.message}`);
      resolve(127);
    });
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + (signalNumber(signal) ?? 1) : 1)));
  });
  await db.stop();
  return code;
}

function signalNumber(signal: NodeJS.Signals): number | undefined {
  return { SIGINT: 2, SIGTERM: 15, SIGKILL: 9, SIGHUP: 1 }[signal as string];
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`[with-db] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
