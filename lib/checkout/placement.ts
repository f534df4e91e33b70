import "server-only";
import { Types } from "mongoose";
import { Order, type OrderRecord } from "@/models/order";
import { OrderIntent, type OrderIntentRecord } from "@/models/order-intent";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { PAYMENT_METHOD, type OrderPaymentMethod } from "@/lib/vocabulary/order-statuses";
import { promotionRefusalMessage } from "@/lib/promotions/evaluate";
import { generateOrderNumber, paymentReference } from "./order-number";
import { checkoutRefusal } from "./refusals";
import { PROMOTION_USES, returnAllStock, returnHolds, stockLeft, takeHold, takeStockSeeing, type StockSeen, type TakeToFinish } from "./holds";
import { finishPlacedTakes } from "./stock-holds";
import { noteLowStock, noteLowStockSeen } from "@/lib/catalog/stock-history";
import { afterResponse } from "@/lib/http/after-response";
import { AFTER_ANSWER_BATCHES, inBatches, inBatchesEach } from "./batches";
import { insertsInBatches } from "./batched-inserts";
import { mailLowStock } from "./low-stock";
import { refreshStockPages, refreshStockPagesSeen, returnedStock } from "./stock-pages";
import { unpaidCeilingMessage } from "./unpaid-ceiling";
import { claimedUnits, returnDropClaims, takeDropClaim, type DropClaimLine } from "./drop-claims";
import { perCustomerLimitMessage } from "@/lib/catalog/drop-schedule";

/**
 * Placing an order without multi-document transactions. The intent is recorded first, then the
 * buyer's claims on drops with a limit per customer (drop-claims.ts), then each size's units are taken (one hold per size, see holds.ts) and the promotion code's use (a
 * hold on the promotion, the same way), then the intent is committed,
 * the order stored under the intent's id and, after the answer, the intent forgotten and the takes finished (stock-holds.ts). Every step is idempotent, so a
 * process that dies anywhere leaves work that `finishIntent` completes: before the commit it rolls
 * back (the holds return their units), after it it rolls forward (the order is stored).
 */

export interface PlacementLine {
  productId: string;
  /** The size taken; none: the product's first. */
  sizeId?: string | null;
  quantity: number;
  brand: string;
  name: string;
}

export interface PlacementPlan {
  /** The order's _id to be, also the intent's and every hold's. */
  orderId: Types.ObjectId;
  email: string;
  /** One line per size of a product. */
  lines: PlacementLine[];
  /** The promotion whose code the order uses, if any: one of its uses is taken with the stock. */
  promotionId?: Types.ObjectId | null;
  /** The buyer's claims on drops with a limit per customer, taken before any stock. */
  claims?: DropClaimLine[];
  /** For an order paid later (unpaid-ceiling.ts): the share of each size such orders may hold. */
  paidLater?: { percent: number } | null;
  /** The store's low-stock figure from the settings the plan was priced with; none: read when needed. */
  storeLowStockThreshold?: number;
  /** The order as it will be stored, less its _id. */
  order: Record<string, unknown> & { orderNumber: string; payment: { method: OrderPaymentMethod; reference: string } };
  /** The order is already in its stored form, validated (storedOrderOf): inserted as it is, not built again. */
  orderAsStored?: boolean;
  now: Date;
}

export interface PlacementStep {
  name: string;
  run: () => Promise<void>;
}

class Shortfall extends Error {
  constructor(
    readonly line: PlacementLine,
    readonly left: number,
  ) {
    super(`Short of ${line.brand} ${line.name}`);
  }
}

/** Orders paid later already hold the share of this size they may. */
class OverCeiling extends Error {
  constructor(readonly line: PlacementLine) {
    super(`Unpaid orders hold their share of ${line.brand} ${line.name}`);
  }
}

/** The buyer's other orders already hold the drop's limit per customer. */
class OverLimit extends Error {
  constructor(readonly claim: DropClaimLine) {
    super(`The buyer's orders hold the limit of ${claim.brand} ${claim.name}`);
  }
}

