/**
 * The photo encoder: a child process of the shop's server (lib/uploads/photo-encoder-process.ts)
 * that decodes an uploaded photo and encodes the sizes it is asked for. It runs at a low CPU
 * priority, so while the owner uploads, the shoppers' requests come first: on two cores an
 * encoder in the server's own process made the catalogue's p99 five times slower (bench:upload).
 *
 * It knows no rule of the shop: what to refuse, which widths and formats, how files are named all
 * stay in lib/uploads/photo-pipeline.ts, which sends a recipe with the photo.
 */
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * Niceness 10: under contention the scheduler gives the server about ten times the encoder's CPU.
 * At 19 (a seventieth) a busy machine starved uploads outright: photos timed out while two test
 * workers ran, as an owner's would on a busy day.
 */
const ENCODER_PRIORITY = 10;

/**
 * On Linux a priority belongs to a thread, and a new thread takes its creator's: every thread that
 * exists now (the main one, libuv's pool, V8's helpers) is lowered before sharp loads, so the
 * libvips workers they start later are born at the same priority.
 */
function lowerEveryThread() {
  let threads = [0];
  try {
    threads = readdirSync("/proc/self/task").map(Number);
  } catch {
    // No /proc (not Linux): there the priority is the whole process's, set through the main thread.
  }
  for (const thread of threads) setPriority(thread, ENCODER_PRIORITY);
}

lowerEveryThread();
const { default: sharp } = await import("sharp");

// One libvips thread and no operation cache: one photo's pixels in memory at a time.
sharp.concurrency(1);
sharp.cache(false);

/**
 * @typedef {{ width?: number, format: "avif" | "webp" | "jpeg" | "png", options: Record<string, unknown>, background?: string }} EncodedSize
 * @typedef {{ id: number, bytes: Uint8Array, hashSalt: string, maxInputPixels: number, maxWidth?: number, sizes: EncodedSize[] }} EncodeRequest
 * @typedef {{ id: number, ok: true, hash: string, width: number, height: number, files: Uint8Array[] } | { id: number, ok: false }} EncodeAnswer
 */

/**
 * Decodes once (upright from EXIF, capped, sRGB, raw pixels: no metadata survives), then encodes
 * each size from those pixels.
 * @param {EncodeRequest} request
 * @returns {Promise<EncodeAnswer>}
 */
async function encode(request) {
  const hash = createHash("sha256").update(request.hashSalt).update(request.bytes).digest("hex").slice(0, 24);
  let decoded;
  try {
    let image = sharp(request.bytes, { limitInputPixels: request.maxInputPixels, failOn: "error" }).rotate();
    if (request.maxWidth) image = image.resize({ width: request.maxWidth, withoutEnlargement: true });
    decoded = await image.toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  } catch {
    return { id: request.id, ok: false };
  }
  const { width, height, channels } = decoded.info;
  const files = [];
  for (const size of request.sizes) {
    let image = sharp(decoded.data, { raw: { width, height, channels } });
    if (size.width) image = image.resize({ width: size.width, withoutEnlargement: true });
    if (size.background) image = image.flatten({ background: size.background });
    files.push(await image.toFormat(size.format, size.options).toBuffer());
  }
  return { id: request.id, ok: true, hash, width, height, files };
}

process.on("message", (/** @type {EncodeRequest} */ request) => {
  encode(request).then(
    (answer) => process.send?.(answer),
    () => process.send?.({ id: request.id, ok: false }),
  );
});
// The server went away: nothing is left to encode for.
process.on("disconnect", () => process.exit(0));
