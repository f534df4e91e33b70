import { MAIL_NOT_FOUND, retryFailedMessage } from "@/lib/mail/failed-messages";
import { idParams, route } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/** Queues a message that failed for good for another round of attempts. */
export const POST = route({ access: "settings", params: idParams(MAIL_NOT_FOUND) }, async ({ params }) => {
  await retryFailedMessage(params.id);
  return { success: true, message: "The e-mail is queued to be sent again." };
});