/** The code's last use went to another order. */
class CodeUsedUp extends Error {}

/** The intent was rolled back (by recovery) before this placement could commit it. */
class Abandoned extends Error {}

const ORDER_NUMBER_ATTEMPTS = 5;
const CODE_USED_UP = promotionRefusalMessage("used-up", null);

/** Intents and orders written at once by placements at the same step go to the database as one insert (batched-inserts.ts). */
const insertIntent = insertsInBatches(OrderIntent);
const insertOrder = insertsInBatches(Order);

/** The intent as its model stores it, written through the driver: the order in it is a plain record and every other field is cast here. */
async function recordIntent(plan: PlacementPlan): Promise<void> {
  const intent: OrderIntentRecord = {
    _id: plan.orderId,
    state: "reserving",
    email: plan.email.trim().toLowerCase(),
    lines: plan.lines.map((line) => ({ product: new Types.ObjectId(line.productId), ...(line.sizeId ? { size: new Types.ObjectId(line.sizeId) } : {}), quantity: line.quantity })),
    order: plan.order,
    createdAt: plan.now,
  };
  try {
    await insertIntent(intent);
  } catch (error) {
    if (!isDuplicateKeyError(error, "_id")) throw error;
  }
}

async function takeLine(plan: PlacementPlan, line: PlacementLine, placed: Placed): Promise<void> {
  const { outcome, seen, toFinish } = await takeStockSeeing(line.productId, line.sizeId, plan.orderId, line.quantity, plan.paidLater ?? undefined);
  if (seen) placed.seen.set(String(seen._id), seen);
  if (toFinish) placed.takes.push(toFinish);
  if (outcome === "over-ceiling") throw new OverCeiling(line);
  if (outcome === "short") throw new Shortfall(line, await stockLeft(line.productId, line.sizeId));
}

async function takeClaim(plan: PlacementPlan, claim: DropClaimLine): Promise<void> {
  if ((await takeDropClaim(claim, plan.orderId)) === "short") throw new OverLimit(claim);
}

async function takeCodeUse(plan: PlacementPlan, promotionId: Types.ObjectId): Promise<void> {
  if ((await takeHold(PROMOTION_USES, promotionId, plan.orderId, 1)) === "short") throw new CodeUsedUp("The promotion code is used up");
}

/**
 * Commits intents, those of the placements at this step meanwhile together: one update for all, and
 * each intent known committed when every one was. Through the driver, as the intents were written:
 * nothing here for mongoose to cast.
 */
const commitIntents = inBatchesEach<Types.ObjectId, boolean>(async (orderIds) => {
  const committed = await OrderIntent.collection.updateMany({ _id: { $in: orderIds }, state: "reserving" }, { $set: { state: "committing" } });
  return orderIds.map(() => ({ value: committed.modifiedCount === orderIds.length }));
});

async function commitIntent(orderId: Types.ObjectId): Promise<void> {
  if (await commitIntents(orderId)) return;
  // A retry, or recovery got there first: the intent's state says which.
  const intent = await OrderIntent.findById(orderId, { state: 1 }).lean();
  if (intent?.state === "committing") return;
  if (!intent && (await Order.exists({ _id: orderId }))) return;
  throw new Abandoned("The order placement was rolled back before it could finish.");
}

/**
 * Stores the committed intent's order; a clash of order number or reference draws new ones. The
 * placement that committed the intent passes the order it recorded there, which saves reading it
 * back; the intent stays committed either way, so recovery stores the same order should this fail.
 * Returns the order stored here, or null when it was stored already.
 */
