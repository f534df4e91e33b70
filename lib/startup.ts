import "server-only";
import { ensureDemoAdmin } from "@/lib/auth/demo-admin";
import { startOffsiteBackups } from "@/lib/backup/offsite-scheduler";
import { seedCatalogueIfEmpty } from "@/lib/catalog/seed";
import { giveProductsSizes } from "@/lib/catalog/size-migration";
import { describeProblems, productionConfigProblems, productionWarnings } from "@/lib/config/production-checks";
import { startMailWorker } from "@/lib/mail/mail-worker";
import { startOrderSweeper } from "@/lib/checkout/sweeper";
import { ensureStoreSettings } from "@/lib/settings/store-settings";
import { Product } from "@/models/product";
import { User } from "@/models/user";
import { makeEarlierAdminsOwners } from "@/lib/auth/staff-migration";

/**
 * Runs once when the server starts: refuses to serve production with a missing or unsafe setting,
 * seeds an empty shop and its settings, gives products stored before sizes their one size and admins from before roles the owner's, finishes order placements a crash interrupted (and starts
 * the order sweep, the mail worker and the off-site backup's schedule), and gives development a demo admin.
 */
async function prepareShop(): Promise<void> {
  if (process.env.NODE_ENV === "production") {
    const problems = await productionConfigProblems();
    if (problems.length > 0) throw new Error(describeProblems(problems));
    for (const warning of productionWarnings()) console.warn(`[scents] warning: ${warning}`);
  }
  await ensureStoreSettings();
  // Before the sweep: it gives back held units, by size.
  await giveProductsSizes(Product.collection);
  await makeEarlierAdminsOwners(User.collection);
  await startOrderSweeper();
  startMailWorker();
  startOffsiteBackups();
  if (process.env.SEED_ON_START !== "false") {
    const { inserted } = await seedCatalogueIfEmpty();
    if (inserted > 0) console.log(`[scents] seeded ${inserted} products into an empty catalogue`);
  }
  if (process.env.NODE_ENV !== "production") await ensureDemoAdmin();
}

/**
 * Next only logs a failed register() and then answers 500 to every request for good, so a
 * production server that cannot start properly stops instead, where its supervisor sees it.
 */
export async function startShop(): Promise<void> {
  try {
    await prepareShop();
  } catch (error) {
    if (process.env.NODE_ENV !== "production") throw error;
    console.error(`[scents] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
