/**
 * npm run bench:pages — Lighthouse (mobile, simulated throttling) on the storefront's home, shop
 * and a product page, run by Debian's Chromium, and checked against the targets of issue #4:
 * Performance >= 90, Accessibility >= 95, Best Practices >= 95, SEO = 100.
 *
 * BENCH_URL=http://host:port measures a server that is already running. Without it the script
 * starts `next start` over an existing production build (NEXT_DIST_DIR, default .next) with the
 * built-in database in memory, and stops it afterwards. Each page is measured BENCH_RUNS times
 * (default 3) and the median score of each category is reported, as Lighthouse's own guidance
 * advises for noisy machines. Full reports go to bench-results/.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// Lighthouse runs as its own CLI under plain node: tsx's transform of its page-side functions
// (keepNames helpers) would break them inside the browser.
const LIGHTHOUSE_CLI = path.join(root, "node_modules/lighthouse/cli/index.js");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 90, accessibility: 95, "best-practices": 95, seo: 100 };
const LABELS: Record<Category, string> = { performance: "Performance", accessibility: "Accessibility", "best-practices": "Best Practices", seo: "SEO" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with code ${child.exitCode} before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops a process and its children, waiting up to 10 s for it to go. */
async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}

async function startShop(): Promise<{ baseUrl: string; server: ChildProcess }> {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(root, distDir, "BUILD_ID"))) {
    throw new Error(`No production build in ${distDir}. Build first (e.g. NEXT_DIST_DIR=${distDir} npx next build) or set BENCH_URL.`);
  }
  // The build's data cache outlives the in-memory database: drop it so no cached catalogue names
  // products of an earlier run.
  rmSync(path.join(root, distDir, "cache", "fetch-cache"), { recursive: true, force: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    MONGODB_URI: "",
    MONGODB_DATA_DIR: ":memory:",
    NEXT_DIST_DIR: distDir,
    NEXTAUTH_URL: baseUrl,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || "bench-pages-only-secret",
  };
  delete env.MONGODB_URI;
  const server = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/with-db.ts", "--", "next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  await waitFor(`${baseUrl}/api/products/all-products?limit=1`, 120_000, server);
  return { baseUrl, server };
}

async function startChromium(): Promise<{ port: number; chrome: ChildProcess; profile: string }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), "bench-pages-chromium-"));
  const chrome = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-extensions",
      "--disable-default-apps",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore", detached: true },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000, chrome);
  return { port, chrome, profile };
}

async function productUrl(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/products/all-products?limit=1`);
  const { products } = (await response.json()) as { products: { _id: string }[] };
  const first = products[0];
  if (!first) throw new Error("The catalogue is empty: no product page to measure");
  return `${baseUrl}/product/${first._id}`;
}

/** The parts of a Lighthouse result (LHR) this script reads. */
interface LighthouseReport {
  categories: Partial<Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>>;
  audits: Record<string, { title: string; score: number | null; displayValue?: string }>;
}

interface PageResult {
  name: string;
  url: string;
  scores: Record<Category, number>;
  shortfalls: string[];
}

const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "3", 10) || 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function runLighthouse(url: string, chromePort: number, report: string): Promise<LighthouseReport> {
  const run = spawn(
    process.execPath,
    [LIGHTHOUSE_CLI, url, `--port=${chromePort}`, "--output=json", `--output-path=${report}`, `--only-categories=${CATEGORIES.join(",")}`, "--quiet"],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
  );
  const code = await new Promise<number | null>((resolve) => run.on("exit", resolve));
  if (code !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${code})`);
  return JSON.parse(readFileSync(report, "utf8")) as LighthouseReport;
}

const scoreOf = (lhr: LighthouseReport, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

async function measure(name: string, url: string, chromePort: number, outDir: string): Promise<PageResult> {
  // One warm-up request so the measured load is not the server's very first.
  await fetch(url).catch(() => undefined);
  const reports: LighthouseReport[] = [];
  for (let run = 1; run <= RUNS; run += 1) reports.push(await runLighthouse(url, chromePort, path.join(outDir, `lighthouse-${name}-${run}.json`)));
  const scores = {} as Record<Category, number>;
  const shortfalls: string[] = [];
  for (const category of CATEGORIES) {
    const score = median(reports.map((report) => scoreOf(report, category)));
    scores[category] = score;
    // Explain a miss from the run whose score is the median.
    const lhr = reports.find((report) => scoreOf(report, category) === score) ?? reports[0];
    const entry = lhr?.categories[category];
    if (score >= TARGETS[category] || !lhr || !entry) continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        shortfalls.push(`${LABELS[category]}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      }
    }
  }
  return { name, url, scores, shortfalls };
}

async function main(): Promise<number> {
  let server: ChildProcess | null = null;
  let chrome: ChildProcess | null = null;
  let profile: string | null = null;
  try {
    let baseUrl = process.env.BENCH_URL?.replace(/\/+$/, "");
    if (!baseUrl) {
      console.log("[bench:pages] starting next start over the production build, database in memory");
      const started = await startShop();
      baseUrl = started.baseUrl;
      server = started.server;
    }
    const pages = [
      { name: "home", url: `${baseUrl}/` },
      { name: "shop", url: `${baseUrl}/shop` },
      { name: "product", url: await productUrl(baseUrl) },
    ];
    const browser = await startChromium();
    chrome = browser.chrome;
    profile = browser.profile;
    const outDir = path.join(root, "bench-results");
    mkdirSync(outDir, { recursive: true });

    const results: PageResult[] = [];
    for (const page of pages) {
      console.log(`[bench:pages] Lighthouse (mobile) on ${page.url}`);
      results.push(await measure(page.name, page.url, browser.port, outDir));
    }

    const header = ["Page", ...CATEGORIES.map((category) => `${LABELS[category]} (>= ${TARGETS[category]})`)];
    const rows = results.map((result) => [result.name, ...CATEGORIES.map((category) => `${result.scores[category]}${result.scores[category] >= TARGETS[category] ? "" : " ✗"}`)]);
    const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
    const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
    console.log(`\nMedian of ${RUNS} run${RUNS === 1 ? "" : "s"} per page`);
    console.log(`${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
    for (const row of rows) console.log(line(row));

    const missed = results.filter((result) => result.shortfalls.length > 0 || CATEGORIES.some((category) => result.scores[category] < TARGETS[category]));
    for (const result of missed) {
      console.log(`\n${result.name} misses a target:`);
      for (const shortfall of result.shortfalls) console.log(`  - ${shortfall}`);
    }
    console.log(`\nFull reports: ${path.relative(root, outDir)}/lighthouse-*.json`);
    return missed.length === 0 ? 0 : 1;
  } finally {
    await stop(chrome);
    await stop(server);
    if (profile) rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench:pages] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