async function storeOrder(orderId: Types.ObjectId, committed?: { order: PlacementPlan["order"]; asStored: boolean }): Promise<OrderRecord | null> {
  for (let attempt = 1; ; attempt += 1) {
    const intent = attempt === 1 && committed ? { state: "committing", order: committed.order } : await OrderIntent.findById(orderId).lean();
    if (!intent || intent.state !== "committing") {
      if (await Order.exists({ _id: orderId })) return null;
      throw new Abandoned("The order placement was rolled back before it could finish.");
    }
    try {
      if (attempt === 1 && committed?.asStored) {
        const order = { ...committed.order, _id: orderId } as unknown as OrderRecord;
        await insertOrder(order);
        return order;
      }
      return (await Order.create({ ...intent.order, _id: orderId })).toObject<OrderRecord>();
    } catch (error) {
      if (isDuplicateKeyError(error, "_id")) return null;
      const clash = isDuplicateKeyError(error, "orderNumber") || isDuplicateKeyError(error, "payment.reference");
      if (!clash || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
      const orderNumber = generateOrderNumber();
      const method = (intent.order.payment as { method: OrderPaymentMethod }).method;
      // A transfer's reference is its order number; any other keeps its own (a payment link's is
      // already at the provider) unless the reference itself clashed.
      const newReference = method === PAYMENT_METHOD.bank || isDuplicateKeyError(error, "payment.reference");
      await OrderIntent.updateOne({ _id: orderId }, { $set: { "order.orderNumber": orderNumber, ...(newReference ? { "order.payment.reference": paymentReference(method, orderNumber) } : {}) } });
    }
  }
}

async function forgetIntent(orderId: Types.ObjectId): Promise<void> {
  await OrderIntent.collection.deleteOne({ _id: orderId });
}

/** What a placement's steps learnt on the way: the order the store step wrote, each product as its units' update left it, the takes to finish after the answer. */
interface Placed {
  order?: OrderRecord | null;
  seen: Map<string, StockSeen>;
  takes: TakeToFinish[];
}

/** The steps of a placement, in order. Tests stop between any two to play a crash. `placed` receives what the steps wrote. */
export function placementSteps(plan: PlacementPlan, placed: Placed = { seen: new Map(), takes: [] }): PlacementStep[] {
  return [
    { name: "record the intent", run: () => recordIntent(plan) },
    ...(plan.claims ?? []).map((claim) => ({ name: `claim the buyer's share of ${claim.brand} ${claim.name}`, run: () => takeClaim(plan, claim) })),
    ...plan.lines.map((line) => ({ name: `take ${line.brand} ${line.name}`, run: () => takeLine(plan, line, placed) })),
    ...(plan.promotionId ? [{ name: "take a use of the promotion code", run: () => takeCodeUse(plan, plan.promotionId as Types.ObjectId) }] : []),
    { name: "commit the intent", run: () => commitIntent(plan.orderId) },
    {
      name: "store the order",
      run: async () => {
        placed.order = await storeOrder(plan.orderId, { order: plan.order, asStored: plan.orderAsStored ?? false });
      },
    },
  ];
}

/**
 * The intents of placements that stored their orders, forgotten after the answer, those of the
 * orders placed meanwhile together: in a burst one delete serves them all. An intent left by a
 * crash is committed and its order stored, so the recovery pass only finds the order there and
 * forgets it; until then the address's unpaid orders count it once (order-limits.ts).
 */
const forgetPlacedIntents = inBatches<Types.ObjectId>(async (orderIds) => {
  await OrderIntent.collection.deleteMany({ _id: { $in: orderIds }, state: "committing" });
}, AFTER_ANSWER_BATCHES);

/**
 * Finishes whatever a placement left: rolls back one that never committed (its holds return their
 * units) and rolls forward one that did (its order is stored). Safe to run any number of times,
 * and against a placement still running: the commit and the roll-back race on one conditional
 * update of the intent, and exactly one wins.
 */
export async function finishIntent(orderId: Types.ObjectId): Promise<"rolled-back" | "rolled-forward"> {
  await OrderIntent.updateOne({ _id: orderId, state: "reserving" }, { $set: { state: "abandoned" } });
  const intent = await OrderIntent.findById(orderId, { state: 1 }).lean();
  if (intent?.state === "committing" || (!intent && (await Order.exists({ _id: orderId })))) {
    await storeOrder(orderId);
    await forgetIntent(orderId);
    return "rolled-forward";
  }
  // A page rendered while the units were held may show them gone: it is expired with the rest.
  await refreshStockPages(returnedStock(await returnAllStock(orderId)));
  await returnHolds(PROMOTION_USES, orderId);
  await returnDropClaims(orderId);
  await forgetIntent(orderId);
  return "rolled-back";
}

/** Checkout's words for a line the shelf cannot fill. */
export function shortfallMessage({ line, left }: { line: { brand: string; name: string }; left: number }): string {
  return left === 0
    ? `${line.brand} ${line.name} is out of stock.`
    : `Only ${left} of ${line.brand} ${line.name} left in stock; please lower the quantity.`;
}


/**
 * Runs a placement to the end. A short product rolls it back at once and refuses, naming the
 * product; any other failure is finished here if possible, and otherwise by the recovery pass.
 */
export async function runPlacement(plan: PlacementPlan): Promise<OrderRecord> {
  const placed: Placed = { seen: new Map(), takes: [] };
  try {
    for (const step of placementSteps(plan, placed)) await step.run();
  } catch (error) {
    const outcome = await finishIntent(plan.orderId).catch((cleanup: unknown) => {
      console.error("Could not finish an order placement; the recovery pass will", plan.orderId.toString(), cleanup);
      return null;
    });
    if (error instanceof Shortfall) throw checkoutRefusal.outOfStock(shortfallMessage(error));
    if (error instanceof OverLimit) throw checkoutRefusal.perCustomerLimit(perCustomerLimitMessage(error.claim, error.claim.limit, await claimedUnits(error.claim.key)));
    if (error instanceof CodeUsedUp) throw checkoutRefusal.codeUsedUp(CODE_USED_UP);
    if (error instanceof OverCeiling) throw checkoutRefusal.unpaidCeiling(unpaidCeilingMessage(`${error.line.brand} ${error.line.name}`));
    if (outcome !== "rolled-forward") throw error;
  }
  const order = placed.order ?? (await Order.findById(plan.orderId).lean<OrderRecord>());
  if (!order) throw new Error(`Order ${plan.order.orderNumber} was placed but cannot be read`);
  // After the order stands, so a placement refused and rolled back never alerts, and after the
  // answer: the pages expire on their own within minutes, and the sweep notes the falls this misses.
  await afterResponse(() =>
    Promise.all([
      forgetPlacedIntents(plan.orderId).catch((error: unknown) => console.error("Could not forget a placed order's intent; the recovery pass will", plan.orderId.toString(), error)),
      finishPlacedTakes(placed.takes).catch((error: unknown) => console.error("Could not finish a placed order's takes; the recovery pass will", plan.orderId.toString(), error)),
      afterPlacement(plan, placed.seen),
    ]),
  );
  return order;
}

/** The stock pages and low-stock e-mails of a placed order, from what its own updates answered when each product's did. */
async function afterPlacement(plan: PlacementPlan, seen: ReadonlyMap<string, StockSeen>): Promise<void> {
  const moves = plan.lines.map((line) => ({ productId: line.productId, sizeId: line.sizeId, change: line.quantity }));
  const products = [...new Set(moves.map((move) => move.productId))];
  const views = products.map((id) => seen.get(id));
  const allSeen = views.every((view) => view !== undefined);
  await (allSeen ? refreshStockPagesSeen(moves, new Map(products.map((id, index) => [id, views[index] ?? { stock: 0 }]))) : refreshStockPages(moves));
  const threshold = plan.storeLowStockThreshold;
  const noted = allSeen && threshold !== undefined ? noteLowStockSeen(views.filter((view) => view !== undefined), threshold) : noteLowStock(products);
  await noted
    .then((unmailed) => (unmailed ? mailLowStock(products) : 0))
    .catch((error: unknown) => console.error("Could not record a low-stock e-mail; the sweep will", error));
}
