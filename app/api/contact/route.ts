import { submitContactMessage } from "@/lib/contact/contact-messages";
import { CONTACT_MESSAGES, type ContactResponse } from "@/lib/contact/messages";
import { contactSchema } from "@/lib/contact/schemas";
import { clientAddress } from "@/lib/http/client-address";
import { json, route } from "@/lib/api/route";

export const POST = route({ body: contactSchema }, async ({ body, request }) => {
  await submitContactMessage(body, clientAddress(request.headers));
  return json({ success: true, message: CONTACT_MESSAGES.success } satisfies ContactResponse, 201);
});
