import "server-only";
import { demoAdminCredentialsInUse, ensureDemoAdmin } from "@/lib/auth/demo-admin";
import { seedCatalogueIfEmpty } from "@/lib/catalog/seed";
import { startOrderSweeper } from "@/lib/orders/sweeper";
import { ensureStoreSettings } from "@/lib/settings/store-settings";

/**
 * Runs once when the server starts: seeds an empty shop and its settings, finishes order placements
 * a crash interrupted (and starts the order sweep), gives development a demo admin, and refuses to
 * serve production with the published demo credentials.
 */
export async function prepareShop(): Promise<void> {
  await ensureStoreSettings();
  await startOrderSweeper();
  if (process.env.SEED_ON_START !== "false") {
    const { inserted } = await seedCatalogueIfEmpty();
    if (inserted > 0) console.log(`[scents] seeded ${inserted} products into an empty catalogue`);
  }
  if (process.env.NODE_ENV === "production") {
    if (await demoAdminCredentialsInUse()) {
      throw new Error("Refusing to start: the demo admin's published password is in use. Run `npm run create-admin` and remove the demo account.");
    }
    return;
  }
  await ensureDemoAdmin();
}
