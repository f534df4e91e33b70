// What the contact form and its API say: apart from the schema, so the form's page need not load
// the validator (zod) before the shopper sends.

export const CONTACT_MESSAGES = {
  nameRequired: "Name is required",
  messageRequired: "Message is required",
  success: "Thank you for your message! We will get back to you within one working day.",
  failure: "Something went wrong. Please try again later.",
} as const;

export interface ContactResponse {
  success: true;
  message: string;
}
