"use client";

import { SettingsNumberField } from "./settings-number-field";
import { SettingsSection, type SettingsValueProps } from "./settings-section";
import { messageAt } from "./settings-values";

/** Above which amount a refund asks for the security key again, so a stolen session cannot send the shop's money away. */
export function RefundKeyField({ value, errors, disabled, onChange }: SettingsValueProps<string>) {
  return (
    <SettingsSection title="Refunds" lead="A larger refund asks whoever makes it for the security key (or a backup code) again, unless it was given in the last ten minutes. 0: every refund asks." testId="settings-refunds">
      <SettingsNumberField name="refundKeyAbove" label="Ask for the security key again for refunds above (₦)" error={messageAt(errors, "refundKeyAbove")} value={value} min={0} step="0.01" disabled={disabled} onChange={onChange} />
    </SettingsSection>
  );
}
