import "server-only";
import { countDueSalesQuietly, countUnledgeredPaidOrders } from "@/lib/analytics/sales-ledger";
import { connectToDatabase } from "@/lib/db/connect";
import { releaseExpiredOrders } from "./expiry";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "./recovery";

const SWEEP_INTERVAL_MS = 60_000;
let sweeper: NodeJS.Timeout | null = null;

async function sweep(): Promise<void> {
  await connectToDatabase();
  const report = await recoverOrderPlacements();
  if (report.rolledBack.length + report.rolledForward.length + report.holdsReturned > 0) {
    console.log(
      `[scents] recovered order placements: ${report.rolledForward.length} finished, ${report.rolledBack.length} rolled back, ${report.holdsReturned} holds returned`,
    );
  }
  await releaseExpiredOrders();
  await countDueSalesQuietly();
}

function sweepInBackground(): void {
  sweep().catch((error: unknown) => console.error("Order sweep failed", error));
}

/**
 * The order sweep of this server process: the recovery pass (placements a crash left half done,
 * holds nobody gives back), the expiry of unpaid orders and the count of paid orders the sales
 * ledger has not counted yet (and, once at start, the paid orders that predate the ledger).
 * It runs once before the server takes requests, again once the placements a crash interrupted
 * are old enough to finish, then every minute. Its timers never keep the process alive.
 */
export async function startOrderSweeper(): Promise<void> {
  if (sweeper) return;
  sweeper = setInterval(sweepInBackground, SWEEP_INTERVAL_MS);
  sweeper.unref();
  await connectToDatabase();
  const older = await countUnledgeredPaidOrders();
  if (older > 0) console.log(`[scents] counted ${older} paid orders from before the sales ledger into it`);
  await sweep();
  setTimeout(sweepInBackground, PLACEMENT_GRACE_MS + 1000).unref();
}
