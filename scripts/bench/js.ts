/**
 * npm run bench:js — each storefront page's first-load JavaScript, module by module, from Next's
 * bundle analyzer (`next analyze --output`, which compiles the app without building it, about as
 * long as a build): what is React's and Next's own, and what is the shop's (our code and the
 * libraries it pulls in; a library only Next's own modules import is Next's: scripts/lib/framework-modules.ts), in kB gzip. Target (issues #12 and #24): the shop's part <= 15 kB on every
 * storefront page listed here.
 *
 * First load = the chunks of the route's bootstrap and of what its render needs (layouts, the
 * page, error and loading boundaries); chunks loaded on demand (a modal, a lazy library) are not.
 * BENCH_JS_REUSE=1 reads the last analysis instead of compiling again.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { frameworkPaths, isFrameworkPackage, type AnalyzedModule } from "../lib/framework-modules";

const root = path.resolve(__dirname, "../..");
const next = path.join(root, "node_modules", ".bin", "next");
const PAGES = ["/[[...path]]", "/shop/[[...view]]", "/product/[id]", "/cart", "/products-and-services", "/contact-us", "/checkout", "/order-tracking"];
const TARGET_KB = 15;
const TARGET_PAGES = new Set(PAGES);

interface AnalyzerRecord {
  type: string;
  ident?: string;
  path?: string;
  dependencies?: { sync?: string[] };
  kind?: string;
  outputs?: string[];
  filename?: string;
  source_path?: string;
  compressed_size?: number;
}

function analyse(route: string): { framework: number; shop: number; top: [string, number][] } {
  const exported = spawnSync(next, ["analyze", "export", "--route", route], { cwd: root, encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
  if (exported.status !== 0) throw new Error(`next analyze export --route ${route} failed: ${exported.stderr}`);
  const records = exported.stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AnalyzerRecord);
  const firstLoad = new Set(
    records
      .filter((record) => record.type === "group" && record.kind !== "async")
      .flatMap((record) => record.outputs ?? [])
      .filter((output) => output.startsWith("[client-fs]") && output.endsWith(".js")),
  );
  const frameworkSources = frameworkPaths(records.filter((record): record is AnalyzerRecord & AnalyzedModule => record.type === "module"));
  let framework = 0;
  let shop = 0;
  const bySource = new Map<string, number>();
  for (const record of records) {
    if (record.type !== "part" || !record.filename || !firstLoad.has(record.filename)) continue;
    const size = record.compressed_size ?? 0;
    const source = record.source_path ?? "";
    if (frameworkSources.has(source) || isFrameworkPackage(source)) {
      framework += size;
    } else {
      shop += size;
      const name = source.replace("[project]/", "");
      bySource.set(name, (bySource.get(name) ?? 0) + size);
    }
  }
  return { framework, shop, top: [...bySource].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.BENCH_JS_MODULES) || 6) };
}

function main(): number {
  if (process.env.BENCH_JS_REUSE !== "1") {
    console.log("[bench:js] compiling for the analyzer (next analyze --output)");
    const compiled = spawnSync(next, ["analyze", "--output"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (compiled.status !== 0) throw new Error("next analyze failed");
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  let missed = 0;
  console.log(`\nFirst-load JavaScript per page, kB gzip (per module, as the analyzer compresses each)`);
  for (const route of PAGES) {
    const { framework, shop, top } = analyse(route);
    const checked = TARGET_PAGES.has(route);
    const verdict = checked ? (shop / 1024 <= TARGET_KB ? ` (<= ${TARGET_KB}: ok)` : ` (<= ${TARGET_KB}: MISSED)`) : "";
    if (checked && shop / 1024 > TARGET_KB) missed += 1;
    // Two decimals for the shop's part: a page near the limit shows which side it is on.
    console.log(`${route.padEnd(24)} React and Next ${kb(framework).padStart(6)}   the shop's ${(shop / 1024).toFixed(2).padStart(6)}${verdict}`);
    console.log(`${"".padEnd(24)} largest: ${top.map(([name, size]) => `${name} ${kb(size)}`).join(", ")}`);
  }
  return missed === 0 ? 0 : 1;
}

try {
  process.exit(main());
} catch (error) {
  console.error(`[bench:js] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
