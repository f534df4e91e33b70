import { route } from "@/lib/api/route";
import { orderIdParams } from "@/lib/orders/admin-order-schemas";
import { orderNoteSchema } from "@/lib/orders/order-note-schemas";
import { addOrderNote, listOrderNotes } from "@/lib/orders/order-notes";

export const dynamic = "force-dynamic";

/** An order's internal notes, for the owner only. */
export const GET = route({ access: "orders:view", params: orderIdParams }, async ({ params }) => ({ success: true, notes: await listOrderNotes(params.id) }));

export const POST = route({ access: "orders:fulfil", params: orderIdParams, body: orderNoteSchema }, async ({ params, body, caller }) => ({
  success: true,
  message: "Note added",
  notes: await addOrderNote(params.id, body.text, caller),
}));
