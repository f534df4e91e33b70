"use client";

import { FormField } from "@/components/ui/form-field";
import { newEntryId } from "./settings-ids";
import { RemoveRowButton, SettingsListSection, withRowChanged, type SettingsListProps } from "./settings-list-section";
import { messageAt, type SettingsValues } from "./settings-values";
import styles from "./settings.module.css";

type Props = SettingsListProps<SettingsValues["shippingMethods"][number]>;

/** The shipping methods shoppers choose from at checkout, with their delivery cost. */
export function ShippingMethodsFields({ rows, errors, disabled, onChange }: Props) {
  const edit = (index: number, field: "name" | "cost", value: string) =>
    onChange(withRowChanged(rows, index, { [field]: value }), `shippingMethods.${index}.${field}`);
  return (
    <SettingsListSection
      title="Shipping methods"
      lead="Shoppers choose one at checkout; its cost is added to the order as delivery."
      listError={messageAt(errors, "shippingMethods")}
      testId="settings-shipping"
      add={{ label: "Add shipping method", disabled, onAdd: () => onChange([...rows, { id: newEntryId("ship"), name: "", cost: "0" }], "shippingMethods"), testId: "settings-add-shipping" }}
    >
        {rows.map((row, index) => (
          <li key={row.id} className={`${styles.row} ${styles.shippingRow}`} data-testid="settings-shipping-row">
            <FormField id={`shipping-${row.id}-name`} label="Name" look="compact" error={messageAt(errors, `shippingMethods.${index}.name`)}>
              {(control) => <input {...control} value={row.name} disabled={disabled} onChange={(event) => edit(index, "name", event.target.value)} data-testid="settings-shipping-name" />}
            </FormField>
            <FormField id={`shipping-${row.id}-cost`} label="Cost (₦)" look="compact" error={messageAt(errors, `shippingMethods.${index}.cost`)}>
              {(control) => (
                <input {...control} type="number" min="0" step="0.01" inputMode="decimal" value={row.cost} disabled={disabled} onChange={(event) => edit(index, "cost", event.target.value)} data-testid="settings-shipping-cost" />
              )}
            </FormField>
            <RemoveRowButton
              name={row.name || `shipping method ${index + 1}`}
              disabled={disabled || rows.length === 1}
              onRemove={() => onChange(rows.filter((_, at) => at !== index), "shippingMethods")}
              testId="settings-shipping-remove"
            />
          </li>
        ))}
    </SettingsListSection>
  );
}
