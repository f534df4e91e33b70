import "server-only";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { payOnDeliveryTerms } from "./pay-on-delivery";
import { randomBytes } from "node:crypto";
import { formatNaira, toKobo } from "@/lib/money/naira";
import type { Quote } from "@/lib/pricing/pricing";
import { PAYMENT_METHOD, type PaymentMethod } from "@/lib/vocabulary/order-statuses";
import { CheckoutDraft, type CheckoutDraftRecord, type DraftContact } from "@/models/checkout-draft";
import { placeOrder, type PlacedOrder } from "./place-order";
import { quoteCheckout } from "./quote";
import type { CheckoutChoice } from "./quote-schemas";
import { checkoutRefusal } from "./refusals";
import { assertContactFor } from "./contact";
import { countCodeTry, countNewDraft } from "./checkout-limits";
import { noteRecoveredCheckout } from "./abandoned-checkouts";
import type { CheckoutRequest, DraftDetails } from "./schemas";

/** How long a checkout is kept after the shopper last touched it. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What the payment page shows and pays for: the prices as last quoted, and who it is for. */
export interface PaymentDraft {
  quote: Quote;
  contact: DraftContact;
}

type CartLines = CheckoutDraftRecord["lines"];

const newDraftId = () => randomBytes(18).toString("base64url");

/**
 * Stores the checkout under its id, or under a new one when there is none or it has expired (a new
 * one counted against the client's bound); returns the id.
 */
async function keepDraft(draftId: string | undefined, fields: Omit<CheckoutDraftRecord, "_id" | "expiresAt">, client: string, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + DRAFT_LIFETIME_MS);
  if (draftId) {
    const kept = await CheckoutDraft.updateOne({ _id: draftId, expiresAt: { $gt: now } }, { $set: { ...fields, expiresAt } });
    if (kept.matchedCount === 1) return draftId;
  }
  await countNewDraft(client, now);
  const id = newDraftId();
  await CheckoutDraft.create({ _id: id, ...fields, expiresAt });
  return id;
}

/** The quote, kept as the shopper's checkout draft: the payment page shows exactly these prices. */
export async function quoteDraft(draftId: string | undefined, lines: CartLines, choice: CheckoutChoice, client: string, now: Date = new Date()): Promise<{ draftId: string; quote: Quote }> {
  await countCodeTry(choice.promoCode, { client, draftId }, now);
  const quote = await quoteCheckout(lines, choice, now);
  const draft = await CheckoutDraft.findById(draftId ?? "", { contact: 1 }).lean();
  return { draftId: await keepDraft(draftId, { lines, choice, quote, ...(draft?.contact ? { contact: draft.contact } : {}) }, client, now), quote };
}

/** The checkout as the shopper proceeds to payment: priced again, with who it is for and where it goes. */
export async function saveDraftDetails(draftId: string | undefined, details: DraftDetails, client: string, now: Date = new Date()): Promise<{ draftId: string; quote: Quote }> {
  await countCodeTry(details.choice.promoCode, { client, draftId }, now);
  const quote = await quoteCheckout(details.lines, details.choice, now);
  assertContactFor(quote.shippingMethod?.kind ?? "delivery", details.contact);
  return { draftId: await keepDraft(draftId, { lines: details.lines, choice: details.choice, quote, contact: details.contact }, client, now), quote };
}

/** The draft the payment page shows, or null when there is none to pay for (expired, or no address yet). */
export async function findPaymentDraft(draftId: string | undefined, now: Date = new Date()): Promise<PaymentDraft | null> {
  if (!draftId) return null;
  const draft = await CheckoutDraft.findOne({ _id: draftId, expiresAt: { $gt: now } }).lean();
  if (!draft?.contact) return null;
  return { quote: draft.quote, contact: draft.contact };
}

/**
 * Places the order the shopper reviewed on the payment page. Everything is priced again from the
 * database: if the total moved since the page showed it, the draft takes the new prices and the
 * shopper is told, so nobody pays an amount they did not see.
 */
export async function placeDraft(
  draftId: string | undefined,
  payment: { method: PaymentMethod; bankAccountId?: string },
  options: { now?: Date; customerId?: string; clientAddress?: string } = {},
): Promise<PlacedOrder> {
  const now = options.now ?? new Date();
  const draft = draftId ? await CheckoutDraft.findOne({ _id: draftId, expiresAt: { $gt: now } }).lean() : null;
  if (!draft?.contact) throw checkoutRefusal.draftGone();
  const { email, ...shipping } = draft.contact;
  // Delivery is priced for the state on the order, as it was when the draft was saved.
  const choice = { shippingMethodId: draft.choice.shippingMethodId, promoCode: draft.choice.promoCode, paymentMethod: payment.method, state: shipping.state || undefined };
  const repriced = await quoteCheckout(draft.lines, choice, now);
  // Pay on delivery adds its zone's fee, which the payment page showed beside the method.
  const fee = payment.method === PAYMENT_METHOD.onDelivery ? (payOnDeliveryTerms(await getStoreSettings(), repriced.shippingMethod?.zone?.id)?.fee ?? 0) : 0;
  if (toKobo(repriced.total) !== toKobo(draft.quote.total + fee)) {
    await CheckoutDraft.updateOne({ _id: draft._id }, { $set: { quote: repriced } });
    throw checkoutRefusal.pricesChanged(formatNaira(repriced.total));
  }
  const request: CheckoutRequest = { email, shipping, lines: draft.lines, bankAccountId: payment.bankAccountId, choice };
  const placed = await placeOrder(request, { ...options, now });
  await noteRecoveredCheckout({ email, orderNumber: placed.orderId, total: placed.amount }, now);
  await CheckoutDraft.deleteOne({ _id: draft._id });
  return placed;
}
