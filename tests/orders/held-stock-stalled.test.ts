import { Types } from "mongoose";
import { returnAllStock, settleStock, takeStock } from "@/lib/checkout/holds";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "@/lib/checkout/recovery";
import { Product } from "@/models/product";
import { StockMove } from "@/models/stock-move";
import { clearDatabase, setupTestDatabase } from "../support/database";
import { heldUnitsOf, openHolds } from "../support/held-stock";
import { createProduct, stockOf } from "../support/order-fixtures";

// The database's clock judges the grace, and it cannot be wound on: the grace is shortened so the
// tests wait it out in real time, still long enough that a busy machine's passes fit well within it.
jest.mock("@/lib/vocabulary/stock-moves", () => ({ ...jest.requireActual<object>("@/lib/vocabulary/stock-moves"), PLACEMENT_GRACE_MS: 5000 }));

setupTestDatabase();
afterEach(() => clearDatabase());
jest.setTimeout(120_000);

const HOUR = 60 * 60_000;
/** An order id made `seconds` ago: recovery treats it as past its grace. */
const oldOrder = (seconds = 120) => Types.ObjectId.createFromTime(Math.floor(Date.now() / 1000) - seconds);
/** Waits until the database's clock has passed the grace of every claim made before the call (the engine shares this machine's clock). */
const graceGoesBy = () => new Promise((resolve) => setTimeout(resolve, PLACEMENT_GRACE_MS + 200));
/** A pass of the recovery on a server whose clock is `skewMs` off the database's. */
const passOnServerSkewedBy = (skewMs: number) => recoverOrderPlacements(new Date(Date.now() + skewMs));

/** Holds back the first product update sent from now until `release`: the process stalled between its claim of a record and its update. */
function stallFirstProductUpdate() {
  const update = Product.updateOne.bind(Product);
  let reached = () => {};
  let release = () => {};
  const atUpdate = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  jest.spyOn(Product, "updateOne").mockImplementationOnce(((...args: Parameters<typeof update>) => {
    reached();
    return released.then(() => update(...args));
  }) as unknown as typeof Product.updateOne);
  return { atUpdate, release };
}

/** A product of 10 from which an old order took 4; `end` claims the hold and stalls before its product update. */
async function claimedAndStalled(end: (order: Types.ObjectId) => Promise<unknown>) {
  const product = (await createProduct({ stock: 10 }))._id;
  const order = oldOrder();
  expect(await takeStock(product, null, order, 4)).toBe("taken");
  const stalled = stallFirstProductUpdate();
  const step = end(order);
  await stalled.atUpdate;
  return { product, order, step, release: stalled.release };
}

/** claimedAndStalled, then the grace goes by and a pass takes the claim over. */
async function takenOverWhileStalled(end: (order: Types.ObjectId) => Promise<unknown>) {
  const stalled = await claimedAndStalled(end);
  await graceGoesBy();
  const pass = new Date(Date.now() + PLACEMENT_GRACE_MS + 1000);
  await recoverOrderPlacements(pass);
  return { ...stalled, pass };
}

const ENDINGS = [
  ["gives its units back", (order: Types.ObjectId) => returnAllStock(order), 10],
  ["settles its units", (order: Types.ObjectId) => settleStock(order), 6],
] as const;

describe("a give-back or payment stalled past the recovery's grace", () => {
  it.each(ENDINGS)("%s once when the recovery takes the claim over and the stalled step sends its update after", async (_, end, stock) => {
    // The step has claimed the record and stalls; a pass past its grace takes the claim over and finishes it, and passes follow.
    const { product, order, pass, step, release } = await takenOverWhileStalled(end);
    await recoverOrderPlacements(new Date(pass.getTime() + PLACEMENT_GRACE_MS / 2));
    expect(await stockOf(product)).toBe(stock);
    expect(await heldUnitsOf(product)).toBe(0);

    // The stalled step's update arrives: past its claim's grace, it moves nothing.
    release();
    await step;
    expect(await stockOf(product)).toBe(stock);
    expect(await heldUnitsOf(product)).toBe(0);
    expect(await openHolds([product])).toEqual([]);

    // A grace after the record finished, the marker comes off; the move is in the history once.
    await recoverOrderPlacements(new Date(pass.getTime() + PLACEMENT_GRACE_MS + 1000));
    expect((await Product.findById(product, { stockMoves: 1 }).lean())?.stockMoves ?? []).toEqual([]);
    expect(await StockMove.countDocuments({ order, kind: { $in: ["released", "paid"] } })).toBe(1);
    expect(await stockOf(product)).toBe(stock);
  });

  it.each(ENDINGS)(
    "%s once when the servers' clocks disagree: a pass from a clock an hour ahead leaves a fresh claim be, one from a clock an hour behind takes it over once the database says the grace is past, and the step's late update moves nothing",
    async (_, end, stock) => {
      const { product, order, step, release } = await claimedAndStalled(end);
      // By their own clocks the claim is an hour old; by the database's it was just made.
      await passOnServerSkewedBy(HOUR);
      expect(await stockOf(product)).toBe(6);
      expect(await heldUnitsOf(product)).toBe(4);

      // By its own clock the claim is not yet made; by the database's the grace is past.
      await graceGoesBy();
      await passOnServerSkewedBy(-HOUR);
      expect(await stockOf(product)).toBe(stock);
      expect(await heldUnitsOf(product)).toBe(0);
      // A pass from a clock far ahead pulls the recovery's marker off the product.
      await passOnServerSkewedBy(3 * HOUR);
      expect((await Product.findById(product, { stockMoves: 1 }).lean())?.stockMoves ?? []).toEqual([]);

      release();
      await step;
      expect(await stockOf(product)).toBe(stock);
      expect(await heldUnitsOf(product)).toBe(0);
      expect(await openHolds([product])).toEqual([]);
      expect(await StockMove.countDocuments({ order, kind: { $in: ["released", "paid"] } })).toBe(1);
    },
  );

  it.each(ENDINGS)("%s once when the stalled step's update comes past its grace before any pass: it moves nothing and leaves the claim to the recovery", async (_, end, stock) => {
    const { product, step, release } = await claimedAndStalled(end);
    await graceGoesBy();
    release();
    await step;
    expect(await stockOf(product)).toBe(6);
    expect(await heldUnitsOf(product)).toBe(4);
    expect(await openHolds([product])).toHaveLength(1);

    await recoverOrderPlacements();
    expect(await stockOf(product)).toBe(stock);
    expect(await heldUnitsOf(product)).toBe(0);
    expect(await openHolds([product])).toEqual([]);
  });

  it("gives a record's units back again when they were taken again under it (a draft reserved again), the recovery's marker of the first give-back still on the product", async () => {
    const { product, order, step, release } = await takenOverWhileStalled(returnAllStock);
    release();
    await step;
    expect(await stockOf(product)).toBe(10);
    expect((await Product.findById(product, { stockMoves: 1 }).lean())?.stockMoves).toHaveLength(1);

    expect(await takeStock(product, null, order, 4)).toBe("taken");
    expect(await stockOf(product)).toBe(6);
    await returnAllStock(order);
    expect(await stockOf(product)).toBe(10);
    expect(await heldUnitsOf(product)).toBe(0);
    expect(await openHolds([product])).toEqual([]);
  });
});
