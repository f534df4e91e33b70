import "server-only";
import { enforceRateLimit } from "@/lib/rate-limit/rate-limit";
import { ContactMessage } from "@/models/contact-message";
import type { ContactMessageData } from "./schemas";

/**
 * Messages per ten minutes: few per sender's e-mail, plenty per client address, which a mobile
 * network's carrier address shares among many people.
 */
export const CONTACT_RATE_LIMITS = {
  perEmail: { limit: 3, windowMs: 10 * 60 * 1000 },
  perAddress: { limit: 30, windowMs: 10 * 60 * 1000 },
};

export async function submitContactMessage(data: ContactMessageData, clientAddress: string): Promise<void> {
  await enforceRateLimit(
    { [`contact-email:${data.email.toLowerCase()}`]: CONTACT_RATE_LIMITS.perEmail, [`contact:${clientAddress}`]: CONTACT_RATE_LIMITS.perAddress },
    "You have sent several messages already. Please wait a few minutes and try again.",
  );
  await ContactMessage.create({ ...data, clientAddress });
}
