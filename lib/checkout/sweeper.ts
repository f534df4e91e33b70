import "server-only";
import { completeProductDays, countDueSalesQuietly, countUnledgeredPaidOrders } from "@/lib/analytics/sales-ledger";
import { refreshCustomers } from "@/lib/customers/customer-index";
import { recordLeftoverStockMoves } from "@/lib/catalog/stock-history";
import { connectToDatabase } from "@/lib/db/connect";
import { tellWaitingShoppers } from "@/lib/back-in-stock/tell-waiting";
import { sweepAbandonedCheckouts } from "./abandoned-checkouts";
import { releaseEndedReservations } from "./draft-reservation";
import { releaseExpiredOrders } from "./expiry";
import { mailLowStock } from "./low-stock";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "./recovery";
import { recoverRefunds } from "./refund-events";
import { sweepReviewMail } from "@/lib/reviews/review-mail";
import { repairRatings } from "@/lib/reviews/rating";

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
  await releaseEndedReservations();
  await recoverRefunds();
  await countDueSalesQuietly();
  // Stock moves a crash left uncopied, and low-stock e-mails not yet recorded (an admin's edit leaves its e-mail to this).
  await recordLeftoverStockMoves();
  await mailLowStock();
  updateCustomersInBackground();
  // The owner's hourly word of new reviews, and the "How was it?" e-mails once deliveries are old enough.
  await sweepReviewMail();
  await repairRatings();
  // Reminders of checkouts left with an e-mail, at the owner's times.
  await sweepAbandonedCheckouts();
  // Sizes whose units came back, to the shoppers waiting for them (after the stock moves are copied above).
  await tellWaitingShoppers();
}

let updatingCustomers = false;

/**
 * The customer list's catch-up, off the sweep's path so a large shop's first build never holds the
 * start up; one at a time, and what it leaves the next sweep goes on with.
 */
function updateCustomersInBackground(): void {
  if (updatingCustomers) return;
  updatingCustomers = true;
  refreshCustomers({ budgetMs: 20_000, firstBuild: true })
    .catch((error: unknown) => console.error("Updating the customer list failed; the next sweep goes on", error))
    .finally(() => {
      updatingCustomers = false;
    });
}

/**
 * Paid orders from before the sales ledger, counted once per start without holding the start
 * up: on a large shop's first start that is minutes, and the figures catch up when it ends.
 */
function countOlderSalesInBackground(): void {
  countUnledgeredPaidOrders().then(
    (counted) => {
      if (counted > 0) console.log(`[scents] counted ${counted} paid orders from before the sales ledger into it`);
    },
    (error: unknown) => console.error("Counting paid orders from before the sales ledger failed; the next start tries again", error),
  );
  completeProductDays().then(
    (days) => {
      if (days > 0) console.log(`[scents] worked out what each product sold on ${days} days of the sales ledger`);
    },
    (error: unknown) => console.error("Working out the ledger's days by product failed; the next start tries again", error),
  );
}

function sweepInBackground(): void {
  sweep().catch((error: unknown) => console.error("Order sweep failed", error));
}

/**
 * The order sweep of this server process: the recovery pass (placements a crash left half done,
 * holds nobody gives back), the expiry of unpaid orders and the count of paid orders the sales
 * ledger has not counted yet (and, in the background once at start, the paid orders from before it).
 * It runs once before the server takes requests, again once the placements a crash interrupted
 * are old enough to finish, then every minute. Its timers never keep the process alive.
 */
export async function startOrderSweeper(): Promise<void> {
  if (sweeper) return;
  sweeper = setInterval(sweepInBackground, SWEEP_INTERVAL_MS);
  sweeper.unref();
  await sweep();
  countOlderSalesInBackground();
  setTimeout(sweepInBackground, PLACEMENT_GRACE_MS + 1000).unref();
}
