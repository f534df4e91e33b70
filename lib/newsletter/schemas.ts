import { z } from "zod";
import { emailSchema } from "@/lib/vocabulary/identifiers";
import { NEWSLETTER_MESSAGES } from "./messages";

/** Strips markup, quotes and control characters, trims and lower-cases: one address, one subscriber. */
export function sanitizeEmail(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, "")
    .replace(/[<>"'`\\]/g, "")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .toLowerCase();
}

/** Body of POST /api/newsletter, shared by the form and the handler. */
export const newsletterSchema = z.object({
  email: z
    .string({ message: NEWSLETTER_MESSAGES.required })
    .transform(sanitizeEmail)
    .pipe(emailSchema({ required: NEWSLETTER_MESSAGES.required, invalid: NEWSLETTER_MESSAGES.invalid })),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
