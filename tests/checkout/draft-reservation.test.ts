import { POST as createDraft } from "@/app/api/admin/draft-orders/route";
import { PUT as editDraft } from "@/app/api/admin/draft-orders/[id]/route";
import { POST as makeLink } from "@/app/api/admin/draft-orders/[id]/link/route";
import { POST as recordPaid } from "@/app/api/admin/draft-orders/[id]/paid/route";
import { DELETE as release, POST as reserve } from "@/app/api/admin/draft-orders/[id]/reservation/route";
import { POST as initialize } from "@/app/api/payment/initialize/route";
import { POST as webhook } from "@/app/api/payment/webhook/route";
import type { DraftOrderView } from "@/lib/checkout/draft-orders";
import { releaseEndedReservations } from "@/lib/checkout/draft-reservation";
import { recoverOrderPlacements } from "@/lib/checkout/recovery";
import { productStockHistory } from "@/lib/catalog/stock-history";
import { DraftOrder } from "@/models/draft-order";
import { Order } from "@/models/order";
import { createProduct, initializeBody, stockOf } from "../support/order-fixtures";
import { draftOrderTests } from "../support/draft-order-tests";
import { callRoute, type ApiAnswer } from "../support/request";
import { openHolds } from "../support/held-stock";

const { admin, paystack } = draftOrderTests();

type Answer<T> = ApiAnswer & { data: T; fieldErrors?: Record<string, string[]>; reason?: string; message?: string };

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

function draftBody(lines: { productId: string; quantity: number }[]) {
  return {
    channel: "whatsapp",
    customer: { name: "Tolu Adebayo", phone: "0803 123 4567", email: "tolu@example.com" },
    lines,
    delivery: { kind: "method", methodId: "standard", state: "Lagos", city: "Yaba", address: "12 Herbert Macaulay Way" },
    note: "Will pay on Friday",
  };
}

async function draftFor(lines: { stock: number; quantity: number }[]) {
  const products = [];
  for (const [index, line] of lines.entries()) products.push({ id: (await createProduct({ name: `Oud ${index + 1}`, price: 50000, stock: line.stock }))._id, quantity: line.quantity });
  const { status, body } = await callRoute<Answer<DraftOrderView>>(createDraft, { method: "POST", headers: admin.auth, body: draftBody(products.map((product) => ({ productId: product.id, quantity: product.quantity }))) });
  expect(status).toBe(200);
  return { productIds: products.map((product) => product.id), draft: body.data };
}

const reserveUntil = (id: string, until: unknown) => callRoute<Answer<DraftOrderView>>(reserve, { method: "POST", headers: admin.auth, params: { id }, body: { until } });
const releaseNow = (id: string) => callRoute<Answer<DraftOrderView>>(release, { method: "DELETE", headers: admin.auth, params: { id } });
const heldUnits = () => openHolds();

