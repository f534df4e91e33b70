import { markContactMessage, MESSAGE_NOT_FOUND } from "@/lib/admin/inbox";
import { messageReadSchema } from "@/lib/admin/inbox-schemas";
import { idParams, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Marks a contact message read or unread. */
export const PUT = route({ access: "customers", params: idParams(MESSAGE_NOT_FOUND), body: messageReadSchema }, async ({ body, params }) => ({
  success: true,
  message: await markContactMessage(params.id, body.read),
}));
