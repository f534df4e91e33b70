/**
 * npm run bench:pages — Lighthouse (mobile, simulated throttling) on the storefront's home, shop
 * and a product page, run by Debian's Chromium, and checked against the targets of issue #12:
 * Performance >= 95, Accessibility, Best Practices and SEO = 100.
 *
 * Beside each score it prints what explains it: Lighthouse's benchmarkIndex (how fast this host
 * ran; the performance score moves with it), Total Blocking Time (what the code controls: the
 * median of the runs, at most 100 ms on home (issue #24), aim <= 200 ms on the others) and the
 * page's first-load JavaScript in kB gzip, whole and beyond the build's root chunks (React and
 * Next's runtime). The chunks past those mix Next's router with the shop's code;
 * `npm run bench:js` splits them module by module against the 15 kB target.
 *
 * `-- --photos` measures a fresh shop twice, side by side: as seeded (SVG artwork), and after the
 * owner has uploaded a camera photo (12 MP, about 4 MB, made here) to every product through the
 * admin API. Beside performance it prints what a phone on mobile data pays: bytes downloaded,
 * largest contentful paint and layout shift, against the photo targets of issue #21 (<= 500 kB,
 * LCP <= 2.5 s, performance >= 90, CLS 0).
 *
 * BENCH_URL=http://host:port measures a server that is already running (the JavaScript split
 * then assumes it runs the local build). Without it the script starts `next start` over the
 * production build (NEXT_DIST_DIR, default .next) on the built-in database in memory. Each page
 * is measured BENCH_RUNS times (default 5) and the median run is reported, as Lighthouse's own
 * guidance advises for noisy machines. Full reports go to bench-results/.
 *
 * The shop's server, its database and Lighthouse itself run at nice BENCH_SERVER_NICE (default 19)
 * and Chromium at normal priority: Lighthouse multiplies each main-thread task it observes by four
 * to simulate a phone, so server work sharing the cores with the page would be counted as the
 * phone's own. Each runs in a session of its own, niced as a whole (spawnNiced): Linux shares the
 * cores between sessions whatever the nice inside them. BENCH_SERVER_NICE=0 measures the old way,
 * for a side-by-side. A server given by BENCH_URL should be started the same way: `setsid nice -n 19
 * npm start`, then `echo 19 > /proc/<its pid>/autogroup`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { cameraPhoto } from "../../tests/support/camera-photo";
import { median } from "../lib/statistics";
import { BENCH_ADMIN, listProducts, ownerToken, productPhotoForm, saveProductForm } from "../lib/owner-session";
import { createAdmin, distDir, freePort, spawnNiced, startDatabaseProcess, startShopServer, stopProcess, waitFor } from "../lib/shop-server";

const root = path.resolve(__dirname, "../..");
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// Lighthouse runs as its own CLI under plain node: tsx's transform of its page-side functions
// (keepNames helpers) would break them inside the browser.
const LIGHTHOUSE_CLI = path.join(root, "node_modules/lighthouse/cli/index.js");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const LABELS: Record<Category, string> = { performance: "Perf", accessibility: "A11y", "best-practices": "BP", seo: "SEO" };
const TBT_AIM_MS = 200;
/** Issue #24: home's blocking time, the median of the runs, at most 100 ms. */
const HOME_TBT_TARGET_MS = 100;
const PHOTOS = process.argv.includes("--photos");
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? (PHOTOS ? "3" : "5"), 10) || 5);
/** Issue #21: what a page may cost a phone once every product has a real photograph. */
const PHOTO_TARGETS = { performance: 90, kb: 500, lcpMs: 2500, cls: 0 };
const SERVER_NICE = Number.parseInt(process.env.BENCH_SERVER_NICE ?? "19", 10) || 0;

/** The parts of a Lighthouse result (LHR) this script reads. */
interface LighthouseReport {
  environment: { benchmarkIndex: number };
  categories: Partial<Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>>;
  audits: Record<string, { title: string; score: number | null; numericValue?: number; displayValue?: string }>;
}

interface PageResult {
  name: string;
  url: string;
  scores: Record<Category, number>;
  benchmarkIndex: number;
  tbtMs: number;
  jsKb: number;
  appJsKb: number | null;
  /** From the median performance run: what the page downloaded, its largest paint, its layout shift. */
  kb: number;
  lcpMs: number;
  cls: number;
  shortfalls: string[];
}

