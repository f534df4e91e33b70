import "server-only";
import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { revalidateProducts, revalidateTags } from "@/lib/cache/revalidate";
import { SITE_CONTENT_TAG } from "@/lib/cache/tags";
import { connectToDatabase } from "@/lib/db/connect";
import { Order } from "@/models/order";
import { Product } from "@/models/product";
import { SITE_CONTENT_ID, SiteContent } from "@/models/site-content";
import { LEGACY_FILE_PATTERN, storePhotoLocally, uploadsDir, type StoredImage } from "./image-storage";
import { processPhoto } from "./photo-pipeline";

export interface BackfillReport {
  /** Photos given their variants in this run. */
  upgraded: number;
  /** Files named by a product or the banner that are not on disk: they keep showing the artwork fallback. */
  missing: string[];
  /** Files that could not be read as a photo, left as they are. */
  unreadable: string[];
  /** Originals removed once nothing pointed at them any more. */
  removedOriginals: number;
}

const LEGACY_KEY = /^local:([a-f0-9]{32}\.(?:jpg|png|webp))$/;

function legacyFileOf(storageKey: string | null | undefined): string | null {
  return LEGACY_KEY.exec(storageKey ?? "")?.[1] ?? null;
}

/** The photo's variants, written under their content-addressed names (already there on a rerun), or why not. */
async function upgrade(file: string, report: BackfillReport): Promise<StoredImage | null> {
  const original = await readFile(path.join(/*turbopackIgnore: true*/ uploadsDir(), file)).catch(() => null);
  if (!original) {
    report.missing.push(file);
    return null;
  }
  try {
    return await storePhotoLocally(await processPhoto(original));
  } catch {
    report.unreadable.push(file);
    return null;
  }
}

/** Orders keep the URL their lines were sold with: point them at the new one before the original goes. */
async function repointOrderLines(from: string, to: string): Promise<void> {
  // `$` changes one matching line per order; an order with the photo on several lines takes several passes.
  while ((await Order.updateMany({ "orderItems.image": from }, { $set: { "orderItems.$.image": to } })).modifiedCount > 0);
}

async function backfillProducts(report: BackfillReport): Promise<void> {
  const products = Product.find({ "images.storageKey": LEGACY_KEY }).select({ images: 1 }).lean().cursor();
  for await (const product of products) {
    for (const image of product.images) {
      const file = legacyFileOf(image.storageKey);
      const stored = file && (await upgrade(file, report));
      if (!stored) continue;
      await repointOrderLines(image.url, stored.url);
      // Conditional on the old key: an owner who replaced the photo meanwhile keeps their new one.
      const { modifiedCount } = await Product.updateOne({ _id: product._id, "images.storageKey": image.storageKey }, { $set: { "images.$": stored } });
      if (modifiedCount > 0) report.upgraded += 1;
      await revalidateProducts(String(product._id));
    }
  }
}

async function backfillBanner(report: BackfillReport): Promise<void> {
  const content = await SiteContent.findById(SITE_CONTENT_ID).lean();
  const file = legacyFileOf(content?.bannerStorageKey);
  const stored = file && (await upgrade(file, report));
  if (!content || !stored) return;
  const { modifiedCount } = await SiteContent.updateOne(
    { _id: SITE_CONTENT_ID, bannerStorageKey: content.bannerStorageKey },
    { $set: { bannerUrl: stored.url, bannerStorageKey: stored.storageKey } },
  );
  if (modifiedCount > 0) report.upgraded += 1;
  await revalidateTags(SITE_CONTENT_TAG);
}

/**
 * Removes originals nothing points at any more. They still carry the camera's metadata, and a
 * run stopped between repointing a product and deleting its file leaves exactly these behind.
 */
async function removeUnusedOriginals(report: BackfillReport): Promise<void> {
  const files = await readdir(uploadsDir()).catch(() => [] as string[]);
  for (const file of files.filter((name) => LEGACY_FILE_PATTERN.test(name))) {
    const url = `/uploads/${file}`;
    const [product, banner, order] = await Promise.all([
      Product.exists({ "images.storageKey": `local:${file}` }),
      SiteContent.exists({ bannerStorageKey: `local:${file}` }),
      Order.exists({ "orderItems.image": url }),
    ]);
    if (product || banner || order) continue;
    await unlink(path.join(/*turbopackIgnore: true*/ uploadsDir(), file));
    report.removedOriginals += 1;
  }
}

/**
 * Gives every photo uploaded before the pipeline its variants, then removes the originals. Each
 * step is idempotent and ordered so that a run stopped at any instant is finished by the next:
 * variants are written under content-addressed names, orders and then the product are repointed
 * by conditional updates, and the original goes only once nothing names it. Photos on Cloudinary
 * need nothing: Cloudinary resizes them on delivery.
 */
export async function backfillPhotos(): Promise<BackfillReport> {
  await connectToDatabase();
  const report: BackfillReport = { upgraded: 0, missing: [], unreadable: [], removedOriginals: 0 };
  await backfillProducts(report);
  await backfillBanner(report);
  await removeUnusedOriginals(report);
  return report;
}
