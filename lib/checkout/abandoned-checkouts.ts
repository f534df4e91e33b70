import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { recordMessage } from "@/lib/mail/outbox";
import { hasOptedOut, issueOptOutToken } from "@/lib/mail/opt-out";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import { ABANDONED_CHECKOUT_KEPT_DAYS } from "@/lib/vocabulary/abandoned-checkouts";
import { AbandonedCheckout, type AbandonedCheckoutRecord } from "@/models/abandoned-checkout";
import { CheckoutDraft, type CheckoutDraftRecord } from "@/models/checkout-draft";
import { Order } from "@/models/order";
import { issueReturnToken } from "./checkout-return-link";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Checkouts noted and reminders recorded per pass: the sweep runs every minute, the rest waits for the next. */
const PER_PASS = 100;
/**
 * One address gets the reminders of at most one checkout in this time: a shopper who starts and
 * leaves three checkouts in a week hears about the first only.
 */
export const REMINDER_SERIES_PER_ADDRESS_MS = 7 * DAY;
/** An order placed this long after a reminder still counts as the checkout recovered. */
export const RECOVERY_WINDOW_MS = 7 * DAY;

type Suppression = NonNullable<AbandonedCheckoutRecord["suppressed"]>;

/**
 * Copies each checkout with an e-mail that nobody touched for the owner's time into the abandoned
 * checkouts, under the draft's id, then marks the draft noted. Both steps are idempotent: a crash
 * between them, or two instances at once, leave the one copy.
 */
async function noteAbandoned(now: Date, firstAfterMinutes: number): Promise<void> {
  const drafts = await CheckoutDraft.find({
    abandonedAt: { $exists: false },
    updatedAt: { $lte: new Date(now.getTime() - firstAfterMinutes * MINUTE) },
    expiresAt: { $gt: now },
    "contact.email": { $exists: true },
  })
    .sort({ updatedAt: 1 })
    .limit(PER_PASS)
    .lean<(CheckoutDraftRecord & { createdAt: Date; updatedAt: Date })[]>();
  for (const draft of drafts) {
    if (!draft.contact?.email || draft.lines.length === 0) continue;
    try {
      await AbandonedCheckout.updateOne({ _id: draft._id }, { $setOnInsert: abandonedCopy(draft, now) }, { upsert: true });
    } catch (error) {
      if (!isDuplicateKeyError(error, "_id")) throw error;
    }
    await CheckoutDraft.updateOne({ _id: draft._id }, { $set: { abandonedAt: now } }, { timestamps: false });
  }
}

function abandonedCopy(draft: CheckoutDraftRecord & { createdAt: Date; updatedAt: Date }, now: Date): Omit<AbandonedCheckoutRecord, "_id"> {
  const contact = draft.contact as NonNullable<CheckoutDraftRecord["contact"]>;
  const named = (line: CheckoutDraftRecord["lines"][number]) => {
    const quoted = draft.quote.lines.find((candidate) => candidate.productId === line.productId && (!line.sizeId || candidate.sizeId === line.sizeId));
    return quoted ? `${quoted.brand} ${nameWithSize(quoted.name, quoted.sizeLabel)}` : "An item no longer sold";
  };
  return {
    email: contact.email.toLowerCase(),
    contact,
    lines: draft.lines.map((line) => ({ productId: line.productId, ...(line.sizeId ? { sizeId: line.sizeId } : {}), quantity: line.quantity, name: named(line) })),
    shippingMethodId: draft.choice.shippingMethodId,
    ...(draft.choice.promoCode ? { promoCode: draft.choice.promoCode } : {}),
    value: draft.quote.total,
    startedAt: draft.createdAt,
    abandonedAt: draft.updatedAt,
    reminders: 0,
    expiresAt: new Date(now.getTime() + ABANDONED_CHECKOUT_KEPT_DAYS * DAY),
  };
}