async function startShop(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const database = await startDatabaseProcess({ niceness: SERVER_NICE });
  try {
    if (PHOTOS) await createAdmin(database.uri, BENCH_ADMIN);
    const server = await startShopServer({ mongodbUri: database.uri, niceness: SERVER_NICE });
    return {
      baseUrl: server.baseUrl,
      stop: async () => {
        await server.stop();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
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

/** React, Next's runtime and the polyfills: the chunks the build loads on every page. */
function frameworkChunks(): Set<string> | null {
  const manifestPath = path.join(root, distDir(), "build-manifest.json");
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { rootMainFiles: string[]; polyfillFiles: string[] };
  return new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles].map((file) => `/_next/${file}`));
}

async function runLighthouse(url: string, chromePort: number, report: string): Promise<LighthouseReport> {
  const run = spawnNiced(
    SERVER_NICE,
    process.execPath,
    [LIGHTHOUSE_CLI, url, `--port=${chromePort}`, "--output=json", `--output-path=${report}`, `--only-categories=${CATEGORIES.join(",")}`, "--quiet"],
    // In a session of its own, which spawnNiced nices: Lighthouse reads the trace while the page loads.
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const code = await new Promise<number | null>((resolve) => run.on("exit", resolve));
  if (code !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${code})`);
  return JSON.parse(readFileSync(report, "utf8")) as LighthouseReport;
}

const scoreOf = (lhr: LighthouseReport, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * The page's first-load JavaScript: the scripts its HTML loads (not the chunks Next prefetches
 * for links afterwards, nor the legacy-browser polyfills), gzip'd as a server sends them.
 */
async function firstLoadJs(url: string, framework: Set<string> | null): Promise<{ jsKb: number; appJsKb: number | null }> {
  const html = await (await fetch(url)).text();
  const sources = new Set([...html.matchAll(/<script\b([^>]*)>/g)].flatMap(([, attributes = ""]) => (/\bnoModule\b/i.test(attributes) ? [] : [...attributes.matchAll(/\bsrc="([^"]+)"/g)].map((match) => match[1] ?? ""))));
  let all = 0;
  let app = 0;
  for (const source of sources) {
    const bytes = gzipSync(Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer())).length;
    all += bytes;
    if (!framework?.has(new URL(source, url).pathname)) app += bytes;
  }
  return { jsKb: all / 1024, appJsKb: framework ? app / 1024 : null };
}

async function measure(name: string, url: string, chromePort: number, outDir: string, framework: Set<string> | null): Promise<PageResult> {
  // One warm-up request so the measured load is not the server's very first.
  await fetch(url).catch(() => undefined);
  const reports: LighthouseReport[] = [];
  for (let run = 1; run <= RUNS; run += 1) reports.push(await runLighthouse(url, chromePort, path.join(outDir, `lighthouse-${name}-${run}.json`)));
  // The median run by performance score speaks for the page, so its figures explain its score.
  const ordered = [...reports].sort((a, b) => scoreOf(a, "performance") - scoreOf(b, "performance"));
  const medianRun = ordered[Math.floor(ordered.length / 2)] ?? reports[0];
  if (!medianRun) throw new Error(`no Lighthouse report for ${url}`);
  const scores = {} as Record<Category, number>;
  const shortfalls: string[] = [];
  for (const category of CATEGORIES) {
    const score = median(reports.map((report) => scoreOf(report, category)));
    scores[category] = score;
    const lhr = reports.find((report) => scoreOf(report, category) === score) ?? medianRun;
    const entry = lhr.categories[category];
    if (score >= TARGETS[category] || !entry) continue;
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        shortfalls.push(`${LABELS[category]}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
      }
    }
  }
  return {
    name,
    url,
    scores,
    benchmarkIndex: medianRun.environment.benchmarkIndex,
    // The issues set blocking time as the median over the runs, which the median-score run need not have.
    tbtMs: median(reports.map((report) => report.audits["total-blocking-time"]?.numericValue ?? Number.NaN)),
    kb: (medianRun.audits["total-byte-weight"]?.numericValue ?? Number.NaN) / 1024,
    lcpMs: medianRun.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: medianRun.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    ...(await firstLoadJs(url, framework)),
    shortfalls,
  };
}

