import fs from "node:fs";
import path from "node:path";
import { engineNodeFlags, startEmbeddedMongo } from "embedded-mongo";

/** Which database a launcher should provide, decided from the environment only. */
export type DatabaseChoice =
  | { kind: "external"; uri: string }
  | { kind: "memory-server"; dbPath: string | undefined }
  | { kind: "builtin"; dataDir: string };

export interface ChooseOptions {
  /** Base folder for relative data paths (the project root). */
  cwd?: string;
  /** Tests want throw-away storage: memory-server without a dbPath, built-in engine in memory. */
  ephemeral?: boolean;
}

/**
 * Order from DESIGN.md: an explicit MONGODB_URI wins; MONGODB_ENGINE=memory-server starts a
 * real mongod; otherwise the built-in engine (data in .data/db, MONGODB_DATA_DIR overrides).
 */
export function chooseDatabase(env: Record<string, string | undefined>, options: ChooseOptions = {}): DatabaseChoice {
  const cwd = options.cwd ?? process.cwd();
  const uri = env.MONGODB_URI?.trim();
  if (uri) return { kind: "external", uri };
  if (env.MONGODB_ENGINE?.trim() === "memory-server") {
    return { kind: "memory-server", dbPath: options.ephemeral ? undefined : path.resolve(cwd, ".data/memory-server") };
  }
  if (options.ephemeral) return { kind: "builtin", dataDir: ":memory:" };
  const dataDir = env.MONGODB_DATA_DIR?.trim() || ".data/db";
  return { kind: "builtin", dataDir: dataDir === ":memory:" ? dataDir : path.resolve(cwd, dataDir) };
}

export interface RunningDatabase {
  uri: string;
  /** One human line naming what was chosen. */
  description: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  port?: number;
  ttlSweepMs?: number;
  cwd?: string;
}

export async function startDatabase(choice: DatabaseChoice, options: StartOptions = {}): Promise<RunningDatabase> {
  const cwd = options.cwd ?? process.cwd();
  switch (choice.kind) {
    case "external":
      return { uri: choice.uri, description: `MONGODB_URI (${redact(choice.uri)})`, stop: async () => {} };
    case "memory-server": {
      // Imported lazily: it is a dev dependency and may download mongod on first use.
      const { MongoMemoryServer } = await import("mongodb-memory-server-core");
      if (choice.dbPath) fs.mkdirSync(choice.dbPath, { recursive: true });
      const server = await MongoMemoryServer.create({
        instance: { ...(choice.dbPath ? { dbPath: choice.dbPath } : {}), storageEngine: "wiredTiger", port: options.port },
      });
      const where = choice.dbPath ? path.relative(cwd, choice.dbPath) || choice.dbPath : "temporary";
      return {
        uri: server.getUri(),
        description: `mongodb-memory-server at ${server.getUri()} (data: ${where})`,
        stop: async () => {
          await server.stop({ doCleanup: !choice.dbPath });
        },
      };
    }
    case "builtin": {
      const engine = await startEmbeddedMongo({ dataDir: choice.dataDir, port: options.port, ttlSweepMs: options.ttlSweepMs });
      const where = choice.dataDir === ":memory:" ? ":memory:" : path.relative(cwd, choice.dataDir) || choice.dataDir;
      // The flags this process runs under, so a launcher started without the engine's shows it.
      const flags = engineNodeFlags().filter((flag) => process.execArgv.includes(flag));
      return { uri: engine.uri, description: `built-in engine at ${engine.uri} (data: ${where}; ${flags.length > 0 ? flags.join(" ") : "Node's default heap"})`, stop: () => engine.stop() };
    }
  }
}

function redact(uri: string): string {
  return uri.replace(/\/\/([^@/]+)@/, "//***@");
}
