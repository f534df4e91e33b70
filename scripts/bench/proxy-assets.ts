/**
 * npm run bench:proxy-assets — what a new visitor's files cost the app, with and without the
 * proxy's keeping them (deploy/nginx.conf): on a production build (NEXT_DIST_DIR, default .next)
 * and the seeded shop behind a real nginx running that file, 10 keep-alive connections ask for
 * the build's files that /shop and a product page name (scripts and styles, in turn) for
 * BENCH_SECONDS (default 10) each way, straight from the app and through the proxy, and then ask
 * for the cached /shop page itself. Printed: requests a second, p99, and the app's CPU per request
 * (its processes' CPU seconds over the requests it answered), so a file's cost sits beside a page's.
 */
import { runLoad, type LoadResult } from "../lib/http-load";
import { NGINX, startProxy } from "../lib/nginx-proxy";
import { benchSettings, runBench, stopAll, WARM_UP_SECONDS, type Running } from "../lib/bench-run";
import { cpuDuring } from "../lib/process-groups";
import { listProducts } from "../lib/owner-session";
import { startDatabaseProcess, startShopServer } from "../lib/shop-server";

const settings = benchSettings();
const CONNECTIONS = 10;
const running: Running = new Set();

/** The build's files a page's scripts and links name (not its inlined styles' data-href, a list of the files they replace). */
async function filesOf(pageUrl: string): Promise<string[]> {
  const html = await (await fetch(pageUrl)).text();
  return [...new Set([...html.matchAll(/\s(?:src|href)="(\/_next\/static\/[^"?\s]+)"/g)].map((match) => match[1] as string))];
}

interface Measured {
  load: LoadResult;
  /** The app's CPU per request, in ms; for the proxy, over the visitors' requests, whoever answered them. */
  appCpuMs: number;
}

async function main(): Promise<number> {
  if (!NGINX) throw new Error("bench:proxy-assets needs nginx: apt-get install nginx-light");
  const database = await startDatabaseProcess();
  running.add(database.stop);
  const server = await startShopServer({ mongodbUri: database.uri });
  running.add(server.stop);
  const proxy = await startProxy({ app: Number(new URL(server.baseUrl).port), orders: Number(new URL(server.baseUrl).port) });
  running.add(proxy.stop);
  const [product] = await listProducts(server.baseUrl);
  if (!product) throw new Error("the catalogue is empty");
  const files = [...new Set([...(await filesOf(`${server.baseUrl}/shop`)), ...(await filesOf(`${server.baseUrl}/product/${product._id}`))])];
  if (files.length === 0) throw new Error("/shop names none of the build's files");

  const measure = async (base: string, paths: readonly string[]): Promise<Measured> => {
    const options = { connections: CONNECTIONS, headers: { "accept-encoding": "gzip, deflate, br" }, vary: (request: number) => paths[request % paths.length] as string };
    await runLoad(`${base}/`, { ...options, seconds: WARM_UP_SECONDS });
    const { result: load, cpu } = await cpuDuring({ app: [server.process.pid] }, () => runLoad(`${base}/`, { ...options, seconds: settings.seconds }));
    const appCpuMs = (1000 * cpu.app) / load.requests;
    if (load.failures > 0) throw new Error(`${load.failures} of ${load.requests} requests to ${base} failed`);
    return { load, appCpuMs };
  };

  const fromApp = await measure(server.baseUrl, files);
  const throughProxy = await measure(proxy.baseUrl, files);
  const page = await measure(server.baseUrl, ["/shop"]);
  const line = (name: string, { load, appCpuMs }: Measured) =>
    console.log(`  ${name.padEnd(34)} ${load.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${load.p99.toFixed(1).padStart(6)} ms  app CPU ${appCpuMs.toFixed(3)} ms a request`);
  console.log(`\n${files.length} files that /shop and a product page name, ${CONNECTIONS} connections, ${settings.seconds} s each:`);
  line("the files, from the app", fromApp);
  line("the files, through the proxy", throughProxy);
  line("the cached /shop page, from the app", page);
  return 0;
}

runBench("proxy-assets", () => main().finally(() => stopAll(running)), running);
