import "server-only";
import { mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { v2 as cloudinary, type UploadApiResponse } from "cloudinary";
import { parseVariantFileName, photoKeyName, PHOTO_FORMATS, storedPhotoUrl } from "@/lib/images/photo-variants";
import { IMAGE_KINDS, IMAGE_MESSAGES, kindFromExtension, MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT } from "./image-file";
import { isImageInUse } from "./image-references";
import { cleanPhoto, processPhoto, stripPhoto, type PhotoFile, type ProcessedPhoto } from "./photo-pipeline";
import { invalidFields } from "@/lib/vocabulary/domain-error";

/** An image as a product stores it: where it is shown from, how to delete it later, and its size. */
export interface StoredImage {
  url: string;
  storageKey: string;
  width?: number;
  height?: number;
  placeholder?: string;
}

/** A photo through the pipeline, ready for the configured store: variants for disk, a clean copy for Cloudinary. */
export type CheckedImage = ProcessedPhoto & ({ files: PhotoFile[] } | { clean: Buffer });

const CLOUDINARY_PREFIX = "cloudinary:";
const LOCAL_PREFIX = "local:";
/** Names of files stored before the pipeline: random, served upright and stripped until the backfill replaces them. */
export const LEGACY_FILE_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
const PHOTO_KEY_PATTERN = /^[a-f0-9]{24}-[1-9]\d{0,4}x[1-9]\d{0,4}$/;

export function uploadsDir(): string {
  // Runtime data, not part of the build: keep the bundler from tracing the whole project.
  return path.resolve(/*turbopackIgnore: true*/ process.env.UPLOADS_DIR || path.join(".data", "uploads"));
}

const uploadPath = (name: string) => path.join(/*turbopackIgnore: true*/ uploadsDir(), name);

function cloudinaryConfigured(): boolean {
  return Boolean(process.env.CLOUDINARY_URL);
}

/**
 * Checks every file by size, content and pixel count and runs it through the pipeline before any
 * is stored, so a bad one stores nothing.
 */
export async function checkImages(files: File[]): Promise<CheckedImage[]> {
  if (files.length > MAX_IMAGES_PER_PRODUCT) throw invalidFields("too-many-images", { images: [IMAGE_MESSAGES.count] });
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) throw invalidFields("image-too-large", { images: [IMAGE_MESSAGES.size] });
  const checked: CheckedImage[] = [];
  for (const file of files) {
    checked.push(cloudinaryConfigured() ? await cleanPhoto(file).then(({ bytes: clean, ...photo }) => ({ ...photo, clean })) : await processPhoto(file));
  }
  return checked;
}

/** Writes each variant once: the names are content-addressed, so a file already there is the same file. */
async function writeVariants(files: PhotoFile[]): Promise<void> {
  await mkdir(uploadsDir(), { recursive: true });
  for (const file of files) {
    try {
      await writeFile(uploadPath(file.name), file.bytes, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

export async function storePhotoLocally(photo: ProcessedPhoto & { files: PhotoFile[] }): Promise<StoredImage> {
  await writeVariants(photo.files);
  return { url: storedPhotoUrl(photo.key), storageKey: `${LOCAL_PREFIX}${photoKeyName(photo.key)}`, ...sizeOf(photo) };
}

const sizeOf = (photo: ProcessedPhoto) => ({ width: photo.key.width, height: photo.key.height, placeholder: photo.placeholder });

function storeInCloudinary(photo: ProcessedPhoto & { clean: Buffer }): Promise<StoredImage> {
  return new Promise((resolve, reject) => {
    const stream = cloudinary.uploader.upload_stream(
      { folder: "scents/products", resource_type: "image" },
      (error: unknown, result?: UploadApiResponse) => {
        if (error || !result) reject(error instanceof Error ? error : new Error("Cloudinary upload failed"));
        else resolve({ url: result.secure_url, storageKey: `${CLOUDINARY_PREFIX}${result.public_id}`, ...sizeOf(photo) });
      },
    );
    stream.end(photo.clean);
  });
}

export async function storeImages(images: CheckedImage[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) stored.push(await ("files" in image ? storePhotoLocally(image) : storeInCloudinary(image)));
    return stored;
  } catch (error) {
    await deleteImages(stored);
    throw error;
  }
}

/** The names of every file stored under a photo key (its variants), read from the folder. */
async function variantFilesOf(keyName: string): Promise<string[]> {
  try {
    return (await readdir(uploadsDir())).filter((name) => name.startsWith(`${keyName}-`) && parseVariantFileName(name) !== null);
  } catch {
    return [];
  }
}

async function deleteStored(storageKey: string): Promise<void> {
  if (storageKey.startsWith(CLOUDINARY_PREFIX)) {
    await cloudinary.uploader.destroy(storageKey.slice(CLOUDINARY_PREFIX.length));
    return;
  }
  if (!storageKey.startsWith(LOCAL_PREFIX)) return;
  const name = storageKey.slice(LOCAL_PREFIX.length);
  if (LEGACY_FILE_PATTERN.test(name)) await unlink(uploadPath(name));
  // The same photo uploaded for two products is one set of files: it goes with the last one.
  else if (PHOTO_KEY_PATTERN.test(name) && !(await isImageInUse(storageKey))) {
    await Promise.all((await variantFilesOf(name)).map((file) => unlink(uploadPath(file))));
  }
}

/** Deletes images we stored; artwork shipped in public/ has no storage key and is left alone. */
export async function deleteImages(images: { storageKey?: string | null }[]): Promise<void> {
  await Promise.all(
    images.map(async ({ storageKey }) => {
      try {
        if (storageKey) await deleteStored(storageKey);
      } catch (error) {
        // A file already gone is not worth failing the product change over.
        console.error("Could not delete image", storageKey, error);
      }
    }),
  );
}

export interface LocalImage {
  bytes: Uint8Array;
  contentType: string;
}

/** A locally stored image by file name, or null for anything we did not create. */
export async function readLocalImage(name: string): Promise<LocalImage | null> {
  const variant = parseVariantFileName(name);
  if (variant) {
    const bytes = await readFile(uploadPath(name)).catch(() => null);
    return bytes && { bytes, contentType: PHOTO_FORMATS[variant.variant.format].contentType };
  }
  if (!LEGACY_FILE_PATTERN.test(name)) return null;
  const kind = kindFromExtension(name.split(".")[1] ?? "");
  const original = await readFile(uploadPath(name)).catch(() => null);
  const stripped = kind && original && (await stripPhoto(original, kind).catch(() => null));
  return kind && stripped ? { bytes: stripped, contentType: IMAGE_KINDS[kind].contentType } : null;
}
