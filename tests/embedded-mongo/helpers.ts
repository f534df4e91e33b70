import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { MongoClient } from "mongodb";

export function targetUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error("MONGODB_URI is not set: the jest global setup should have started a database");
  return uri;
}

export function uniqueDbName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}`;
}

/** True when the suite talks to the built-in engine (engine-only cases are skipped otherwise). */
export async function isBuiltinEngine(client: MongoClient): Promise<boolean> {
  const info = await client.db("admin").command({ buildInfo: 1 });
  return info.gitVersion === "embedded-mongo";
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

export interface ChildEngine {
  uri: string;
  child: ChildProcess;
}

/** Starts the engine in a separate process (so it can be SIGKILLed) and waits for its URI. */
export function spawnChildEngine(dataDir: string): Promise<ChildEngine> {
  const tsx = path.resolve(__dirname, "../../node_modules/.bin/tsx");
  const script = path.resolve(__dirname, "fixtures/child-engine.ts");
  const child = spawn(tsx, [script, dataDir], { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => reject(new Error(`child engine did not start: ${err}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /URI (mongodb:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ uri: match[1], child });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`child engine exited with ${String(code)}: ${err}`));
    });
  });
}
