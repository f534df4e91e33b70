import "server-only";
import { enforceRateLimit } from "@/lib/rate-limit/rate-limit";
import { ContactMessage } from "@/models/contact-message";
import type { ContactMessageData } from "./schemas";

/** Five messages per ten minutes per client address: plenty for people, little for a script. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 };

export async function submitContactMessage(data: ContactMessageData, clientAddress: string): Promise<void> {
  await enforceRateLimit({ [`contact:${clientAddress}`]: CONTACT_RATE_LIMIT }, "You have sent several messages already. Please wait a few minutes and try again.");
  await ContactMessage.create({ ...data, clientAddress });
}
