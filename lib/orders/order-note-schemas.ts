import { z } from "zod";

export const ORDER_NOTE_MAX_LENGTH = 2000;

/** POST /api/orders/notes/[id]: one internal note; line breaks kept, other control characters refused. */
export const orderNoteSchema = z.object({
  text: z
    .string({ error: "Write the note" })
    .trim()
    .min(1, "Write the note")
    .max(ORDER_NOTE_MAX_LENGTH, `A note is at most ${ORDER_NOTE_MAX_LENGTH} characters`)
    .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), "A note must not contain control characters"),
});
export type OrderNoteInput = z.infer<typeof orderNoteSchema>;
