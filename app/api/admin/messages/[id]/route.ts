import { markContactMessage } from "@/lib/admin/inbox";
import { messageReadSchema, type MessageReadInput } from "@/lib/admin/inbox-schemas";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** Marks a contact message read or unread. */
export const PUT = route<MessageReadInput, undefined, { id: string }, "admin">({ access: "admin", body: messageReadSchema }, async ({ body, params }) => ({
  success: true,
  message: await markContactMessage(params.id, body.read),
}));
