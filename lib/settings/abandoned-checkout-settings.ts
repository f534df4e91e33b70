import { z } from "zod";

/**
 * The owner's terms for abandoned-checkout reminders (lib/checkout/abandoned-checkouts.ts): on or
 * off, how long after the shopper's last touch a checkout with an e-mail counts as abandoned, and
 * whether a second reminder follows the first, and after how long.
 */
export const ABANDONED_CHECKOUT_MESSAGES = {
  firstAfterMinutes: "Minutes before the first reminder must be a whole number from 15 to 720",
  secondAfterHours: "Hours before the second reminder must be a whole number from 1 to 168",
} as const;

/** A checkout is kept 24 hours after its last touch: the first reminder must fall well within it. */
export const MAX_FIRST_REMINDER_MINUTES = 720;
export const MAX_SECOND_REMINDER_HOURS = 168;

const wholeNumber = (message: string, min: number, max: number) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const abandonedCheckoutSettingsSchema = z.object({
  enabled: z.boolean({ error: "Reminders on must be true or false" }),
  firstAfterMinutes: wholeNumber(ABANDONED_CHECKOUT_MESSAGES.firstAfterMinutes, 15, MAX_FIRST_REMINDER_MINUTES),
  secondReminder: z.boolean({ error: "Second reminder must be true or false" }),
  secondAfterHours: wholeNumber(ABANDONED_CHECKOUT_MESSAGES.secondAfterHours, 1, MAX_SECOND_REMINDER_HOURS),
});

export type AbandonedCheckoutSettings = z.infer<typeof abandonedCheckoutSettingsSchema>;

/** A new shop reminds once, an hour after the shopper stopped; a second reminder, a day later, is the owner's choice. */
export const DEFAULT_ABANDONED_CHECKOUT_SETTINGS: AbandonedCheckoutSettings = { enabled: true, firstAfterMinutes: 60, secondReminder: false, secondAfterHours: 24 };

type Stored = { [Key in keyof AbandonedCheckoutSettings]?: AbandonedCheckoutSettings[Key] | null };

/** The terms as stored, each one missing (settings from before them) read as its default. */
export function storedAbandonedCheckoutSettings(stored: Stored | null | undefined): AbandonedCheckoutSettings {
  const defaults = DEFAULT_ABANDONED_CHECKOUT_SETTINGS;
  return {
    enabled: stored?.enabled ?? defaults.enabled,
    firstAfterMinutes: stored?.firstAfterMinutes ?? defaults.firstAfterMinutes,
    secondReminder: stored?.secondReminder ?? defaults.secondReminder,
    secondAfterHours: stored?.secondAfterHours ?? defaults.secondAfterHours,
  };
}
