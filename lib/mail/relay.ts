import "server-only";
import type { Model, Types } from "mongoose";
import { ContactMessage, type ContactMessageRecord } from "@/models/contact-message";
import { PAYMENT_STATE } from "@/lib/vocabulary/order-statuses";
import { Order, type OrderRecord } from "@/models/order";
import type { PendingMailRecord } from "@/models/pending-mail";
import { orderSummaryOf } from "./order-summary";
import { recordCheckedMessages } from "./outbox";
import { ownerAddress } from "./owner-address";

/**
 * Moving embedded messages (see models/pending-mail.ts) to the outbox. Each is recorded under its
 * event's key, then pulled off its document: a crash between the two leaves it on the document,
 * and relaying it again finds the key already recorded. So the message of every change that was
 * written reaches the outbox exactly once, however often the relay runs or where it stops.
 */
/** A document that embeds pending messages, as the relay sees it. */
interface MailHolder {
  id: Types.ObjectId;
  mail: PendingMailRecord[];
  /** The customer's address, for messages `to: "customer"`. */
  customer: string;
  /** What every message of this document knows of it. */
  data: Record<string, unknown>;
  /** What the customer's messages know instead (how they are greeted). */
  customerData?: Record<string, unknown>;
}

interface MailSource<Doc = unknown> {
  name: string;
  find: (filter: Record<string, unknown>, limit: number) => Promise<MailHolder[]>;
  holderOf: (doc: Doc) => Promise<MailHolder>;
  pull: (id: Types.ObjectId, events: string[]) => Promise<unknown>;
}

function sourceOf<Doc extends { _id: Types.ObjectId; mail?: PendingMailRecord[] | null }>(
  name: string,
  model: Model<Doc>,
  describe: (doc: Doc) => Promise<Omit<MailHolder, "id" | "mail">>,
): MailSource<Doc> {
  const holderOf = async (doc: Doc) => ({ id: doc._id, mail: doc.mail ?? [], ...(await describe(doc)) });
  return {
    name,
    find: async (filter, limit) => Promise.all((await model.find(filter).limit(limit).lean<Doc[]>()).map(holderOf)),
    holderOf,
    pull: (id, events) => model.updateOne({ _id: id }, { $pull: { mail: { event: { $in: events } } } }),
  };
}

/**
 * Anyone may type anyone's e-mail address and any name into an order, so until an address has paid
 * for an order the shop's mail to it greets it by the order number, never by the name typed: the
 * shop does not carry a stranger's words to a stranger's inbox.
 */
async function greetingOf(order: OrderRecord): Promise<string> {
  if (order.payment.state === PAYMENT_STATE.paid) return order.shipping.fullName;
  return (await Order.exists({ email: order.email, "payment.state": PAYMENT_STATE.paid })) ? order.shipping.fullName : order.orderNumber;
}

/** greetingOf for several unpaid orders at once: the addresses that paid before are read in one go. */
async function greetingsOf(orders: readonly OrderRecord[]): Promise<string[]> {
  const unpaid = orders.filter((order) => order.payment.state !== PAYMENT_STATE.paid).map((order) => order.email);
  const paid = new Set(unpaid.length > 0 ? await Order.distinct<string>("email", { email: { $in: [...new Set(unpaid)] }, "payment.state": PAYMENT_STATE.paid }) : []);
  return orders.map((order) => (order.payment.state === PAYMENT_STATE.paid || paid.has(order.email) ? order.shipping.fullName : order.orderNumber));
}

const ORDERS = sourceOf<OrderRecord>("order", Order, async (order) => ({
  customer: order.email,
  data: { ...orderSummaryOf(order) },
  customerData: { customerName: await greetingOf(order) },
}));
const CONTACT_MESSAGES = sourceOf<ContactMessageRecord>("contact", ContactMessage, async (contact) => ({
  customer: contact.email,
  data: { name: contact.name, email: contact.email, message: contact.message },
}));

const BATCH = 200;

