import type { Types } from "mongoose";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { recordLeftoverStockMoves } from "@/lib/catalog/stock-history";
import { mailLowStock } from "@/lib/checkout/low-stock";
import { relayPendingMail } from "@/lib/mail/relay";
import { ActivityEvent } from "@/models/activity-event";
import { MailMessage } from "@/models/mail-message";
import { Order } from "@/models/order";
import { OrderIntent } from "@/models/order-intent";
import { Product } from "@/models/product";
import { StockMove } from "@/models/stock-move";
import { PLACEMENT_GRACE_MS, recoverOrderPlacements } from "@/lib/checkout/recovery";
import { changeOrderStatus } from "@/lib/orders/order-status";
import { heldUnitsOf } from "../support/held-stock";
import { freshAdminEachTest } from "../support/admin-session";
import { setupTestDatabase } from "../support/database";
import { commandsSentBy } from "../support/database-commands";
import { createProduct, initializeBody, stockOf } from "../support/order-fixtures";
import { callRoute, type ApiAnswer } from "../support/request";

/**
 * Inside a request, what placing an order leaves until after its answer is handed to Next.js's
 * `after`. Here `after` keeps the work and never runs it unless told: the server that answered
 * died before it got there.
 */
const deferred: (() => Promise<unknown>)[] = [];
jest.mock("next/server", () => ({
  ...jest.requireActual<object>("next/server"),
  after: (task: () => Promise<unknown>) => {
    deferred.push(task);
  },
}));

setupTestDatabase();
jest.setTimeout(60_000);
const admin = freshAdminEachTest();

beforeEach(() => {
  deferred.length = 0;
});

async function placeBankOrder(productId: string, quantity: number, email = "adaeze@example.com") {
  const body = initializeBody([{ product: productId, quantity }], { method: "bank", email });
  const placed = await callRoute<ApiAnswer & { data: { orderId: string } }>(initialize, { method: "POST", body });
  expect(placed.status).toBe(200);
  return placed.body.data.orderId;
}

