import "server-only";
import { randomBytes } from "node:crypto";
import { Types } from "mongoose";
import { siteUrl } from "@/lib/content/site-url";
import { toNaira } from "@/lib/money/naira";
import { cardPaymentMode, cardPaymentProvider } from "@/lib/payments/config";
import { PaymentProviderError } from "@/lib/payments/provider";
import { invalidFields } from "@/lib/vocabulary/domain-error";
import { PAYMENT_LINK_PREFIX } from "@/lib/vocabulary/draft-orders";
import { DraftOrder, type DraftOrderRecord } from "@/models/draft-order";
import { User } from "@/models/user";
import type { DraftOrderInput } from "./draft-order-schemas";
import { draftToPrice, draftRefusal } from "./draft-order-placement";
import { draftOrderRecord, priceDraftOrder, type PricedDraft } from "./draft-order-pricing";
import { generateOrderNumber } from "./order-number";
import { checkoutRefusal } from "./refusals";

/** The fields a draft is stored with, from the owner's screen; the customer's account, when named, must exist. */
async function storedFields(input: DraftOrderInput) {
  if (input.customer.id && !(await User.exists({ _id: input.customer.id }))) throw invalidFields("customer-unknown", { "customer.id": ["Unknown customer"] });
  const { delivery } = input;
  return {
    channel: input.channel,
    customer: { ...(input.customer.id ? { user: input.customer.id } : {}), name: input.customer.name, phone: input.customer.phone, email: input.customer.email ?? "" },
    lines: input.lines.map((line) => ({ product: line.productId, ...(line.sizeId ? { size: line.sizeId } : {}), quantity: line.quantity })),
    customLines: input.customLines,
    discount: input.discount ?? null,
    delivery: {
      kind: delivery.kind,
      ...(delivery.kind === "method" ? { methodId: delivery.methodId } : { price: delivery.price }),
      state: delivery.state ?? "",
      city: delivery.city,
      address: delivery.address,
    },
    note: input.note,
  };
}

/** A draft is priced before it is saved, so one the shop cannot price (a method it does not offer there, a product gone) is refused on its field. */
async function assertPriceable(draft: DraftOrderRecord, now: Date): Promise<PricedDraft> {
  const priced = await priceDraftOrder(draftToPrice(draft), now);
  if (priced.unavailable.length > 0) throw invalidFields("product-gone", { lines: ["A product or size in this draft is no longer sold: remove it"] });
  return priced;
}

export async function createDraftOrder(input: DraftOrderInput, options: { by?: string; now?: Date } = {}): Promise<DraftOrderRecord> {
  const fields = await storedFields(input);
  const draft = new DraftOrder({ ...fields, orderId: new Types.ObjectId(), createdBy: options.by ?? "" });
  await assertPriceable(draft.toObject() as DraftOrderRecord, options.now ?? new Date());
  await draft.save();
  return draft.toObject() as DraftOrderRecord;
}

/** Edits an open draft with no link and no reservation: a link's total is fixed once the buyer has it. */
export async function updateDraftOrder(id: string, input: DraftOrderInput, options: { now?: Date } = {}): Promise<DraftOrderRecord> {
  const fields = await storedFields(input);
  const current = await DraftOrder.findById(id).lean<DraftOrderRecord>();
  if (!current) throw draftRefusal.notFound();
  await assertPriceable(new DraftOrder({ ...current, ...fields }).toObject() as DraftOrderRecord, options.now ?? new Date());
  // Nor while stock is reserved: the holds were taken for the lines as they were.
  const updated = await DraftOrder.findOneAndUpdate({ _id: id, state: "open", link: { $exists: false }, reservedUntil: { $exists: false } }, { $set: fields }, { returnDocument: "after", runValidators: true }).lean<DraftOrderRecord>();
  if (updated) return updated;
  const now = await DraftOrder.findById(id, { state: 1, link: 1, reservedUntil: 1 }).lean();
  if (!now) throw draftRefusal.notFound();
  throw now.state === "placed" ? draftRefusal.placed() : now.link ? draftRefusal.linkSent() : now.reservedUntil ? draftRefusal.reserved() : draftRefusal.busy();
}

