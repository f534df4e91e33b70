import "server-only";
import { pendingMail } from "@/lib/mail/pending-mail";
import { relayContactMail } from "@/lib/mail/relay";
import { clientLimitKey, enforceRateLimit } from "@/lib/rate-limit/rate-limit";
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
    { [`contact-email:${data.email.toLowerCase()}`]: CONTACT_RATE_LIMITS.perEmail, [clientLimitKey("contact", clientAddress)]: CONTACT_RATE_LIMITS.perAddress },
    "You have sent several messages already. Please wait a few minutes and try again.",
  );
  // The owner's alert is stored with the message, so neither exists without the other.
  const message = await ContactMessage.create({ ...data, clientAddress, mail: [pendingMail("owner", "owner-contact-message", "owner")] });
  await relayContactMail(message._id);
}