function report(results: PageResult[]): void {
  const header = ["Page", ...CATEGORIES.map((category) => `${LABELS[category]} (>= ${TARGETS[category]})`), "TBT ms", "benchmarkIndex", "JS kB gz", "beyond root chunks"];
  const rows = results.map((result) => [
    result.name,
    ...CATEGORIES.map((category) => `${result.scores[category]}${result.scores[category] >= TARGETS[category] ? "" : " ✗"}`),
    `${result.tbtMs.toFixed(0)}${result.tbtMs <= (result.name === "home" ? HOME_TBT_TARGET_MS : TBT_AIM_MS) ? "" : " ✗"}`,
    result.benchmarkIndex.toFixed(0),
    result.jsKb.toFixed(1),
    result.appJsKb === null ? "n/a" : result.appJsKb.toFixed(1),
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\nMedian of ${RUNS} run${RUNS === 1 ? "" : "s"} per page (TBT: median of the runs, home <= ${HOME_TBT_TARGET_MS} ms, others <= ${TBT_AIM_MS}; benchmarkIndex from the median performance run)`);
  console.log(`${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

/** The owner photographs every bottle: one camera photo per product, uploaded through the admin API. */
async function uploadCameraPhotos(baseUrl: string): Promise<void> {
  const token = await ownerToken(baseUrl);
  const products = await listProducts(baseUrl);
  const started = performance.now();
  for (const [index, product] of products.entries()) {
    // A little different each time, so every product gets its own photo, as in a real shop.
    await saveProductForm(baseUrl, token, await productPhotoForm(product, await cameraPhoto({ width: 4032 - index * 8, height: 3024 })));
  }
  console.log(`[bench:pages] uploaded ${products.length} camera photos in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Artwork and photos side by side, the photo run checked against its targets; answers the misses. */
function reportPhotos(artwork: PageResult[], photos: PageResult[]): string[] {
  const misses: string[] = [];
  console.log(`\nSide by side, median of ${RUNS} Lighthouse mobile runs per page (figures from the median performance run)`);
  const header = ["Page", "run", "Perf", "kB downloaded", "LCP s", "CLS", "benchmarkIndex"];
  const rows: string[][] = [];
  for (const [index, photo] of photos.entries()) {
    const art = artwork[index];
    if (art) {
      if (art.scores.performance < TARGETS.performance) misses.push(`${art.name} (artwork): performance ${art.scores.performance} < ${TARGETS.performance}`);
      rows.push([art.name, "artwork", String(art.scores.performance), art.kb.toFixed(0), (art.lcpMs / 1000).toFixed(2), art.cls.toFixed(3), art.benchmarkIndex.toFixed(0)]);
    }
    const checks: [boolean, string][] = [
      [photo.scores.performance >= PHOTO_TARGETS.performance, `performance ${photo.scores.performance} < ${PHOTO_TARGETS.performance}`],
      [photo.kb <= PHOTO_TARGETS.kb, `${photo.kb.toFixed(0)} kB > ${PHOTO_TARGETS.kb} kB`],
      [photo.lcpMs <= PHOTO_TARGETS.lcpMs, `largest paint ${(photo.lcpMs / 1000).toFixed(2)} s > ${PHOTO_TARGETS.lcpMs / 1000} s`],
      [photo.cls <= PHOTO_TARGETS.cls, `layout shift ${photo.cls.toFixed(3)} > ${PHOTO_TARGETS.cls}`],
    ];
    for (const [ok, miss] of checks) if (!ok) misses.push(`${photo.name} (photos): ${miss}`);
    const mark = (ok: boolean | undefined) => (ok ? "" : " ✗");
    rows.push([
      photo.name,
      "photos",
      `${photo.scores.performance}${mark(checks[0]?.[0])}`,
      `${photo.kb.toFixed(0)}${mark(checks[1]?.[0])}`,
      `${(photo.lcpMs / 1000).toFixed(2)}${mark(checks[2]?.[0])}`,
      `${photo.cls.toFixed(3)}${mark(checks[3]?.[0])}`,
      photo.benchmarkIndex.toFixed(0),
    ]);
  }
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
  console.log(`Targets: artwork performance >= ${TARGETS.performance}; photos performance >= ${PHOTO_TARGETS.performance}, <= ${PHOTO_TARGETS.kb} kB, LCP <= ${PHOTO_TARGETS.lcpMs / 1000} s, CLS ${PHOTO_TARGETS.cls}`);
  return misses;
}

async function main(): Promise<number> {
  let shop: { baseUrl: string; stop: () => Promise<void> } | null = null;
  let chrome: ChildProcess | null = null;
  let profile: string | null = null;
  try {
    let baseUrl = process.env.BENCH_URL?.replace(/\/+$/, "");
    if (PHOTOS && baseUrl) throw new Error("--photos uploads to every product: it measures a fresh shop of its own, not BENCH_URL");
    if (!baseUrl) {
      console.log(`[bench:pages] starting next start over the production build, database in memory, server at nice ${SERVER_NICE}`);
      shop = await startShop();
      baseUrl = shop.baseUrl;
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
    const framework = frameworkChunks();

    const measureAll = async (run: string) => {
      const results: PageResult[] = [];
      for (const page of pages) {
        console.log(`[bench:pages] Lighthouse (mobile) on ${page.url}${run ? ` (${run})` : ""}`);
        results.push(await measure(`${page.name}${run ? `-${run}` : ""}`, page.url, browser.port, outDir, framework));
      }
      return results;
    };

    if (PHOTOS) {
      const artwork = await measureAll("artwork");
      await uploadCameraPhotos(baseUrl);
      const photos = await measureAll("photos");
      const misses = reportPhotos(
        artwork.map((result) => ({ ...result, name: result.name.replace(/-artwork$/, "") })),
        photos.map((result) => ({ ...result, name: result.name.replace(/-photos$/, "") })),
      );
      for (const miss of misses) console.log(`  ✗ ${miss}`);
      console.log(`\nFull reports: ${path.relative(root, outDir)}/lighthouse-*.json`);
      return misses.length === 0 ? 0 : 1;
    }

    const results = await measureAll("");
    report(results);

    const missed = results.filter((result) => result.shortfalls.length > 0 || CATEGORIES.some((category) => result.scores[category] < TARGETS[category]));
    for (const result of missed) {
      console.log(`\n${result.name} misses a target:`);
      for (const shortfall of result.shortfalls) console.log(`  - ${shortfall}`);
    }
    console.log(`\nFull reports: ${path.relative(root, outDir)}/lighthouse-*.json`);
    return missed.length === 0 ? 0 : 1;
  } finally {
    await stopProcess(chrome);
    await shop?.stop();
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