describe("reserving a draft's stock", () => {
  it("takes the units until the chosen time, so a website shopper cannot buy the reserved last unit, and the draft cannot be edited meanwhile", async () => {
    const { productIds, draft } = await draftFor([{ stock: 1, quantity: 1 }]);
    const until = inHours(24);
    const reserved = await reserveUntil(draft._id, until.toISOString());
    expect(reserved.status).toBe(200);
    expect(reserved.body.data.reservedUntil).toBe(until.toISOString());
    expect(await stockOf(productIds[0]!)).toBe(0);

    const website = await callRoute<Answer<unknown>>(initialize, { method: "POST", body: initializeBody([{ product: productIds[0]!, quantity: 1 }]) });
    expect(website.status).toBe(409);
    expect(website.body.reason).toBe("out-of-stock");

    const edited = await callRoute<Answer<DraftOrderView>>(editDraft, { method: "PUT", headers: admin.auth, params: { id: draft._id }, body: draftBody([{ productId: productIds[0]!, quantity: 2 }]) });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe("Stock is reserved for this draft: release the reservation to edit it.");
    expect((await reserveUntil(draft._id, inHours(48).toISOString())).status).toBe(409);

    // The recovery pass, which gives back holds of orders never stored, leaves a reservation's alone.
    await recoverOrderPlacements(new Date(Date.now() + 60_000), 0);
    expect(await stockOf(productIds[0]!)).toBe(0);
    expect(await heldUnits()).toHaveLength(1);

    // The stock history names the reservation and leads to its draft; given back, it says so.
    const reservedLine = async () => (await productStockHistory(productIds[0]!))?.sizes[0]?.entries[0];
    expect(await reservedLine()).toMatchObject({ kind: "held", change: -1, reason: "Reserved for a draft order", draftId: draft._id });
    expect((await releaseNow(draft._id)).status).toBe(200);
    expect(await reservedLine()).toMatchObject({ kind: "released", change: 1, reason: "Draft order's reservation ended", draftId: draft._id });
  });

  it("holds nothing when a line is short, and says which", async () => {
    const { productIds, draft } = await draftFor([
      { stock: 3, quantity: 1 },
      { stock: 1, quantity: 2 },
    ]);
    const refused = await reserveUntil(draft._id, inHours(24).toISOString());
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe("out-of-stock");
    expect(refused.body.message).toMatch(/Only 1 of .* Oud 2 left in stock/);
    expect([await stockOf(productIds[0]!), await stockOf(productIds[1]!)]).toEqual([3, 1]);
    expect(await heldUnits()).toEqual([]);
    expect((await DraftOrder.findById(draft._id).lean())?.reservedUntil).toBeUndefined();
  });

  it("refuses a time in the past or more than a week ahead on its field, holding nothing", async () => {
    const { productIds, draft } = await draftFor([{ stock: 2, quantity: 1 }]);
    const past = await reserveUntil(draft._id, inHours(-1).toISOString());
    expect(past.status).toBe(400);
    expect(past.body.fieldErrors?.until).toEqual(["Choose a time in the future"]);
    const far = await reserveUntil(draft._id, inHours(8 * 24).toISOString());
    expect(far.body.fieldErrors?.until).toEqual(["At most 7 days ahead"]);
    expect((await reserveUntil(draft._id, "soon")).body.fieldErrors?.until).toHaveLength(1);
    expect(await stockOf(productIds[0]!)).toBe(2);
  });

  it("is given back by the sweep once its time has passed, and a release a crash interrupted is finished", async () => {
    const { productIds, draft } = await draftFor([{ stock: 2, quantity: 2 }]);
    await reserveUntil(draft._id, inHours(1).toISOString());
    expect(await releaseEndedReservations(new Date())).toBe(0);
    expect(await stockOf(productIds[0]!)).toBe(0);
    expect(await releaseEndedReservations(inHours(2))).toBe(1);
    expect(await stockOf(productIds[0]!)).toBe(2);
    expect(await DraftOrder.findById(draft._id).lean()).toMatchObject({ state: "open" });
    expect((await DraftOrder.findById(draft._id).lean())?.reservedUntil).toBeUndefined();

    await reserveUntil(draft._id, inHours(1).toISOString());
    // A release claimed the draft, then the process died before the units went back.
    await DraftOrder.updateOne({ _id: draft._id }, { $set: { state: "releasing" } });
    expect(await stockOf(productIds[0]!)).toBe(0);
    await releaseEndedReservations(new Date());
    expect(await stockOf(productIds[0]!)).toBe(2);
    expect(await DraftOrder.findById(draft._id).lean()).toMatchObject({ state: "open" });
    expect(await heldUnits()).toEqual([]);
  });

  it("is given back once when the owner releases it, however often the button is pressed", async () => {
    const { productIds, draft } = await draftFor([{ stock: 3, quantity: 2 }]);
    await reserveUntil(draft._id, inHours(24).toISOString());
    expect(await stockOf(productIds[0]!)).toBe(1);
    const answers = await Promise.all([releaseNow(draft._id), releaseNow(draft._id), releaseNow(draft._id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await stockOf(productIds[0]!)).toBe(3);
    expect((await releaseNow(draft._id)).body.data.reservedUntil).toBeNull();
    expect(await stockOf(productIds[0]!)).toBe(3);
  });
});

describe("paying a reserved draft", () => {
  it("by its link takes no unit twice: the order finds the reserved units, and paying settles them", async () => {
    const { productIds, draft } = await draftFor([{ stock: 2, quantity: 1 }]);
    const made = (await callRoute<Answer<DraftOrderView>>(makeLink, { method: "POST", body: { hours: 24 }, headers: admin.auth, params: { id: draft._id } })).body.data.link!;
    await reserveUntil(draft._id, inHours(24).toISOString());
    expect(await stockOf(productIds[0]!)).toBe(1);
    paystack().pay(made.reference);
    const signed = paystack().webhook(made.reference);
    await callRoute(webhook, { method: "POST", body: signed.body, headers: signed.headers });
    const orders = await Order.find().lean();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: "Order Placed", payment: { state: "paid" } });
    expect(await stockOf(productIds[0]!)).toBe(1);
    expect(await heldUnits()).toEqual([]);
    // The ended reservation of a placed draft is nobody's to give back.
    await releaseEndedReservations(inHours(48));
    expect(await stockOf(productIds[0]!)).toBe(1);
  });

  it("recorded as an outside sale takes no unit twice", async () => {
    const { productIds, draft } = await draftFor([{ stock: 1, quantity: 1 }]);
    await reserveUntil(draft._id, inHours(24).toISOString());
    const paid = await callRoute<Answer<{ orderNumber: string }>>(recordPaid, { method: "POST", body: { how: "cash", amount: 58750 }, headers: admin.auth, params: { id: draft._id } });
    expect(paid.status).toBe(200);
    expect(await stockOf(productIds[0]!)).toBe(0);
    expect(await heldUnits()).toEqual([]);
    expect((await releaseNow(draft._id)).status).toBe(409);
    expect(await stockOf(productIds[0]!)).toBe(0);
  });
});
