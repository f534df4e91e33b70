import "server-only";
import { DraftOrder, type DraftOrderRecord } from "@/models/draft-order";
import { draftRefusal, draftToPrice } from "./draft-order-placement";
import { priceDraftOrder } from "./draft-order-pricing";
import { returnAllStock, stockLeft, takeStock } from "./holds";
import { shortfallMessage } from "./placement";
import { checkoutRefusal } from "./refusals";
import { refreshStockPages, returnedStock } from "./stock-pages";

/**
 * The owner's reservation of a draft's stock until a chosen time. Its holds are taken under the
 * draft's own `orderId`, the id its order will have: placement then finds them already held (a
 * hold per order and size is taken once) and the order's payment settles them as any order's.
 * `reservedUntil` is written first, so holds under that id are always known to be the
 * reservation's (recovery leaves them alone) and the sweep gives them back once it has passed.
 * Giving back claims the draft (open → releasing), so a release and a payment (open → placing)
 * never overlap; a release a crash interrupted is finished by the sweep.
 */

async function refusalFor(id: string, reserving: boolean): Promise<never> {
  const current = await DraftOrder.findById(id, { state: 1, reservedUntil: 1 }).lean();
  if (!current) throw draftRefusal.notFound();
  if (current.state === "placed") throw draftRefusal.placed();
  if (reserving && current.state === "open" && current.reservedUntil) throw draftRefusal.alreadyReserved();
  throw draftRefusal.busy();
}

/** Holds every line of an open draft until `until`, or nothing: a line the shelf cannot fill is refused by name. */
export async function reserveDraftStock(id: string, until: Date, now: Date = new Date()): Promise<DraftOrderRecord> {
  const draft = await DraftOrder.findOneAndUpdate({ _id: id, state: "open", reservedUntil: { $exists: false } }, { $set: { reservedUntil: until } }, { returnDocument: "after" }).lean<DraftOrderRecord>();
  if (!draft) return refusalFor(id, true);
  try {
    const priced = await priceDraftOrder(draftToPrice(draft), now);
    if (priced.unavailable.length > 0) throw checkoutRefusal.productGone();
    for (const line of priced.lines) {
      const outcome = await takeStock(line.productId, line.sizeId, draft.orderId, line.quantity);
      if (outcome !== "taken") throw checkoutRefusal.outOfStock(shortfallMessage({ line, left: await stockLeft(line.productId, line.sizeId) }));
    }
    await refreshStockPages(priced.lines.map((line) => ({ productId: line.productId, change: line.quantity })));
  } catch (error) {
    await refreshStockPages(returnedStock(await returnAllStock(draft.orderId)));
    await DraftOrder.updateOne({ _id: draft._id, state: "open", reservedUntil: until }, { $unset: { reservedUntil: 1 } });
    throw error;
  }
  return draft;
}

/** Gives a claimed draft's units back, once, and opens it again without a reservation. */
async function finishRelease(draft: Pick<DraftOrderRecord, "_id" | "orderId">): Promise<void> {
  await refreshStockPages(returnedStock(await returnAllStock(draft.orderId)));
  await DraftOrder.updateOne({ _id: draft._id, state: "releasing" }, { $set: { state: "open" }, $unset: { reservedUntil: 1 } });
}

/** The owner gives the reserved units back to the shelf. A draft with nothing reserved is left as it is. */
export async function releaseDraftStock(id: string): Promise<DraftOrderRecord> {
  const claimed = await DraftOrder.findOneAndUpdate({ _id: id, state: "open", reservedUntil: { $exists: true } }, { $set: { state: "releasing" } }, { returnDocument: "after" }).lean<DraftOrderRecord>();
  const current = claimed ?? (await DraftOrder.findById(id).lean<DraftOrderRecord>());
  if (!current) throw draftRefusal.notFound();
  // A release already under way (another press, another server) is finished here too: giving back is idempotent.
  if (current.state === "releasing") await finishRelease(current);
  const released = await DraftOrder.findById(id).lean<DraftOrderRecord>();
  if (released?.state === "open") return released;
  return refusalFor(id, false);
}

const BATCH = 200;

/** The sweep's part: reservations whose time has passed are given back, and releases a crash interrupted are finished. */
export async function releaseEndedReservations(now: Date = new Date()): Promise<number> {
  let released = 0;
  for (const left of await DraftOrder.find({ state: "releasing" }, { orderId: 1 }).limit(BATCH).lean<DraftOrderRecord[]>()) {
    await finishRelease(left);
    released += 1;
  }
  for (; released < BATCH; released += 1) {
    const ended = await DraftOrder.findOneAndUpdate({ state: "open", reservedUntil: { $lte: now } }, { $set: { state: "releasing" } }, { returnDocument: "after" }).lean<DraftOrderRecord>();
    if (!ended) break;
    await finishRelease(ended);
  }
  return released;
}
