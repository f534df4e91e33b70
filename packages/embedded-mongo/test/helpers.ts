import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Collection, type Db, type Document, MongoClient, type MongoClientOptions, MongoServerError } from "mongodb";

export function targetUri(): string {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error("MONGODB_URI is not set: the jest global setup should have started a database");
  return uri;
}

/** The server's refusal of what `promise` asked; fails the test when it was answered instead. */
export async function serverError(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof MongoServerError) return err;
    throw err;
  }
  throw new Error("expected the server to refuse the command");
}

export function uniqueDbName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}`;
}

export interface TestDatabase {
  readonly client: MongoClient;
  /** A database of this test file's own, dropped after its last test. */
  readonly db: Db;
  /** A collection no other test has used, so each test starts from nothing. */
  freshCollection<T extends Document = Document>(): Collection<T>;
}

/**
 * Connects the test file to MONGODB_URI before its first test and drops its database and
 * disconnects after its last; `client` and `db` are read inside tests, once connected.
 */
export function connectTestDatabase(prefix: string, options: MongoClientOptions = {}): TestDatabase {
  let client: MongoClient | undefined;
  let db: Db | undefined;
  const connected = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the test database is used before beforeAll connected it");
    return value;
  };
  beforeAll(async () => {
    client = new MongoClient(targetUri(), options);
    await client.connect();
    db = client.db(uniqueDbName(prefix));
  });
  afterAll(async () => {
    await db?.dropDatabase();
    await client?.close();
  });
  return {
    get client() {
      return connected(client);
    },
    get db() {
      return connected(db);
    },
    freshCollection<T extends Document = Document>() {
      return connected(db).collection<T>(`c${Math.random().toString(36).slice(2, 8)}`);
    },
  };
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
  /** SIGKILLs the whole process group: tsx runs the script in a grandchild node process. */
  kill9(): Promise<void>;
}

/** Starts the engine in a separate process (so it can be SIGKILLed) and waits for its URI. */
export function spawnChildEngine(dataDir: string): Promise<ChildEngine> {
  const tsxCli = require.resolve("tsx/cli");
  const script = path.resolve(__dirname, "fixtures/child-engine.ts");
  const child = spawn(process.execPath, [tsxCli, script, dataDir], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => reject(new Error(`child engine did not start: ${err}`)), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /URI (mongodb:\/\/\S+) PID (\d+)/.exec(out);
      if (match?.[1] && match[2]) {
        const enginePid = Number(match[2]);
        clearTimeout(timer);
        const exited = new Promise<void>((done) => child.once("exit", () => done()));
        resolve({
          uri: match[1],
          child,
          kill9: async () => {
            process.kill(-(child.pid as number), "SIGKILL");
            await exited;
            await waitForDeath(enginePid);
          },
        });
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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // A zombie still answers kill(0) until reaped; it holds no files any more.
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

async function waitForDeath(pid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (isRunning(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not die`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
