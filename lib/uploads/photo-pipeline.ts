import "server-only";
import sharp from "sharp";
import { MAX_PHOTO_WIDTH, photoVariants, variantFileName, type PhotoFormat, type PhotoKey } from "@/lib/images/photo-variants";
import { detectImageKind, IMAGE_MESSAGES, isHeif, MAX_IMAGE_BYTES, MAX_IMAGE_MEGAPIXELS } from "./image-file";
import { oneAtATime } from "./one-at-a-time";
import { encodeInEncoder, type EncodedSize, type EncodeRecipe } from "./photo-encoder-process";
import { invalidFields } from "@/lib/vocabulary/domain-error";

/** Bumped when the encodings change, so a photo processed anew gets new names, never a stale cached copy. */
const PIPELINE_VERSION = "3";
const MAX_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

const ENCODINGS: Record<PhotoFormat, Omit<EncodedSize, "width">> = {
  // The upload is what the owner waits on. AVIF at effort 0 encodes a textured 12 MP photo's six
  // widths in half the time of effort 1 (454 against 803 ms) at the same size, and 4:2:0 chroma
  // (WebP's and JPEG's too) is 7% lighter than sharp's 4:4:4 at the same quality; at effort 1 and
  // 4:4:4 one 5 MB photo took 1.8 s (npm run bench:upload). WebP at effort 1 is a third of the
  // time of efforts 2 and 3, at the same size or smaller.
  avif: { format: "avif", options: { quality: 50, effort: 0, chromaSubsampling: "4:2:0" } },
  webp: { format: "webp", options: { quality: 75, effort: 1 } },
  jpeg: { format: "jpeg", options: { quality: 80, mozjpeg: true }, background: "#ffffff" },
};
const PLACEHOLDER: EncodedSize = { width: 16, format: "webp", options: { quality: 40 } };
const CLEAN_COPY: EncodedSize = { format: "jpeg", options: { quality: 90, mozjpeg: true }, background: "#ffffff" };

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

const refuse = (message: string) => invalidFields("image-refused", { images: [message] });

/** The owner's message for a file the pipeline cannot take, checked before any decoding. */
function refusalOf(bytes: Uint8Array): string | null {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.size;
  if (isHeif(bytes)) return IMAGE_MESSAGES.heic;
  if (!detectImageKind(bytes)) return IMAGE_MESSAGES.type;
  return null;
}

/** The photo's size once turned upright, from its header alone. */
async function uprightSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  try {
    // Read with no pixel limit: the limit is ours to apply, with the owner's message.
    const { width = 0, height = 0, orientation = 1 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: width and height trade places.
    return orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    throw refuse(IMAGE_MESSAGES.unreadable);
  }
}

/**
 * Reads the header first, so a decompression bomb is refused before a pixel is decoded, then has
 * the encoder process decode once (upright from its EXIF orientation, capped at the widest
 * variant, in sRGB) and encode the placeholder and the sizes asked for. The encoder works from raw
 * pixels, which carry no metadata, so nothing the camera wrote (GPS, serial numbers) goes further.
 */
async function encodePhoto(bytes: Uint8Array, sizesFor: (width: number) => EncodedSize[]) {
  const refusal = refusalOf(bytes);
  if (refusal) throw refuse(refusal);
  const upright = await uprightSize(bytes);
  const pixels = upright.width * upright.height;
  if (pixels === 0) throw refuse(IMAGE_MESSAGES.unreadable);
  if (pixels > MAX_INPUT_PIXELS) throw refuse(IMAGE_MESSAGES.pixels);
  const width = Math.min(upright.width, MAX_PHOTO_WIDTH);
  const recipe: EncodeRecipe = { hashSalt: PIPELINE_VERSION, maxInputPixels: MAX_INPUT_PIXELS, maxWidth: MAX_PHOTO_WIDTH, sizes: [PLACEHOLDER, ...sizesFor(width)] };
  const encoded = await encodeInEncoder(bytes, recipe);
  if (!encoded.ok) throw refuse(IMAGE_MESSAGES.unreadable);
  // The sizes were chosen from the header; a decoder that disagrees would misname every file.
  if (encoded.width !== width) throw new Error(`the photo decoded ${encoded.width} wide, its header said ${width}`);
  const [placeholder, ...files] = encoded.files;
  const key: PhotoKey = { hash: encoded.hash, width: encoded.width, height: encoded.height };
  return { key, placeholder: `data:image/webp;base64,${placeholder?.toString("base64") ?? ""}`, files };
}

/**
 * An uploaded file is read into memory only when its turn comes: ten uploads waiting hold ten
 * parsed files, not ten more copies of their bytes for the collector to sweep.
 */
type PhotoSource = Uint8Array | Blob;

const bytesOf = async (source: PhotoSource): Promise<Uint8Array> => (source instanceof Uint8Array ? source : new Uint8Array(await source.arrayBuffer()));

/** Every variant of a photo, for storing on this server's disk. */
export const processPhoto = oneAtATime(async (source: PhotoSource): Promise<ProcessedPhoto & { files: PhotoFile[] }> => {
  const bytes = await bytesOf(source);
  const photo = await encodePhoto(bytes, (width) => photoVariants({ width }).map((variant) => ({ ...ENCODINGS[variant.format], width: variant.width })));
  const files = photoVariants(photo.key).map((variant, index) => ({ name: variantFileName(photo.key, variant), format: variant.format, bytes: photo.files[index] as Buffer }));
  return { key: photo.key, placeholder: photo.placeholder, files };
});

/** One clean, full-width copy, for a host that resizes on delivery (Cloudinary): the original never leaves. */
export const cleanPhoto = oneAtATime(async (source: PhotoSource): Promise<ProcessedPhoto & { bytes: Buffer }> => {
  const bytes = await bytesOf(source);
  const photo = await encodePhoto(bytes, () => [CLEAN_COPY]);
  return { key: photo.key, placeholder: photo.placeholder, bytes: photo.files[0] as Buffer };
});

/** A photo stored before the pipeline, re-encoded upright and without metadata until the backfill replaces it. */
export const stripPhoto = oneAtATime(async (bytes: Uint8Array, format: "jpeg" | "png" | "webp"): Promise<Buffer> => {
  const stripped = await encodeInEncoder(bytes, { hashSalt: PIPELINE_VERSION, maxInputPixels: MAX_INPUT_PIXELS, sizes: [{ format, options: {} }] });
  if (!stripped.ok) throw refuse(IMAGE_MESSAGES.unreadable);
  return stripped.files[0] as Buffer;
});