export async function findDraftOrder(id: string): Promise<DraftOrderRecord | null> {
  return DraftOrder.findById(id).lean<DraftOrderRecord>();
}

/** Where the buyer pays: Paystack's checkout page, or in test mode the shop's own. */
function linkUrl(authorizationUrl: string, reference: string): string {
  return authorizationUrl || `${siteUrl()}/pay/${encodeURIComponent(reference)}`;
}

/**
 * The draft's payment link: a card transaction initialized for its total now, under its own
 * reference, payable until `hours` from now. The order it will become is priced now and kept with
 * the link, so the buyer pays exactly what the link says. One link per draft: asking again gives
 * the same link. A link needs the buyer's e-mail, which Paystack requires and sends its receipt to.
 */
export async function createPaymentLink(id: string, hours: number, now: Date = new Date()): Promise<DraftOrderRecord> {
  const draft = await DraftOrder.findById(id).lean<DraftOrderRecord>();
  if (!draft) throw draftRefusal.notFound();
  if (draft.link) return draft;
  if (draft.state !== "open") throw draft.state === "placed" ? draftRefusal.placed() : draftRefusal.busy();
  if (!draft.customer.email) throw invalidFields("email-required", { "customer.email": ["A payment link needs the buyer's e-mail: Paystack sends the receipt to it"] });
  const mode = cardPaymentMode();
  const provider = cardPaymentProvider();
  if (mode.mode === "unavailable" || !provider) throw checkoutRefusal.cardPaymentsUnavailable();
  const priced = await assertPriceable(draft, now);

  const reference = `${PAYMENT_LINK_PREFIX}${randomBytes(10).toString("hex").toUpperCase()}`;
  const orderNumber = generateOrderNumber();
  const expiresAt = new Date(now.getTime() + hours * 60 * 60 * 1000);
  const order = draftOrderRecord(draftToPrice(draft), priced, { method: "card", provider: provider.name, reference }, { orderNumber, expiresAt, now });
  let authorizationUrl: string;
  try {
    const started = await provider.initialize({ email: draft.customer.email, amountKobo: priced.totals.totalKobo, reference, orderNumber, callbackUrl: `${siteUrl()}/pay/${reference}` });
    authorizationUrl = started.authorizationUrl;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error("Payment link initialization failed", String(draft._id), error);
    throw checkoutRefusal.paymentStartFailed();
  }
  const link = { reference, url: linkUrl(authorizationUrl, reference), amountKobo: priced.totals.totalKobo, expiresAt, order };
  // Conditional: of two owners asking at once, one link is kept (the other's transaction is never shown to anyone).
  await DraftOrder.updateOne({ _id: draft._id, state: "open", link: { $exists: false } }, { $set: { link } });
  const saved = await DraftOrder.findById(draft._id).lean<DraftOrderRecord>();
  if (!saved) throw draftRefusal.notFound();
  return saved;
}

/** A draft as the owner's screens show it: the stored choices, priced now (or as its link fixed it). */
export interface DraftOrderView {
  _id: string;
  state: DraftOrderRecord["state"];
  channel: DraftOrderRecord["channel"];
  customer: { id: string | null; name: string; phone: string; email: string };
  lines: { productId: string; sizeId: string | null; quantity: number; brand: string; name: string; sizeLabel: string; sku: string; unitPrice: number; lineTotal: number; stock: number }[];
  customLines: { label: string; price: number; quantity: number }[];
  discount: { kind: "amount" | "percent"; value: number; reason: string } | null;
  delivery: { kind: "method" | "owner"; methodId: string; price: number; state: string; city: string; address: string; name: string };
  note: string;
  totals: { subtotal: number; bundleDiscount: number; discount: number; tax: number; delivery: number; total: number };
  unavailable: number;
  link: { reference: string; url: string; amount: number; expiresAt: string } | null;
  orderNumber: string | null;
  outcome: "paid" | "out-of-stock" | null;
  /** Until when the draft's stock is held for its buyer; none when nothing is held. */
  reservedUntil: string | null;
  createdAt: string;
}

