// The newsletter's texts and timing, free of zod so the footer form can load its validator lazily.

export const NEWSLETTER_MESSAGES = {
  required: "Email is required",
  invalid: "Please enter a valid email address",
  success: "Thank you for subscribing!",
  failure: "An error occurred. Please try again later.",
} as const;

/** How long the form's success or error message stays (spec: 5000 ms). */
export const NEWSLETTER_MESSAGE_MS = 5000;

export interface NewsletterResponse {
  success: true;
  message: string;
  /** True when the address was already on the list (not an error). */
  alreadySubscribed: boolean;
}
