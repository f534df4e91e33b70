import "server-only";
import { clientLimitKey, enforceRateLimit } from "@/lib/rate-limit/rate-limit";
import { isDuplicateKeyError } from "@/lib/vocabulary/duplicate-key";
import { NewsletterSubscriber } from "@/models/newsletter-subscriber";

/** Per client address, which many shoppers on one mobile network share; subscribing twice changes nothing. */
export const NEWSLETTER_RATE_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };

/** Adds the address once; subscribing again is fine and changes nothing. Returns whether it was new. */
export async function subscribe(email: string, clientAddress: string): Promise<{ created: boolean }> {
  await enforceRateLimit({ [clientLimitKey("newsletter", clientAddress)]: NEWSLETTER_RATE_LIMIT });
  try {
    const result = await NewsletterSubscriber.updateOne({ email }, { $setOnInsert: { email, subscribedAt: new Date() } }, { upsert: true });
    return { created: result.upsertedCount === 1 };
  } catch (error) {
    // Two sign-ups for one address raced; the other one stored it.
    if (isDuplicateKeyError(error)) return { created: false };
    throw error;
  }
}
