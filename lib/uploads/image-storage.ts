import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { v2 as cloudinary, type UploadApiResponse } from "cloudinary";
import { badRequest } from "@/lib/http/errors";
import { detectImageKind, IMAGE_KINDS, IMAGE_MESSAGES, kindFromExtension, MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT, type ImageKind } from "./image-file";

/** An image as a product stores it: where it is shown from and how to delete it later. */
export interface StoredImage {
  url: string;
  storageKey: string;
}

export interface CheckedImage {
  kind: ImageKind;
  bytes: Uint8Array;
}

const CLOUDINARY_PREFIX = "cloudinary:";
const LOCAL_PREFIX = "local:";
/** Local file names we create and the only ones the uploads route serves. */
export const LOCAL_FILE_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export function uploadsDir(): string {
  // Runtime data, not part of the build: keep the bundler from tracing the whole project.
  return path.resolve(/*turbopackIgnore: true*/ process.env.UPLOADS_DIR || path.join(".data", "uploads"));
}

function cloudinaryConfigured(): boolean {
  return Boolean(process.env.CLOUDINARY_URL);
}

/** Checks every file by content and size before any is stored, so a bad one stores nothing. */
export async function checkImages(files: File[]): Promise<CheckedImage[]> {
  if (files.length > MAX_IMAGES_PER_PRODUCT) throw badRequest({ images: [IMAGE_MESSAGES.count] });
  const checked: CheckedImage[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) throw badRequest({ images: [IMAGE_MESSAGES.size] });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = detectImageKind(bytes);
    if (!kind) throw badRequest({ images: [IMAGE_MESSAGES.type] });
    checked.push({ kind, bytes });
  }
  return checked;
}

async function storeLocally(image: CheckedImage): Promise<StoredImage> {
  const name = `${randomBytes(16).toString("hex")}.${IMAGE_KINDS[image.kind].extension}`;
  const dir = uploadsDir();
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(/*turbopackIgnore: true*/ dir, name), image.bytes, { flag: "wx" });
  return { url: `/uploads/${name}`, storageKey: `${LOCAL_PREFIX}${name}` };
}

function storeInCloudinary(image: CheckedImage): Promise<StoredImage> {
  return new Promise((resolve, reject) => {
    const stream = cloudinary.uploader.upload_stream(
      { folder: "scents/products", resource_type: "image" },
      (error: unknown, result?: UploadApiResponse) => {
        if (error || !result) reject(error instanceof Error ? error : new Error("Cloudinary upload failed"));
        else resolve({ url: result.secure_url, storageKey: `${CLOUDINARY_PREFIX}${result.public_id}` });
      },
    );
    stream.end(Buffer.from(image.bytes));
  });
}

export async function storeImages(images: CheckedImage[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const image of images) stored.push(await (cloudinaryConfigured() ? storeInCloudinary(image) : storeLocally(image)));
    return stored;
  } catch (error) {
    await deleteImages(stored);
    throw error;
  }
}

/** Deletes images we stored; artwork shipped in public/ has no storage key and is left alone. */
export async function deleteImages(images: { storageKey?: string | null }[]): Promise<void> {
  await Promise.all(
    images.map(async ({ storageKey }) => {
      try {
        if (storageKey?.startsWith(LOCAL_PREFIX)) {
          const name = storageKey.slice(LOCAL_PREFIX.length);
          if (LOCAL_FILE_PATTERN.test(name)) await unlink(path.join(/*turbopackIgnore: true*/ uploadsDir(), name));
        } else if (storageKey?.startsWith(CLOUDINARY_PREFIX)) {
          await cloudinary.uploader.destroy(storageKey.slice(CLOUDINARY_PREFIX.length));
        }
      } catch (error) {
        // A file already gone is not worth failing the product change over.
        console.error("Could not delete image", storageKey, error);
      }
    }),
  );
}

/** A locally stored image by file name, or null for anything we did not create. */
export async function readLocalImage(name: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  if (!LOCAL_FILE_PATTERN.test(name)) return null;
  const kind = kindFromExtension(name.split(".")[1] ?? "");
  if (!kind) return null;
  try {
    return { bytes: await readFile(path.join(/*turbopackIgnore: true*/ uploadsDir(), name)), contentType: IMAGE_KINDS[kind].contentType };
  } catch {
    return null;
  }
}
