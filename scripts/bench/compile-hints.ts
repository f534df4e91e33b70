/**
 * npm run bench:compile-hints — what V8's compile hint on the root scripts (npm run build, see
 * scripts/lib/compile-hints.ts) saves a phone, side by side in one run.
 *
 * It serves the production build (NEXT_DIST_DIR, default .next) twice on one in-memory database:
 * as built, and from a copy whose root scripts have the hint taken off. Debian's Chromium loads
 * the home, shop and a product page from each in turn, BENCH_RUNS times (default 9), at 4x CPU
 * slowdown (Lighthouse's mobile setting), and reads the page's long tasks (their total blocking
 * time, each task's time past 50 ms, and their whole length) and when its largest contentful
 * paint happened. Medians are printed.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { COMPILE_HINT, rootMainFiles } from "../lib/compile-hints";
import { distDir, startDatabaseProcess, startShopServer } from "../lib/shop-server";
import { median } from "../lib/statistics";

const root = path.resolve(__dirname, "../..");
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "9", 10) || 9);

interface LongTasks {
  blockingMs: number;
  longTaskMs: number;
  largestPaintMs: number;
}

/** A copy of the build (less Next's own build cache) whose root scripts lack the hint. */
function unhintedCopy(builtDir: string): string {
  const copy = `${builtDir}-bench-unhinted`;
  rmSync(copy, { recursive: true, force: true });
  cpSync(builtDir, copy, { recursive: true, filter: (source) => source !== path.join(builtDir, "cache") });
  for (const file of rootMainFiles(copy)) {
    const source = readFileSync(file, "utf8");
    if (!source.startsWith(`${COMPILE_HINT}\n`)) throw new Error(`${file} has no compile hint: build with npm run build`);
    writeFileSync(file, source.slice(COMPILE_HINT.length + 1));
  }
  return copy;
}

async function longTasks(browser: Browser, url: string): Promise<LongTasks> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const seen = { longTasks: [] as number[], largestPaint: 0 };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.longTasks.push(entry.duration))).observe({ type: "longtask", buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.largestPaint = entry.startTime))).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    const seen = await page.evaluate(() => (window as unknown as { __seen: { longTasks: number[]; largestPaint: number } }).__seen);
    return {
      blockingMs: seen.longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longTaskMs: seen.longTasks.reduce((sum, ms) => sum + ms, 0),
      largestPaintMs: seen.largestPaint,
    };
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const builtDir = path.join(root, distDir());
  const copy = unhintedCopy(builtDir);
  const database = await startDatabaseProcess();
  const mongodbUri = `${database.uri}/bench-compile-hints`;
  const builds = [
    { name: "with hint", server: await startShopServer({ mongodbUri }) },
    { name: "without hint", server: await startShopServer({ mongodbUri, env: { NEXT_DIST_DIR: path.relative(root, copy) } }) },
  ];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" });
  try {
    const listed = (await (await fetch(`${builds[0]!.server.baseUrl}/api/products/all-products?limit=1`)).json()) as { products: { _id: string }[] };
    const pages = { home: "/", shop: "/shop", product: `/product/${listed.products[0]!._id}` };
    console.log(`Median of ${RUNS} loads per page and build, Chromium at 4x CPU slowdown, builds taken in turn`);
    console.log("Page     Build         Blocking ms  Long tasks ms  Largest paint ms");
    for (const [name, pagePath] of Object.entries(pages)) {
      const measured = new Map<string, LongTasks[]>(builds.map((build) => [build.name, []]));
      for (const build of builds) await fetch(build.server.baseUrl + pagePath); // fills the page cache
      for (let run = 0; run < RUNS; run++) {
        for (const build of builds) measured.get(build.name)!.push(await longTasks(browser, build.server.baseUrl + pagePath));
      }
      for (const [build, runs] of measured) {
        const blocking = median(runs.map((run) => run.blockingMs)).toFixed(0);
        const long = median(runs.map((run) => run.longTaskMs)).toFixed(0);
        const largestPaint = median(runs.map((run) => run.largestPaintMs)).toFixed(0);
        console.log(`${name.padEnd(8)} ${build.padEnd(13)} ${blocking.padStart(11)}  ${long.padStart(13)}  ${largestPaint.padStart(16)}`);
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.server.stop();
    await database.stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