describe("an order's work after its answer", () => {
  it("is not waited for: the order is answered with its e-mails and low-stock check still to do", async () => {
    const { _id: id } = await createProduct({ stock: 6 });
    const orderNumber = await placeBankOrder(id, 2);
    expect(deferred).toHaveLength(2);
    expect(await MailMessage.countDocuments()).toBe(0);
    expect((await Order.findOne({ orderNumber }).lean())?.mail.map((entry) => entry.event)).toEqual(["received", "owner:new-order"]);
    expect(await Product.exists({ _id: id, "lowSizes.0": { $exists: true } })).toBeNull();

    // The server lives on: the work is done once, as if it had been done before the answer.
    for (const task of deferred) await task();
    expect((await MailMessage.find().lean()).map((message) => [message.kind, message.to]).sort()).toEqual([
      ["order-received", "adaeze@example.com"],
      ["owner-low-stock", admin.user.email],
      ["owner-new-order", admin.user.email],
    ]);
    expect((await Order.findOne({ orderNumber }).lean())?.mail).toEqual([]);
    expect(await ActivityEvent.countDocuments({ kind: "order-placed", subject: orderNumber })).toBe(1);
  });

  it("is done together for orders answered together: ten orders' e-mails and activity lines in one write of each, not ten (two before the first waited for the others)", async () => {
    const { _id: id } = await createProduct({ stock: 60 });
    const orderNumbers = [];
    for (let shopper = 0; shopper < 10; shopper += 1) orderNumbers.push(await placeBankOrder(id, 1, `shopper${shopper}@example.com`));
    // The first waits for the others (AFTER_ANSWER_BATCHES), and the ten go together.
    const commands = await commandsSentBy(() => Promise.all(deferred.map((task) => task())));
    const writes = (what: string) => commands.filter((command) => command === what).length;
    expect(writes("insert mailmessages")).toBe(1);
    expect(writes("insert activityevents")).toBe(1);
    expect(writes("distinct orders")).toBe(1);
    // Their placements' intents, forgotten together too; their takes finished together: records held, then markers pulled.
    expect(writes("delete orderintents")).toBe(1);
    expect(writes("update stockmoves")).toBe(1);
    expect(writes("update products")).toBe(1);
    expect(await StockMove.countDocuments({ "hold.state": "held" })).toBe(10);
    expect((await Product.findById(id, { takes: 1 }).lean())?.takes).toEqual([]);
    expect(await OrderIntent.countDocuments()).toBe(0);
    expect(await MailMessage.countDocuments({ kind: "order-received" })).toBe(10);
    expect(await MailMessage.countDocuments({ kind: "owner-new-order", to: admin.user.email })).toBe(10);
    expect(await Order.countDocuments({ "mail.0": { $exists: true } })).toBe(0);
    expect((await ActivityEvent.find({ kind: "order-placed" }).lean()).map((event) => event.subject).sort()).toEqual([...orderNumbers].sort());
  });

  it("leaves a placed order's intent until after the answer, and the address's unpaid orders count the two as one", async () => {
    const { _id: id } = await createProduct({ stock: 10 });
    await placeBankOrder(id, 1, "chidi@example.com");
    await placeBankOrder(id, 1, "chidi@example.com");
    expect(await OrderIntent.countDocuments({ state: "committing" })).toBe(2);
    // Two unpaid orders of the three an address may have, each with its intent still there: a third is taken, a fourth refused.
    await placeBankOrder(id, 1, "chidi@example.com");
    const fourth = await callRoute<ApiAnswer>(initialize, { method: "POST", body: initializeBody([{ product: id, quantity: 1 }], { method: "bank", email: "chidi@example.com" }) });
    expect(fourth.status).toBe(409);
    expect(await Order.countDocuments({ email: "chidi@example.com" })).toBe(3);

    for (const task of deferred) await task();
    expect(await OrderIntent.countDocuments()).toBe(0);
  });

  it("lost with the server, is done by the passes that survive it: the mail relay sends the e-mails, the sweep's stock pass the low-stock alert, once each", async () => {
    const { _id: id } = await createProduct({ stock: 6 });
    const orderNumber = await placeBankOrder(id, 2);
    expect(deferred).toHaveLength(2);

    // The next server's passes: the mail worker's relay, the sweep's copy of stock moves and its low-stock mail.
    expect(await relayPendingMail()).toBe(2);
    await recordLeftoverStockMoves();
    expect(await mailLowStock()).toBe(1);
    const recorded = async () => (await MailMessage.find().lean()).map((message) => message.kind).sort();
    expect(await recorded()).toEqual(["order-received", "owner-low-stock", "owner-new-order"]);
    expect((await Order.findOne({ orderNumber }).lean())?.mail).toEqual([]);

    // A server that was only slow gets there after all: nothing is sent twice.
    for (const task of deferred) await task();
    expect(await recorded()).toEqual(["order-received", "owner-low-stock", "owner-new-order"]);
  });

  it("leaves an order's takes to finish after its answer; lost with the server, the recovery pass finishes them, and a server only slow finishes nothing twice", async () => {
    const { _id: id } = await createProduct({ stock: 6 });
    const orderNumber = await placeBankOrder(id, 2);
    // Answered: the units are off the shelf under the take's marker, the hold's record still "taking".
    expect(await stockOf(id)).toBe(4);
    expect(await StockMove.find({ kind: "held" }, { "hold.state": 1, units: 1, _id: 0 }).lean()).toEqual([{ units: 2, hold: { state: "taking" } }]);
    expect((await Product.findById(id, { takes: 1 }).lean())?.takes).toMatchObject([{ quantity: 2 }]);

    // The server died: a pass past the grace finds a stored Pending order and finishes its take.
    await recoverOrderPlacements(new Date(Date.now() + PLACEMENT_GRACE_MS + 1000));
    const finished = async () => ({
      stock: await stockOf(id),
      held: await heldUnitsOf(id),
      records: (await StockMove.find({ kind: "held" }, { "hold.state": 1, _id: 0 }).lean<{ hold?: { state: string } }[]>()).map((record) => record.hold?.state),
      takes: (await Product.findById(id, { takes: 1 }).lean())?.takes,
    });
    expect(await finished()).toEqual({ stock: 4, held: 2, records: ["held"], takes: [] });

    // A server that was only slow gets there after all; then the order expires and gives its units back once.
    for (const task of deferred) await task();
    expect(await finished()).toEqual({ stock: 4, held: 2, records: ["held"], takes: [] });
    await changeOrderStatus((await Order.findOne({ orderNumber }, { _id: 1 }).lean())?._id.toString() ?? "", "Cancelled");
    expect(await finished()).toEqual({ stock: 6, held: 0, records: ["returned"], takes: [] });
  });

  it("gives back once the units of an order cancelled before its takes were finished, and the finish that comes after moves nothing", async () => {
    const { _id: id } = await createProduct({ stock: 6 });
    const cancelled = await placeBankOrder(id, 2, "first@example.com");
    const kept = await placeBankOrder(id, 1, "second@example.com");
    await changeOrderStatus((await Order.findOne({ orderNumber: cancelled }, { _id: 1 }).lean())?._id.toString() ?? "", "Cancelled");
    expect(await stockOf(id)).toBe(5);
    // The two orders' work after their answers, together: only the order still Pending has a take to finish.
    await Promise.all(deferred.map((task) => task()));
    expect(await stockOf(id)).toBe(5);
    expect(await heldUnitsOf(id)).toBe(1);
    const keptId = (await Order.findOne({ orderNumber: kept }, { _id: 1 }).lean())?._id;
    expect((await StockMove.find({ kind: "held" }, { order: 1, "hold.state": 1 }).lean<{ order: Types.ObjectId; hold?: { state: string } }[]>()).map((record) => [record.order.equals(keptId), record.hold?.state]).sort()).toEqual([
      [false, "returned"],
      [true, "held"],
    ]);
    expect((await Product.findById(id, { takes: 1 }).lean())?.takes).toEqual([]);
  });
});
