/**
 * Runs the built-in engine alone so mongosh or Compass can connect, until Ctrl-C.
 * MONGODB_PORT (default 27017) must be free: a busy port is an error, not a silent fallback,
 * because tools are pointed at the printed port.
 */
import { chooseDatabase, startDatabase } from "./lib/choose-database";
import { relaunchUnderEngineFlags } from "./lib/engine-flags";

async function main(): Promise<void> {
  const rawPort = process.env.MONGODB_PORT ?? "27017";
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`MONGODB_PORT is not a port: ${rawPort}`);
  const choice = chooseDatabase({ ...process.env, MONGODB_URI: undefined, MONGODB_ENGINE: undefined });
  const relaunched = await relaunchUnderEngineFlags(choice);
  if (relaunched !== null) process.exit(relaunched);
  const db = await startDatabase(choice, { port });
  console.log(`[db] ${db.description}`);
  console.log(`[db] connect with: mongosh "${db.uri}"   (Ctrl-C to stop)`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    db.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((err: unknown) => {
  console.error(`[db] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
