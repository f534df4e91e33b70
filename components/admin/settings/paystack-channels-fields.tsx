"use client";

import type { FieldErrors } from "@/lib/http/errors";
import { PAYSTACK_CHANNEL_LABELS, PAYSTACK_CHANNELS, type PaystackChannel } from "@/lib/vocabulary/paystack-channels";
import formStyles from "../form.module.css";
import { messageAt } from "./settings-values";
import styles from "./settings.module.css";
import { Alert } from "@/components/ui/alert";

interface Props {
  channels: PaystackChannel[];
  errors: FieldErrors;
  disabled: boolean;
  onChange(channels: PaystackChannel[]): void;
}

/**
 * What Paystack's pop-up offers for the card method. Pay with Transfer gives the shopper a
 * one-time account and is confirmed by Paystack on its own, unlike the bank transfer to the shop's
 * accounts above, which waits for you to confirm it.
 */
export function PaystackChannelsFields({ channels, errors, disabled, onChange }: Props) {
  const toggle = (channel: PaystackChannel, on: boolean) => onChange(PAYSTACK_CHANNELS.filter((kept) => (kept === channel ? on : channels.includes(kept))));
  const error = messageAt(errors, "paystackChannels") ?? Object.entries(errors).find(([path]) => path.startsWith("paystackChannels."))?.[1]?.[0];
  return (
    <fieldset className={styles.section} data-testid="settings-channels">
      <legend className={formStyles.sectionTitle}>Paystack pop-up</legend>
      <p className={styles.sectionLead}>
        The ways the card payment window offers to pay. A transfer there goes to a one-time Paystack account and confirms the order by itself, with no action
        from you.
      </p>
      <Alert message={error} className={formStyles.error} />
      <div className={styles.channels}>
        {PAYSTACK_CHANNELS.map((channel) => (
          <label key={channel} className={styles.check}>
            <input type="checkbox" checked={channels.includes(channel)} disabled={disabled} onChange={(event) => toggle(channel, event.target.checked)} data-testid={`settings-channel-${channel}`} />
            {PAYSTACK_CHANNEL_LABELS[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
