/**
 * Production servers for benchmarks and the multi-instance tests: `next start` over an existing
 * build (NEXT_DIST_DIR, default .next) on a given database, with the settings production needs.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { nextStartCommand } from "./next-start";

const root = path.resolve(__dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

export interface AdminAccount {
  name: string;
  email: string;
  password: string;
  securityKey: string;
}

export interface ShopServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ShopServerOptions {
  mongodbUri: string;
  port?: number;
  /** Extra or overriding environment. */
  env?: Record<string, string>;
  /** Where the server's output goes; by default only its errors are shown. */
  stdio?: "inherit" | "ignore-output";
  /** Node's own flags for the server process (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** Run it at this lower CPU priority (see spawnNiced). */
  niceness?: number;
}

export function distDir(): string {
  return process.env.NEXT_DIST_DIR || ".next";
}

export function hasProductionBuild(): boolean {
  return existsSync(path.join(root, distDir(), "BUILD_ID"));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

export async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Spawns a command at a lower CPU priority (nice 1 to 19; 0 or none leaves it as it is). A page
 * benchmark runs the shop's server beside the browser it measures: on a small machine the server's
 * work would otherwise land inside the page's own tasks, which a phone, whose shop runs elsewhere,
 * never pays.
 *
 * Linux shares the cores fairly between sessions (autogroups) whatever the nice of the processes in
 * them, and a detached child starts a session of its own: so the session is niced too. With the
 * process alone niced, the server and Lighthouse took as much CPU as the browser they measured, and
 * home's blocking time read 316–706 ms where the same page in the same browser gave 62–141 ms.
 */
export function spawnNiced(niceness: number | undefined, command: string, args: string[], options: SpawnOptions): ChildProcess {
  if (!niceness) return spawn(command, args, options);
  const child = spawn("nice", ["-n", String(niceness), command, ...args], options);
  if (options.detached && child.pid !== undefined) niceSession(child.pid, niceness);
  return child;
}

/** Where the kernel has no autogroups (not Linux, or built without them) the process's own nice is all there is. */
function niceSession(pid: number, niceness: number): void {
  const autogroup = `/proc/${pid}/autogroup`;
  if (existsSync(autogroup)) writeFileSync(autogroup, String(niceness));
}

/** Stops a process started with `detached: true` and its children, waiting up to 10 s. */
export async function stopProcess(child: ChildProcess | null | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

/** What a production server is given besides its database: test-mode payments, a long secret. */
function productionEnv(baseUrl: string, mongodbUri: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    MONGODB_URI: mongodbUri,
    NEXT_DIST_DIR: distDir(),
    NEXTAUTH_URL: baseUrl,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || "shop-server-only-secret-0c8d2f4a9b1e7c35",
    NEXT_PUBLIC_SITE_URL: baseUrl,
    SETTINGS_ENCRYPTION_KEY: process.env.SETTINGS_ENCRYPTION_KEY || "5e0c".repeat(16),
    PAYMENTS_MODE: "test",
  };
}

/** Runs one of the app's scripts (seed, create-admin...) against a database, as `npm run` would. */
export async function runShopScript(script: string, mongodbUri: string, env: Record<string, string> = {}): Promise<void> {
  // Asynchronous on purpose: the database may be an engine running in this very process.
  const status = await new Promise<number | null>((resolve) => {
    spawn(bin("tsx"), ["--conditions=react-server", script], {
      cwd: root,
      env: { ...process.env, MONGODB_URI: mongodbUri, ...env },
      stdio: ["ignore", "ignore", "inherit"],
    }).on("exit", resolve);
  });
  if (status !== 0) throw new Error(`${script} exited with ${status}`);
}

/** Creates (or updates) an admin in the database with `scripts/create-admin.ts`. */
export function createAdmin(mongodbUri: string, admin: AdminAccount): Promise<void> {
  return runShopScript("scripts/create-admin.ts", mongodbUri, {
    ADMIN_NAME: admin.name,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_SECURITY_KEY: admin.securityKey,
  });
}

export interface DatabaseProcess {
  /** mongodb://127.0.0.1:PORT, without a database name. */
  uri: string;
  /** The engine's process (a tsx launcher; the engine runs in its child). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The built-in engine in its own process (`scripts/db.ts`), in memory unless dataDir is given. */
export async function startDatabaseProcess(options: { dataDir?: string; niceness?: number; nodeArgs?: string[] } = {}): Promise<DatabaseProcess> {
  const port = await freePort();
  const child = spawnNiced(options.niceness, bin("tsx"), [...(options.nodeArgs ?? []), "scripts/db.ts"], {
    cwd: root,
    env: { ...process.env, MONGODB_PORT: String(port), MONGODB_DATA_DIR: options.dataDir ?? ":memory:" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("connect with")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the database exited with ${code} before it was ready: ${output}`)));
  });
  child.stdout?.resume();
  return { uri: `mongodb://127.0.0.1:${port}`, pid: child.pid, stop: () => stopProcess(child) };
}

export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  if (!hasProductionBuild()) throw new Error(`No production build in ${distDir()}. Build first (npm run build).`);
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  // No -H, as `npm start` runs it. Named 127.0.0.1, Next.js calls its own origin that, but the proxy's
  // rewrites (/shop?…, a collection's filters) `localhost` (NextURL's name for a loopback address):
  // it took them for another origin and fetched each over HTTP from itself, two requests where
  // production makes one (strace of five cold searches: a connection to its own port with -H, none without).
  const next = nextStartCommand(["-p", String(port)], options.nodeArgs);
  const child = spawnNiced(options.niceness, next.command, next.args, {
    cwd: root,
    env: { ...productionEnv(baseUrl, options.mongodbUri), ...options.env },
    stdio: options.stdio === "inherit" ? "inherit" : ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await waitFor(`${baseUrl}/api/products/all-products?limit=1`, 120_000, child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { baseUrl, process: child, stop: () => stopProcess(child) };
}