export async function draftOrderView(draft: DraftOrderRecord, now: Date = new Date()): Promise<DraftOrderView> {
  let priced: PricedDraft | null = null;
  try {
    priced = await priceDraftOrder(draftToPrice(draft), now);
  } catch {
    // A shipping method removed since: the draft is shown, its totals blank, until the owner picks another.
  }
  const totals = priced?.totals;
  return {
    _id: String(draft._id),
    state: draft.state,
    channel: draft.channel,
    customer: { id: draft.customer.user ? String(draft.customer.user) : null, name: draft.customer.name, phone: draft.customer.phone, email: draft.customer.email ?? "" },
    lines: (priced?.lines ?? []).map((line) => ({
      productId: line.productId,
      sizeId: line.sizeId,
      quantity: line.quantity,
      brand: line.brand,
      name: line.name,
      sizeLabel: line.sizeLabel,
      sku: line.sku,
      unitPrice: toNaira(line.unitPriceKobo),
      lineTotal: toNaira(line.lineTotalKobo),
      stock: line.stock,
    })),
    customLines: draft.customLines.map((line) => ({ label: line.label, price: line.price, quantity: line.quantity })),
    discount: draft.discount ? { kind: draft.discount.kind, value: draft.discount.value, reason: draft.discount.reason } : null,
    delivery: {
      kind: draft.delivery.kind,
      methodId: draft.delivery.methodId ?? "",
      price: draft.delivery.price ?? 0,
      state: draft.delivery.state ?? "",
      city: draft.delivery.city ?? "",
      address: draft.delivery.address ?? "",
      name: priced?.delivery.name ?? "",
    },
    note: draft.note,
    totals: {
      subtotal: toNaira(totals?.subtotalKobo ?? 0),
      bundleDiscount: toNaira(totals?.bundleDiscountKobo ?? 0),
      discount: toNaira(totals?.discountKobo ?? 0),
      tax: toNaira(totals?.taxKobo ?? 0),
      delivery: toNaira(totals?.deliveryKobo ?? 0),
      total: toNaira(totals?.totalKobo ?? 0),
    },
    unavailable: priced?.unavailable.length ?? 0,
    link: draft.link ? { reference: draft.link.reference, url: draft.link.url, amount: toNaira(draft.link.amountKobo), expiresAt: draft.link.expiresAt.toISOString() } : null,
    orderNumber: draft.orderNumber ?? null,
    outcome: draft.outcome ?? null,
    reservedUntil: draft.reservedUntil && draft.state !== "placed" ? draft.reservedUntil.toISOString() : null,
    createdAt: draft.createdAt.toISOString(),
  };
}

/** The owner's open drafts and those being paid, newest first. */
export async function listOpenDraftOrders(limit = 50): Promise<DraftOrderRecord[]> {
  return DraftOrder.find({ state: { $ne: "placed" } }).sort({ updatedAt: -1 }).limit(limit).lean<DraftOrderRecord[]>();
}

/** A payment link as the buyer's page shows it: what it pays for, and whether it can still be paid. */
export interface PaymentLinkView {
  reference: string;
  state: "payable" | "expired" | "paid";
  /** Where the provider takes the payment (Paystack's checkout page), or this shop's own page in test mode. */
  url: string;
  amount: number;
  expiresAt: string;
  buyer: string;
  items: { name: string; quantity: number; price: number }[];
}

export async function findPaymentLink(reference: string, now: Date = new Date()): Promise<PaymentLinkView | null> {
  const draft = await DraftOrder.findOne({ "link.reference": reference }).lean<DraftOrderRecord>();
  if (!draft?.link) return null;
  const order = draft.link.order as { orderItems: { brand: string; name: string; sizeLabel?: string; quantity: number; price: number }[]; customLines?: { label: string; price: number; quantity: number }[] };
  return {
    reference,
    state: draft.state === "placing" || draft.state === "placed" ? "paid" : draft.link.expiresAt <= now ? "expired" : "payable",
    url: draft.link.url,
    amount: toNaira(draft.link.amountKobo),
    expiresAt: draft.link.expiresAt.toISOString(),
    buyer: draft.customer.name,
    items: [
      ...order.orderItems.map((item) => ({ name: `${item.brand} ${item.name}${item.sizeLabel ? ` ${item.sizeLabel}` : ""}`, quantity: item.quantity, price: item.price })),
      ...(order.customLines ?? []).map((line) => ({ name: line.label, quantity: line.quantity, price: line.price })),
    ],
  };
}