/** Why this checkout gets no reminder now, or null: the shopper ordered since (on any device), opted out, or was reminded of another checkout lately. */
async function suppressionOf(checkout: AbandonedCheckoutRecord, now: Date): Promise<Suppression | null> {
  if (await Order.exists({ email: checkout.email, createdAt: { $gte: checkout.startedAt } })) return "ordered";
  if (await hasOptedOut(checkout.email)) return "opted-out";
  if (checkout.reminders > 0) return null;
  const lately = await AbandonedCheckout.exists({ _id: { $ne: checkout._id }, email: checkout.email, firstReminderAt: { $gte: new Date(now.getTime() - REMINDER_SERIES_PER_ADDRESS_MS) } });
  return lately ? "limited" : null;
}

/**
 * Sends reminder `number` of one checkout, exactly once however many instances sweep: the outbox
 * keeps one message per key, and the count moves on in a conditional update after it, so a crash
 * between leaves the next pass to find the message recorded and only move the count.
 */
async function remind(checkout: AbandonedCheckoutRecord, number: 1 | 2, now: Date): Promise<boolean> {
  const suppressed = await suppressionOf(checkout, now);
  if (suppressed) {
    await AbandonedCheckout.updateOne({ _id: checkout._id, reminders: checkout.reminders }, { $set: { suppressed } });
    return false;
  }
  const recorded = await recordMessage(
    {
      key: `abandoned-checkout:${checkout._id}:reminder:${number}`,
      to: checkout.email,
      kind: "checkout-reminder",
      data: {
        customerName: checkout.contact.fullName.trim().split(/\s+/)[0] ?? "",
        lines: checkout.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
        value: checkout.value,
        reminder: number,
        returnToken: issueReturnToken(checkout._id, now),
        optOutToken: issueOptOutToken(checkout.email, now),
      },
    },
    now,
  );
  const at = number === 1 ? "firstReminderAt" : "secondReminderAt";
  await AbandonedCheckout.updateOne({ _id: checkout._id, reminders: number - 1 }, { $set: { reminders: number, [at]: now } });
  return recorded === "recorded";
}

/**
 * The abandoned-checkout pass of the sweep: notes the checkouts left for the owner's time, sends
 * each its first reminder, and, when the owner wants it, a second one the set hours after the first.
 * Nothing when the owner turned reminders off.
 */
export async function sweepAbandonedCheckouts(now = new Date()): Promise<{ reminded: number }> {
  await connectToDatabase();
  const { abandonedCheckouts: terms } = await getStoreSettings();
  if (!terms.enabled) return { reminded: 0 };
  await noteAbandoned(now, terms.firstAfterMinutes);
  let reminded = 0;
  const open = { suppressed: { $exists: false }, recovered: { $exists: false } };
  const first = await AbandonedCheckout.find({ ...open, reminders: 0 }).sort({ abandonedAt: 1 }).limit(PER_PASS).lean<AbandonedCheckoutRecord[]>();
  for (const checkout of first) if (await remind(checkout, 1, now)) reminded += 1;
  if (terms.secondReminder) {
    const due = new Date(now.getTime() - terms.secondAfterHours * HOUR);
    const second = await AbandonedCheckout.find({ ...open, reminders: 1, firstReminderAt: { $lte: due } }).sort({ firstReminderAt: 1 }).limit(PER_PASS).lean<AbandonedCheckoutRecord[]>();
    for (const checkout of second) if (await remind(checkout, 2, now)) reminded += 1;
  }
  return { reminded };
}

/**
 * Counts an order placed at the shop's checkout as the recovery of the latest checkout of that
 * address reminded in the last week, whichever device it was placed from; once per checkout.
 */
export async function noteRecoveredCheckout(order: { email: string; orderNumber: string; total: number }, now = new Date()): Promise<void> {
  await AbandonedCheckout.findOneAndUpdate(
    { email: order.email.toLowerCase(), reminders: { $gte: 1 }, recovered: { $exists: false }, firstReminderAt: { $gte: new Date(now.getTime() - RECOVERY_WINDOW_MS), $lte: now } },
    { $set: { recovered: { orderNumber: order.orderNumber, total: order.total, at: now } } },
    { sort: { firstReminderAt: -1 } },
  );
}
