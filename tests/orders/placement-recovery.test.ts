import { Types } from "mongoose";
import { initializePaymentSchema } from "@/lib/checkout/schemas";
import { cancelPendingOrder } from "@/lib/checkout/release";
import { planOrder } from "@/lib/checkout/place-order";
import { finishIntent, placementSteps, type PlacementPlan } from "@/lib/checkout/placement";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "@/lib/checkout/recovery";
import { returnAllStock, takeStock } from "@/lib/checkout/holds";
import { DropClaim } from "@/models/drop-claim";
import { Order } from "@/models/order";
import { OrderIntent } from "@/models/order-intent";
import { Product } from "@/models/product";
import { createProduct, initializeBody } from "../support/order-fixtures";
import { setupCheckoutTests } from "../support/checkout-tests";
import { openHolds } from "../support/held-stock";

setupCheckoutTests();

const STOCK = [5, 7, 9];
const QUANTITIES = [2, 3, 1];

async function threeProducts(): Promise<string[]> {
  return Promise.all(STOCK.map(async (stock) => (await createProduct({ stock }))._id));
}

async function planFor(products: string[], email = "placer@example.com"): Promise<PlacementPlan> {
  const input = initializePaymentSchema.parse(
    initializeBody(
      products.map((product, index) => ({ product, quantity: QUANTITIES[index] ?? 1 })),
      { method: "bank", email },
    ),
  );
  return (await planOrder(input)).plan;
}

/** Units missing from the shelf, and units the stored orders that still hold stock account for. */
async function ledger(products: string[]) {
  const stocks = await Promise.all(products.map(async (id) => (await Product.findById(id).lean())?.stock ?? Number.NaN));
  const taken = stocks.reduce((sum, stock, index) => sum + (STOCK[index] ?? 0) - stock, 0);
  const holding = await Order.find({ stockHeld: true, status: { $ne: "Cancelled" } }).lean();
  const held = holding.flatMap((order) => order.orderItems).reduce((sum, item) => sum + item.quantity, 0);
  const holds = await openHolds(products);
  return { taken, held, holds, intents: await OrderIntent.countDocuments() };
}

const later = (plan: PlacementPlan) => new Date(plan.now.getTime() + PLACEMENT_GRACE_MS + 1000);

