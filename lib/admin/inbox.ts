import "server-only";
import { findPage } from "@/lib/db/find-page";
import { displayAddress } from "@/lib/http/display-address";
import { ContactMessage, type ContactMessageRecord } from "@/models/contact-message";
import { NewsletterSubscriber, type NewsletterSubscriberRecord } from "@/models/newsletter-subscriber";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { pageCount } from "@/lib/vocabulary/page-number";

export const INBOX_PAGE_SIZE = 50;

export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  message: string;
  read: boolean;
  clientAddress: string;
  createdAt: string;
}

export interface SubscriberView {
  email: string;
  subscribedAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

function toMessageView(record: ContactMessageRecord & { createdAt?: Date }): ContactMessageView {
  return {
    id: record._id.toString(),
    name: record.name,
    email: record.email,
    message: record.message,
    read: record.read ?? false,
    clientAddress: displayAddress(record.clientAddress),
    createdAt: (record.createdAt ?? record._id.getTimestamp()).toISOString(),
  };
}

/** Contact messages, newest first, a page at a time, with how many are unread. */
export async function listContactMessages(page: number): Promise<Page<ContactMessageView> & { unread: number }> {
  const [{ records, total }, unread] = await Promise.all([
    findPage<ContactMessageRecord>(ContactMessage, { sort: { createdAt: -1, _id: -1 }, page, limit: INBOX_PAGE_SIZE }),
    ContactMessage.countDocuments({ read: { $ne: true } }),
  ]);
  return { items: records.map(toMessageView), total, unread, page, pages: pageCount(total, INBOX_PAGE_SIZE) };
}

export const MESSAGE_NOT_FOUND = "Message not found";

/** Marks a message read or unread; the route's params schema has checked the id's form. */
export async function markContactMessage(id: string, read: boolean): Promise<ContactMessageView> {
  const updated = await ContactMessage.findByIdAndUpdate(id, { $set: { read } }, { returnDocument: "after" }).lean();
  if (!updated) throw new DomainError("message-not-found", "not-found", MESSAGE_NOT_FOUND);
  return toMessageView(updated);
}

/** Newsletter subscribers, newest first, a page at a time. */
export async function listSubscribers(page: number): Promise<Page<SubscriberView>> {
  const { records, total } = await findPage<NewsletterSubscriberRecord>(NewsletterSubscriber, { sort: { subscribedAt: -1, _id: -1 }, page, limit: INBOX_PAGE_SIZE });
  return { items: records.map((record) => ({ email: record.email, subscribedAt: record.subscribedAt.toISOString() })), total, page, pages: pageCount(total, INBOX_PAGE_SIZE) };
}

/** Every subscriber, oldest first, read through a cursor so a long list is never held in memory. */
export async function* allSubscribers(): AsyncGenerator<SubscriberView> {
  for await (const record of NewsletterSubscriber.find().sort({ subscribedAt: 1, _id: 1 }).lean().cursor({ batchSize: 500 })) {
    yield { email: record.email, subscribedAt: record.subscribedAt.toISOString() };
  }
}
