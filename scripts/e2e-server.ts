/**
 * The server Playwright journeys run against: a fresh in-memory database on a known port, the
 * e2e admin, test-mode payments, and `next start` over the production build (or `next dev` with
 * E2E_DEV=1, for quick local iteration). The catalogue is seeded by the app's own first start.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN, E2E_BASE_URL, E2E_MONGODB_PORT, E2E_PORT, E2E_TRUSTED_PROXY } from "../e2e/support/credentials";
import { startDatabase } from "./lib/choose-database";
import { nextStartCommand } from "./lib/next-start";

const root = path.resolve(__dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const dev = process.env.E2E_DEV === "1";
const distDir = process.env.NEXT_DIST_DIR || ".next";

async function main(): Promise<void> {
  if (!dev && !existsSync(path.join(root, distDir, "BUILD_ID"))) {
    console.log("[e2e-server] no production build found: running npm run build");
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const db = await startDatabase({ kind: "builtin", dataDir: ":memory:" }, { port: E2E_MONGODB_PORT });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MONGODB_URI: `${db.uri}/scents`,
    NODE_ENV: dev ? "development" : "production",
    PAYMENTS_MODE: "test",
    NEXTAUTH_URL: E2E_BASE_URL,
    NEXTAUTH_SECRET: "e2e-only-secret-9f2c1a7b4d-not-for-production",
    NEXT_PUBLIC_SITE_URL: E2E_BASE_URL,
    TRUSTED_PROXIES: E2E_TRUSTED_PROXY,
    // Every journey's browser comes from 127.0.0.1, one client to the per-client limits on unpaid
    // orders and checkouts (jest proves those); and journeys buy a seeded size's few units by transfer.
    UNPAID_ORDERS_PER_CLIENT: "1000",
    UNPAID_UNITS_PER_CLIENT: "10000",
    CHECKOUTS_PER_CLIENT: "10000",
    UNPAID_HOLD_PERCENT: "100",
    SETTINGS_ENCRYPTION_KEY: "e2e0".repeat(16),
    UPLOADS_DIR: mkdtempSync(path.join(os.tmpdir(), "scents-e2e-uploads-")),
    ADMIN_NAME: E2E_ADMIN.name,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_SECURITY_KEY: E2E_ADMIN.securityKey,
  };
  // Asynchronous on purpose: the engine runs in this process and must keep answering.
  const adminStatus = await new Promise<number | null>((resolve) => {
    spawn(bin("tsx"), ["--conditions=react-server", "scripts/create-admin.ts"], { cwd: root, env, stdio: "inherit" }).on("exit", resolve);
  });
  if (adminStatus !== 0) {
    await db.stop();
    process.exit(adminStatus ?? 1);
  }
  // No -H, as `npm start` runs it: named 127.0.0.1, Next.js fetched its proxy's rewrites from itself over HTTP (scripts/lib/shop-server.ts says why).
  const address = ["-p", String(E2E_PORT)];
  const server = dev ? { command: bin("next"), args: ["dev", ...address] } : nextStartCommand(address);
  const next = spawn(server.command, server.args, { cwd: root, env, stdio: "inherit" });
  const stop = async (code: number) => {
    if (next.exitCode === null) next.kill("SIGTERM");
    await db.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  next.on("exit", (code) => void stop(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(`[e2e-server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
