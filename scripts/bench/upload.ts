/**
 * npm run bench:upload — what a photo upload costs the server (issue #21): a 5 MB camera photo
 * (12 MP, made here) saved through the admin's product API on a production build, once alone and
 * then ten at once, with the server's peak memory (resident set of its process tree, sampled every
 * 50 ms) and the catalogue API's latency from shoppers browsing meanwhile, quiet and during the
 * ten. Targets: one photo in under 1.5 s; the catalogue's p99 at most 50 ms during uploads.
 *
 * Reads NEXT_DIST_DIR (default .next) and BENCH_CONNECTIONS (shoppers browsing, default 2).
 */
import { readdirSync, readFileSync } from "node:fs";
import { cameraPhoto } from "../../tests/support/camera-photo";
import { runLoad, type LoadResult } from "../lib/http-load";
import { startShoppers } from "../lib/shoppers-process";
import { BENCH_ADMIN, listProducts, ownerToken, productPhotoForm, saveProductForm } from "../lib/owner-session";
import { createAdmin, startDatabaseProcess, startShopServer } from "../lib/shop-server";

const ONE_PHOTO_TARGET_MS = 1500;
const CATALOGUE_P99_TARGET_MS = 50;
const SHOPPERS = Math.max(1, Number.parseInt(process.env.BENCH_CONNECTIONS ?? "2", 10) || 2);
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** A camera photo just under the upload limit: more grain makes a larger JPEG, as a dim room does. */
async function fiveMegabytePhoto(seed: number): Promise<Buffer> {
  let best: Buffer | null = null;
  for (let grain = 4; grain <= 60; grain += 4) {
    const photo = await cameraPhoto({ width: 4032 - seed * 8, height: 3024, grain, quality: 92 });
    if (photo.length > MAX_UPLOAD_BYTES) break;
    best = photo;
    if (photo.length >= 4.5 * 1024 * 1024) break;
  }
  if (!best) throw new Error("could not make a camera photo under the 5 MB limit");
  return best;
}

/** A process and its descendants, from /proc: the server's tree is found once, before measuring. */
function processTree(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

/** Resident memory of the processes, in MB. Cheap: the sampler must not slow the shoppers it measures beside. */
function rssMb(pids: readonly number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // Gone.
    }
  }
  return kb / 1024;
}

/** Runs `work` while sampling the server's memory; answers its result, its time and the peak. */
async function measured<T>(pids: readonly number[], work: () => Promise<T>): Promise<{ result: T; ms: number; peakMb: number }> {
  let peakMb = rssMb(pids);
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pids));
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, peakMb: Math.max(peakMb, rssMb(pids)) };
  } finally {
    clearInterval(sampler);
  }
}

const latency = (load: LoadResult) => `p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ${load.requestsPerSecond.toFixed(0)} req/s, ${load.failures} failed`;

async function main(): Promise<number> {
  console.log("[bench:upload] making ten 5 MB camera photos");
  const photos = await Promise.all(Array.from({ length: 10 }, (_, index) => fiveMegabytePhoto(index)));
  console.log(`[bench:upload] photos of ${(Math.min(...photos.map((photo) => photo.length)) / 1048576).toFixed(2)} to ${(Math.max(...photos.map((photo) => photo.length)) / 1048576).toFixed(2)} MB`);

  const database = await startDatabaseProcess();
  try {
    await createAdmin(database.uri, BENCH_ADMIN);
    const server = await startShopServer({ mongodbUri: database.uri });
    try {
      if (!server.process.pid) throw new Error("the server has no process id");
      const pids = processTree(server.process.pid);
      const token = await ownerToken(server.baseUrl);
      const products = await listProducts(server.baseUrl);
      if (products.length < 11) throw new Error("the seeded catalogue needs at least 11 products");
      const catalogue = `${server.baseUrl}/api/products/all-products`;
      // Encoded before anything is timed: the bench's own work must not slow the shoppers it measures.
      const forms = await Promise.all(products.slice(0, 11).map((product, index) => productPhotoForm(product, photos[index % 10] as Buffer)));
      const upload = (index: number) => saveProductForm(server.baseUrl, token, forms[index] as (typeof forms)[number]);

      // Warm: the first upload loads sharp and its codecs, which a running shop has done long before.
      await upload(10);
      const idleMb = rssMb(pids);
      const quiet = await runLoad(catalogue, { connections: SHOPPERS, seconds: 5 });

      const one = await measured(pids, () => upload(0));
      const ten = await measured(pids, async () => {
        // Shoppers browse from their own process for as long as the uploads take.
        const shoppers = startShoppers(catalogue, SHOPPERS);
        await Promise.all(forms.slice(0, 10).map((_, index) => upload(index)));
        return shoppers.stop();
      });
      // The control: the same ten products saved at the same pace with no photo. Every save changes
      // the catalogue the shoppers read, photo or not; what is left over is the photos' own cost.
      const edits = await Promise.all(products.slice(0, 10).map((product) => productPhotoForm(product, null)));
      const editShoppers = startShoppers(catalogue, SHOPPERS);
      for (const form of edits) {
        await Promise.all([saveProductForm(server.baseUrl, token, form), new Promise((resolve) => setTimeout(resolve, ten.ms / 10))]);
      }
      const editSeconds = await editShoppers.stop();
      const worstSecond = (seconds: LoadResult[]) => seconds.reduce((worst, load) => (load.p99 > worst.p99 ? load : worst));
      const busy = worstSecond(ten.result);

      console.log("\nPhoto uploads through PUT /api/products/update/:id on the production build");
      console.log(`  server at rest after one upload:        ${idleMb.toFixed(0)} MB resident`);
      console.log(`  one 5 MB photo:                          ${one.ms.toFixed(0)} ms${one.ms < ONE_PHOTO_TARGET_MS ? "" : " ✗"} (target < ${ONE_PHOTO_TARGET_MS} ms), peak ${one.peakMb.toFixed(0)} MB`);
      console.log(`  ten 5 MB photos at once:                 ${ten.ms.toFixed(0)} ms in all, ${(ten.ms / 10).toFixed(0)} ms a photo, peak ${ten.peakMb.toFixed(0)} MB`);
      console.log(`  catalogue, ${SHOPPERS} shoppers, quiet:           ${latency(quiet)}`);
      console.log(`  catalogue during the ten (worst second): ${latency(busy)}${busy.p99 <= CATALOGUE_P99_TARGET_MS ? "" : " ✗"} (target p99 <= ${CATALOGUE_P99_TARGET_MS} ms)`);
      console.log(`  the same ten saves without photos:       ${latency(worstSecond(editSeconds))} (worst second)`);
      return one.ms < ONE_PHOTO_TARGET_MS && busy.p99 <= CATALOGUE_P99_TARGET_MS ? 0 : 1;
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[bench:upload] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
