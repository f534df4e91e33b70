import { formatAdminTime } from "@/lib/admin/admin-time";
import type { OrderNoteView } from "@/lib/orders/order-notes";
import { NoteForm } from "./note-form";
import styles from "./orders.module.css";

/** The owner's internal notes on an order, oldest first, each with its author and time. */
export function OrderNotes({ orderNumber, notes }: { orderNumber: string; notes: OrderNoteView[] }) {
  return (
    <section data-testid="order-notes" aria-labelledby="order-notes-title">
      <h2 id="order-notes-title">Internal Notes</h2>
      {notes.length > 0 ? (
        <ol className={styles.changes}>
          {notes.map((note) => (
            <li key={note._id} data-testid="order-note">
              <p className={styles.noteText}>{note.text}</p>
              <p className={styles.meta}>
                {note.author} · {formatAdminTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.meta}>No notes yet.</p>
      )}
      <NoteForm orderNumber={orderNumber} />
    </section>
  );
}
