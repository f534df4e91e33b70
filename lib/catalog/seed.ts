import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { Types } from "mongoose";
import { sizeSummary } from "@/lib/vocabulary/product-sizes";
import { Product } from "@/models/product";
import { StartupClaim } from "@/models/startup-claim";
import { SEED_CATALOGUE } from "./seed-catalogue";
import { seedSizes } from "./seed-sizes";
import { SEED_SCENTS } from "./seed-scents";
import { SEED_COLLECTIONS } from "./seed-collections";
import { Collection } from "@/models/collection";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the seed catalogue. Idempotent: a product already present (same brand and name) is left
 * as the owner may have edited it; only missing ones are inserted.
 */
export async function seedCatalogue(now: Date = new Date()): Promise<{ inserted: number }> {
  await connectToDatabase();
  let inserted = 0;
  for (const item of SEED_CATALOGUE) {
    const promo = item.promoDiscount
      ? { discount: item.promoDiscount, startDate: new Date(now.getTime() - DAY_MS), endDate: new Date(now.getTime() + 90 * DAY_MS) }
      : { discount: 0 };
    const sizes = seedSizes(item.sku, item.price, item.sizes).map((size) => ({ _id: new Types.ObjectId(), ...size }));
    // An update runs no save hooks: the product's price and stock are set from its sizes here.
    const { price, stock } = sizeSummary(sizes);
    const result = await Product.updateOne(
      { brand: item.brand, name: item.name },
      {
        $setOnInsert: {
          brand: item.brand,
          name: item.name,
          type: item.type,
          price,
          stock,
          sizes,
          notes: item.notes,
          description: item.description,
          images: [{ url: `/products/${item.slug}.svg` }],
          promo,
          ...(item.bundleId ? { bundleId: item.bundleId } : {}),
          ...SEED_SCENTS[item.slug],
        },
      },
      { upsert: true, runValidators: true },
    );
    inserted += result.upsertedCount;
  }
  await seedCollections();
  return { inserted };
}

/**
 * Seeds a database that has no products and was never seeded, so a shop the owner emptied stays
 * empty. When several instances start at once on a new database, the one whose claim is stored
 * first seeds; the others leave it.
 */
export async function seedCatalogueIfEmpty(): Promise<{ inserted: number }> {
  await connectToDatabase();
  if ((await Product.estimatedDocumentCount()) > 0) return { inserted: 0 };
  try {
    await StartupClaim.create({ _id: "seed-catalogue", at: new Date() });
  } catch (error) {
    if (isDuplicateKeyError(error)) return { inserted: 0 };
    throw error;
  }
  return seedCatalogue();
}

/** Adds each seed collection the shop lacks (by its address); one the owner edited is left as it is. */
export async function seedCollections(): Promise<{ inserted: number }> {
  await connectToDatabase();
  let inserted = 0;
  for (const collection of SEED_COLLECTIONS) {
    const result = await Collection.updateOne({ slug: collection.slug }, { $setOnInsert: collection }, { upsert: true, runValidators: true });
    inserted += result.upsertedCount;
  }
  return { inserted };
}