describe("a placement stopped between any two steps", () => {
  it("has one step per product between recording and committing the intent", async () => {
    const plan = await planFor(await threeProducts());
    expect(placementSteps(plan).map((step) => step.name)).toEqual([
      "record the intent",
      ...plan.lines.map((line) => `take ${line.brand} ${line.name}`),
      "commit the intent",
      "store the order",
    ]);
  });

  // The intent is forgotten after the answer (a crash before leaves it to the recovery pass, as after the last step).
  const STEPS = 1 + STOCK.length + 2;
  it.each(Array.from({ length: STEPS + 1 }, (_, done) => done))(
    "is finished by the recovery pass after %i steps: nothing leaks and nothing is taken twice",
    async (done) => {
      const products = await threeProducts();
      const plan = await planFor(products);
      const steps = placementSteps(plan);
      for (const step of steps.slice(0, done)) await step.run();

      // A pass inside the grace period leaves a placement that may still be running alone.
      await recoverOrderPlacements(plan.now);
      const before = await ledger(products);
      if (done > 0 && done < STEPS) expect(before.intents).toBe(1);

      const report = await recoverOrderPlacements(later(plan));
      await recoverOrderPlacements(later(plan));
      const after = await ledger(products);
      const committed = done >= 1 + STOCK.length + 1;
      expect(after.intents).toBe(0);
      expect(after.taken).toBe(after.held);
      if (committed) {
        expect(await Order.exists({ _id: plan.orderId, orderNumber: plan.order.orderNumber })).toBeTruthy();
        expect(after.taken).toBe(6);
        // The Pending order keeps one hold per product, to give its units back if it is cancelled.
        expect(after.holds.map((hold) => hold.quantity).sort()).toEqual([1, 2, 3]);
        // Stored or not, a committed intent is left for the recovery pass, which rolls it forward.
        expect(report.rolledForward).toEqual([plan.orderId.toString()]);
      } else {
        expect(await Order.exists({ _id: plan.orderId })).toBeNull();
        expect(after.taken).toBe(0);
        expect(after.holds).toEqual([]);
        if (done > 0) expect(report.rolledBack).toEqual([plan.orderId.toString()]);
      }
    },
  );

  // A drop with a limit per customer: the buyer's claim is taken after the intent, before the stock.
  const DROP_STEPS = 5;
  it.each(Array.from({ length: DROP_STEPS + 1 }, (_, done) => done))(
    "leaves the buyer's claim on a drop holding exactly the units of a stored order after %i steps and the recovery pass",
    async (done) => {
      const product = await createProduct({ stock: 5 });
      await Product.updateOne({ _id: product._id }, { $set: { perCustomerLimit: 2 } });
      const input = initializePaymentSchema.parse(initializeBody([{ product: product._id, quantity: 1 }], { method: "bank", email: "claimer@example.com" }));
      const plan = (await planOrder(input)).plan;
      const steps = placementSteps(plan);
      expect(steps.map((step) => step.name)[1]).toMatch(/^claim the buyer's share of /);
      for (const step of steps.slice(0, done)) await step.run();

      await recoverOrderPlacements(later(plan));
      await recoverOrderPlacements(later(plan));
      const stored = await Order.exists({ _id: plan.orderId });
      const claim = await DropClaim.findById(`${product._id}:email:claimer@example.com`).lean();
      expect(claim?.units ?? 0).toBe(stored ? 1 : 0);
      expect((claim?.holds ?? []).map((hold) => String(hold.order))).toEqual(stored ? [plan.orderId.toString()] : []);
      if (stored) {
        await cancelPendingOrder({ _id: plan.orderId }, later(plan));
        expect(await DropClaim.findById(`${product._id}:email:claimer@example.com`).lean()).toMatchObject({ units: 0, holds: [] });
      }
    },
  );

  it("cannot commit once recovery has rolled it back, and leaves nothing when it tries", async () => {
    const products = await threeProducts();
    const plan = await planFor(products);
    const steps = placementSteps(plan);
    for (const step of steps.slice(0, 2)) await step.run();
    await recoverOrderPlacements(later(plan));
    // The process was only slow, not dead: it carries on taking units, then fails to commit.
    await expect(
      (async () => {
        for (const step of steps.slice(2)) await step.run();
      })(),
    ).rejects.toThrow("rolled back");
    await finishIntent(plan.orderId);
    await recoverOrderPlacements(later(plan));
    expect(await ledger(products)).toMatchObject({ taken: 0, held: 0, holds: [], intents: 0 });
    expect(await Order.exists({ _id: plan.orderId })).toBeNull();
  });

  it("repeats any step without taking stock twice", async () => {
    const products = await threeProducts();
    const plan = await planFor(products);
    for (const step of placementSteps(plan)) {
      await step.run();
      await step.run();
    }
    // The committed intent is forgotten after the answer (runPlacement), or by the recovery pass.
    expect(await ledger(products)).toMatchObject({ taken: 6, held: 6, intents: 1 });
    await recoverOrderPlacements(later(plan));
    expect(await ledger(products)).toMatchObject({ taken: 6, held: 6, intents: 0 });
  });
});

describe("holds left by a crash elsewhere", () => {
  it("gives back the units of an order cancelled just before the process died", async () => {
    const products = await threeProducts();
    const plan = await planFor(products);
    for (const step of placementSteps(plan)) await step.run();
    // The cancel's first write (the order's status) happened; the holds were never given back.
    await Order.updateOne({ _id: plan.orderId }, { $set: { status: "Cancelled", stockHeld: false } });
    expect((await ledger(products)).taken).toBe(6);
    const report = await recoverOrderPlacements(later(plan));
    expect(report.holdsReturned).toBe(3);
    expect(await ledger(products)).toMatchObject({ taken: 0, held: 0, holds: [] });
    // A late cancel gives nothing back twice.
    expect(await cancelPendingOrder({ _id: plan.orderId }, new Date())).toBeNull();
    await returnAllStock(plan.orderId);
    expect((await ledger(products)).taken).toBe(0);
  });

  it("settles the holds of a paid order: its units stay sold", async () => {
    const products = await threeProducts();
    const plan = await planFor(products);
    for (const step of placementSteps(plan)) await step.run();
    await Order.updateOne({ _id: plan.orderId }, { $set: { status: "Order Placed", "payment.state": "paid" } });
    const report = await recoverOrderPlacements(later(plan));
    expect(report.holdsSettled).toBe(3);
    expect(await ledger(products)).toMatchObject({ taken: 6, held: 6, holds: [] });
  });

  it("gives back a hold whose order was never stored and has no intent", async () => {
    const products = await threeProducts();
    const orphan = Types.ObjectId.createFromTime(Math.floor((Date.now() - 60_000) / 1000));
    expect(await takeStock(products[0] ?? "", null, orphan, 4)).toBe("taken");
    const report = await recoverOrderPlacements();
    expect(report.holdsReturned).toBe(1);
    expect((await ledger(products)).taken).toBe(0);
  });

  it("leaves alone the holds of a Pending order and of a placement still under way", async () => {
    const products = await threeProducts();
    const placed = await planFor(products, "first@example.com");
    for (const step of placementSteps(placed)) await step.run();
    const running = await planFor(products, "second@example.com");
    for (const step of placementSteps(running).slice(0, 3)) await step.run();
    await recoverOrderPlacements(new Date(running.now.getTime() + 1000));
    const { taken, holds } = await ledger(products);
    expect(taken).toBe(6 + 5);
    expect(holds).toHaveLength(3 + 2);
  });
});
