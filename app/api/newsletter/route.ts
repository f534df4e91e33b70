import { clientAddress } from "@/lib/http/client-address";
import { route } from "@/lib/api/route";
import { NEWSLETTER_MESSAGES, type NewsletterResponse } from "@/lib/newsletter/messages";
import { newsletterSchema } from "@/lib/newsletter/schemas";
import { subscribe } from "@/lib/newsletter/subscribers";

export const POST = route({ body: newsletterSchema }, async ({ body, request }): Promise<NewsletterResponse> => {
  const { created } = await subscribe(body.email, clientAddress(request.headers));
  return { success: true, message: NEWSLETTER_MESSAGES.success, alreadySubscribed: !created };
});
