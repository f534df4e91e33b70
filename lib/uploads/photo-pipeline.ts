import "server-only";
import { createHash } from "node:crypto";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { MAX_PHOTO_WIDTH, photoVariants, variantFileName, type PhotoFormat, type PhotoKey } from "@/lib/images/photo-variants";
import { detectImageKind, IMAGE_MESSAGES, isHeif, MAX_IMAGE_BYTES, MAX_IMAGE_MEGAPIXELS } from "./image-file";
import { oneAtATime } from "./one-at-a-time";
import { invalidFields } from "@/lib/vocabulary/domain-error";

// One libvips thread and no operation cache: a photo in progress holds one decode in memory, and
// the second core stays with the shoppers while the owner uploads.
sharp.concurrency(1);
sharp.cache(false);

/** Bumped when the encodings change, so a photo processed anew gets new names, never a stale cached copy. */
const PIPELINE_VERSION = "2";
const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
const PLACEHOLDER_WIDTH = 16;

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  // Effort 1: on a 12 MP camera photo, AVIF at half and WebP at a third of the time of efforts 2
  // and 3, at the same size or smaller (npm run bench:upload); the upload is what the owner waits on.
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 75, effort: 1 }),
  jpeg: (image) => image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }),
};

export interface PhotoFile {
  name: string;
  format: PhotoFormat;
  bytes: Buffer;
}

/** A photo made ready to store: oriented, stripped of every piece of metadata, sized. */
export interface ProcessedPhoto {
  key: PhotoKey;
  /** A tiny blurred copy as a data URL, painted while the real one loads. */
  placeholder: string;
}

interface DecodedPhoto extends ProcessedPhoto {
  pixels: Buffer;
  info: OutputInfo;
}

const refuse = (message: string) => invalidFields("image-refused", { images: [message] });

/** The owner's message for a file the pipeline cannot take, checked before any decoding. */
function refusalOf(bytes: Uint8Array): string | null {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.size;
  if (isHeif(bytes)) return IMAGE_MESSAGES.heic;
  if (!detectImageKind(bytes)) return IMAGE_MESSAGES.type;
  return null;
}

async function pixelCount(bytes: Uint8Array): Promise<number> {
  try {
    // The header alone, read with no pixel limit: the limit is ours to apply, with the owner's message.
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width * height;
  } catch {
    throw refuse(IMAGE_MESSAGES.unreadable);
  }
}

/**
 * Reads the header first, so a decompression bomb is refused before a pixel is decoded, then
 * decodes once: turned upright from its EXIF orientation, capped at the widest variant, in sRGB.
 * Raw pixels carry no metadata, so nothing the camera wrote (GPS, serial numbers) goes further.
 */
async function decodePhoto(bytes: Uint8Array): Promise<DecodedPhoto> {
  const refusal = refusalOf(bytes);
  if (refusal) throw refuse(refusal);
  const pixels = await pixelCount(bytes);
  if (pixels === 0) throw refuse(IMAGE_MESSAGES.unreadable);
  if (pixels > MAX_INPUT_PIXELS) throw refuse(IMAGE_MESSAGES.pixels);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX_PHOTO_WIDTH, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse(IMAGE_MESSAGES.unreadable);
  }
  const hash = createHash("sha256").update(PIPELINE_VERSION).update(bytes).digest("hex").slice(0, 24);
  const key = { hash, width: decoded.info.width, height: decoded.info.height };
  const placeholder = await fromPixels(decoded.data, decoded.info).resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
  return { key, placeholder: `data:image/webp;base64,${placeholder.toString("base64")}`, pixels: decoded.data, info: decoded.info };
}

function fromPixels(pixels: Buffer, info: OutputInfo): Sharp {
  return sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

async function encodeVariants(photo: DecodedPhoto): Promise<PhotoFile[]> {
  const files: PhotoFile[] = [];
  for (const variant of photoVariants(photo.key)) {
    const resized = fromPixels(photo.pixels, photo.info).resize({ width: variant.width, withoutEnlargement: true });
    files.push({ name: variantFileName(photo.key, variant), format: variant.format, bytes: await ENCODERS[variant.format](resized).toBuffer() });
  }
  return files;
}

/** Every variant of a photo, for storing on this server's disk. */
export const processPhoto = oneAtATime(async (bytes: Uint8Array): Promise<ProcessedPhoto & { files: PhotoFile[] }> => {
  const photo = await decodePhoto(bytes);
  return { key: photo.key, placeholder: photo.placeholder, files: await encodeVariants(photo) };
});

/** One clean, full-width copy, for a host that resizes on delivery (Cloudinary): the original never leaves. */
export const cleanPhoto = oneAtATime(async (bytes: Uint8Array): Promise<ProcessedPhoto & { bytes: Buffer }> => {
  const photo = await decodePhoto(bytes);
  const clean = await fromPixels(photo.pixels, photo.info).flatten({ background: "#ffffff" }).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  return { key: photo.key, placeholder: photo.placeholder, bytes: clean };
});

/** A photo stored before the pipeline, re-encoded upright and without metadata until the backfill replaces it. */
export const stripPhoto = oneAtATime(async (bytes: Uint8Array, format: "jpeg" | "png" | "webp"): Promise<Buffer> => {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().toFormat(format).toBuffer();
});
