import { fieldError, firstErrors } from "@/components/ui/field-errors";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import type { NewsletterResponse } from "@/lib/newsletter/messages";
import { newsletterSchema } from "@/lib/newsletter/schemas";

// What the newsletter form does when used, apart from the form itself: it sits in every page's
// footer, so its validator (zod) and the API client load on first use, not with the page.

export function emailError(raw: string): string | null {
  return fieldError(newsletterSchema, { email: raw }) ?? null;
}

/** Subscribes the address; answers the server's objection to it, if that is why it failed. */
export async function subscribe(email: string): Promise<{ fieldError?: string }> {
  try {
    await apiRequest<NewsletterResponse>("/newsletter", { method: "POST", body: { email } });
    return {};
  } catch (error) {
    const objection = error instanceof ApiError ? firstErrors<"email">(error.fieldErrors).email : undefined;
    if (objection) return { fieldError: objection };
    throw error;
  }
}
