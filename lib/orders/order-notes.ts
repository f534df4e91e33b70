import "server-only";
import { DomainError } from "@/lib/vocabulary/domain-error";
import { OrderNote, type OrderNoteRecord } from "@/models/order-note";
import { User } from "@/models/user";
import { ORDER_NOT_FOUND } from "./admin-order-schemas";
import { findOrderByIdOrNumber } from "./find-order";

/** A note as the order's admin page shows it. */
export interface OrderNoteView {
  _id: string;
  text: string;
  author: string;
  createdAt: string;
}

// An order's notes are read whole; past this many the oldest are left off (a busy order has a few dozen).
const MAX_NOTES = 200;

const toView = (note: OrderNoteRecord): OrderNoteView => ({
  _id: note._id.toString(),
  text: note.text,
  author: note.authorName ? `${note.authorName} (${note.authorEmail})` : note.authorEmail,
  createdAt: new Date(note.createdAt).toISOString(),
});

async function orderIdOf(orderId: string) {
  const order = await findOrderByIdOrNumber(orderId);
  if (!order) throw new DomainError("order-not-found", "not-found", ORDER_NOT_FOUND);
  return order._id;
}

/** The order's internal notes, oldest first. */
export async function listOrderNotes(orderId: string): Promise<OrderNoteView[]> {
  const order = await orderIdOf(orderId);
  const notes = await OrderNote.find({ order }).sort({ createdAt: -1, _id: -1 }).limit(MAX_NOTES).lean<OrderNoteRecord[]>();
  return notes.reverse().map(toView);
}

/** Adds an internal note by the signed-in admin; returns the order's notes with it. */
export async function addOrderNote(orderId: string, text: string, author: { id: string; email: string }): Promise<OrderNoteView[]> {
  const order = await orderIdOf(orderId);
  const admin = await User.findById(author.id, { name: 1 }).lean<{ name?: string }>();
  await OrderNote.create({ order, text, authorEmail: author.email, authorName: admin?.name ?? "" });
  return listOrderNotes(order.toString());
}
