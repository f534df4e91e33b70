import { pickImageTypes, typeOfExtension } from "@/lib/images/image-types";

/** Kinds of image the shop accepts, recognised by their first bytes, never by name or declared type. */
export const IMAGE_KINDS = pickImageTypes("jpeg", "png", "webp");
export type ImageKind = keyof typeof IMAGE_KINDS;

/** The file picker's `accept`: the kinds above, so the browser offers only files the server takes. */
export const IMAGE_FILE_ACCEPT = Object.values(IMAGE_KINDS)
  .map((kind) => kind.contentType)
  .join(",");

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_PRODUCT = 6;
/** Beyond any phone camera's 48 MP: a small file that decodes to more is a decompression bomb. */
export const MAX_IMAGE_MEGAPIXELS = 50;

export const IMAGE_MESSAGES = {
  required: "Image is required",
  type: "Image must be a JPEG, PNG or WebP file",
  size: "Image must be at most 5 MB",
  count: `At most ${MAX_IMAGES_PER_PRODUCT} images per product`,
  heic: "HEIC photos cannot be read here: save the photo as JPEG and upload it again",
  unreadable: "This image could not be read: save the photo as JPEG and upload it again",
  pixels: `Image is too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels`,
} as const;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // RIFF <4-byte size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

// ISO-BMFF brands of HEIC/HEIF, what iPhones save by default: "ftyp" at byte 4, the brand after it.
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** An iPhone's HEIC photo, which the pipeline cannot decode: told apart so the owner hears what to do. */
export function isHeif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return false;
  return HEIF_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)));
}

export function kindFromExtension(extension: string): ImageKind | null {
  return typeOfExtension(IMAGE_KINDS, extension);
}

/** How long an admin form waits for its photos to upload: longer than the client's usual 3 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;