/** The outbox's messages of one holder's pending mail, the owner's to `owner`. */
function messagesOf(sourceName: string, holder: MailHolder, owner: string | null) {
  const messages = [];
  for (const entry of holder.mail) {
    const to = entry.to === "customer" ? holder.customer : owner;
    if (to) {
      const data = { ...holder.data, ...(entry.to === "customer" ? holder.customerData : {}), ...entry.data };
      messages.push({ key: `${sourceName}:${holder.id.toString()}:${entry.event}`, to, kind: entry.kind, data });
    } else {
      console.warn(`[scents] no owner e-mail (set OWNER_EMAIL or create an admin): ${entry.kind} for ${sourceName} ${holder.id.toString()} not sent`);
    }
  }
  return messages;
}

const ownerIfAsked = async (holders: readonly MailHolder[]) => (holders.some((holder) => holder.mail.some((entry) => entry.to === "owner")) ? ownerAddress() : null);

/** Records the holder's messages in one write, then takes them off it in one more. */
async function relayHolder<Doc>(source: MailSource<Doc>, holder: MailHolder, now: Date): Promise<number> {
  if (holder.mail.length === 0) return 0;
  const messages = messagesOf(source.name, holder, await ownerIfAsked([holder]));
  await recordCheckedMessages(messages, now);
  await source.pull(holder.id, holder.mail.map((entry) => entry.event));
  return messages.length;
}

async function relayOne<Doc>(source: MailSource<Doc>, id: Types.ObjectId | string, now: Date): Promise<void> {
  for (const holder of await source.find({ _id: id }, 1)) await relayHolder(source, holder, now);
}

/**
 * Relays an order's messages right after the update that embedded them. A failure is only logged:
 * the change is made and its messages are safe on the order, where the periodic pass finds them.
 */
export async function relayOrderMail(orderId: Types.ObjectId | string, now: Date = new Date()): Promise<void> {
  await relayOne(ORDERS, orderId, now).catch((error: unknown) => console.error("Could not relay an order's e-mail; the mail worker will", String(orderId), error));
}

/**
 * relayOrderMail for orders just written, as their writes answered them: nothing read back, and
 * however many orders, the owner's address and the greetings read once, their messages recorded
 * in one write and taken off their orders in one more.
 */
export async function relayPlacedOrdersMail(orders: readonly OrderRecord[], now: Date = new Date()): Promise<void> {
  try {
    const greetings = await greetingsOf(orders);
    const holders = orders
      .map((order, index): MailHolder => ({ id: order._id, mail: order.mail ?? [], customer: order.email, data: { ...orderSummaryOf(order) }, customerData: { customerName: greetings[index] } }))
      .filter((holder) => holder.mail.length > 0);
    if (holders.length === 0) return;
    const owner = await ownerIfAsked(holders);
    await recordCheckedMessages(
      holders.flatMap((holder) => messagesOf(ORDERS.name, holder, owner)),
      now,
    );
    await Order.bulkWrite(holders.map((holder) => ({ updateOne: { filter: { _id: holder.id }, update: { $pull: { mail: { event: { $in: holder.mail.map((entry) => entry.event) } } } } } })));
  } catch (error) {
    console.error("Could not relay placed orders' e-mail; the mail worker will", orders.map((order) => String(order._id)).join(", "), error);
  }
}

export async function relayContactMail(messageId: Types.ObjectId | string, now: Date = new Date()): Promise<void> {
  await relayOne(CONTACT_MESSAGES, messageId, now).catch((error: unknown) => console.error("Could not relay a contact alert; the mail worker will", String(messageId), error));
}

/** The periodic pass: relays whatever a crash or a failed relay left on any document. */
export async function relayPendingMail(now: Date = new Date()): Promise<number> {
  let relayed = 0;
  for (const holder of await ORDERS.find({ "mail.event": { $exists: true } }, BATCH)) relayed += await relayHolder(ORDERS, holder, now);
  for (const holder of await CONTACT_MESSAGES.find({ "mail.event": { $exists: true } }, BATCH)) relayed += await relayHolder(CONTACT_MESSAGES, holder, now);
  return relayed;
}
