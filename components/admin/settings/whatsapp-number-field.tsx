"use client";

import { FormField } from "@/components/ui/form-field";
import { SettingsSection, type SettingsValueProps } from "./settings-section";
import { messageAt } from "./settings-values";

/** The number shoppers' "Ask on WhatsApp" and "Questions about this order" links open a chat with. */
export function WhatsappNumberField({ value, errors, disabled, onChange }: SettingsValueProps<string>) {
  return (
    <SettingsSection title="WhatsApp" lead="Product pages, order confirmations and tracking link to a chat with this number. Leave it empty to offer no WhatsApp links." testId="settings-whatsapp">
      <FormField id="settings-whatsappNumber" label="WhatsApp number, with the country code" look="compact" error={messageAt(errors, "whatsappNumber")}>
        {(control) => <input {...control} type="tel" inputMode="tel" placeholder="2348012345678" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} data-testid="settings-whatsappNumber" />}
      </FormField>
    </SettingsSection>
  );
}
