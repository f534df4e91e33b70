import { z } from "zod";
import { emailSchema } from "@/lib/vocabulary/identifiers";
import { CONTACT_MESSAGES } from "./messages";

/** Body of POST /api/contact, shared by the contact form and the handler. */
export const contactSchema = z.object({
  name: z.string({ message: CONTACT_MESSAGES.nameRequired }).trim().min(1, CONTACT_MESSAGES.nameRequired).max(100, "Name must be at most 100 characters"),
  email: emailSchema(),
  message: z.string({ message: CONTACT_MESSAGES.messageRequired }).trim().min(1, CONTACT_MESSAGES.messageRequired).max(5000, "Message must be at most 5000 characters"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageData = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;
