"use client";

import { FormField } from "@/components/ui/form-field";
import type { FieldErrors } from "@/lib/http/errors";
import formStyles from "../form.module.css";
import { messageAt, offeredPayOnDeliveryZones, type PayOnDeliveryValues } from "./settings-values";
import styles from "./settings.module.css";

interface Props {
  zones: { id: string; name: string }[];
  terms: Record<string, PayOnDeliveryValues>;
  errors: FieldErrors;
  disabled: boolean;
  onChange(terms: Record<string, PayOnDeliveryValues>, touched: string): void;
}

const OFF: PayOnDeliveryValues = { offered: false, cap: "200000", fee: "0" };

/** Where shoppers may pay on delivery: per zone, the largest order and a fee added to delivery. */
export function PayOnDeliveryFields({ zones, terms, errors, disabled, onChange }: Props) {
  const offered = offeredPayOnDeliveryZones(terms, zones);
  const edit = (zoneId: string, change: Partial<PayOnDeliveryValues>) => onChange({ ...terms, [zoneId]: { ...(terms[zoneId] ?? OFF), ...change } }, "payOnDelivery");
  return (
    <fieldset className={styles.section} data-testid="settings-pay-on-delivery">
      <legend className={formStyles.sectionTitle}>Pay on delivery</legend>
      <p className={styles.sectionLead}>
        Shoppers in these zones may pay the courier in cash, by POS or by transfer. Their order keeps its stock until you record the payment or the refusal. A buyer who refused an order at the door is not offered it for 90 days.
      </p>
      <ul className={styles.rows}>
        {zones.map((zone) => {
          const row = terms[zone.id] ?? OFF;
          const at = offered.indexOf(zone.id);
          return (
            <li key={zone.id} className={styles.row} data-testid="settings-pod-zone">
              <label className={styles.check}>
                <input type="checkbox" checked={row.offered} disabled={disabled} onChange={(event) => edit(zone.id, { offered: event.target.checked })} data-testid={`settings-pod-${zone.id}`} />
                Offer in {zone.name}
              </label>
              {row.offered ? (
                <div className={styles.numbers}>
                  <FormField id={`pod-${zone.id}-cap`} label="Largest order (₦)" look="compact" error={messageAt(errors, `payOnDelivery.${at}.cap`)}>
                    {(control) => <input {...control} type="number" min="1" step="0.01" inputMode="decimal" value={row.cap} disabled={disabled} onChange={(event) => edit(zone.id, { cap: event.target.value })} data-testid="settings-pod-cap" />}
                  </FormField>
                  <FormField id={`pod-${zone.id}-fee`} label="Fee (₦)" look="compact" optional error={messageAt(errors, `payOnDelivery.${at}.fee`)}>
                    {(control) => <input {...control} type="number" min="0" step="0.01" inputMode="decimal" value={row.fee} disabled={disabled} onChange={(event) => edit(zone.id, { fee: event.target.value })} data-testid="settings-pod-fee" />}
                  </FormField>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
