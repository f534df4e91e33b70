"use client";

import { FormField } from "@/components/ui/form-field";
import { NIGERIAN_STATES, STATE_LABELS, type NigerianState } from "@/lib/vocabulary/nigerian-states";
import { newEntryId } from "./settings-ids";
import { RemoveRowButton, SettingsListSection, withRowChanged, type SettingsListProps } from "./settings-list-section";
import { messageAt, type SettingsValues } from "./settings-values";
import styles from "./settings.module.css";

type Zone = SettingsValues["deliveryZones"][number];

/**
 * The owner's delivery zones and which zone each state is in. Every state has exactly one zone
 * here by construction (a select per state); the server checks the same rule for other clients.
 * A removed zone's states move to the first zone left, so none is ever left without one.
 */
export function DeliveryZonesFields({ rows, errors, disabled, onChange }: SettingsListProps<Zone>) {
  const zoneOf = (state: NigerianState) => rows.find((zone) => zone.states.includes(state))?.id ?? "";
  const moveState = (state: NigerianState, zoneId: string) =>
    onChange(
      rows.map((zone) => ({ ...zone, states: zone.id === zoneId ? [...zone.states.filter((kept) => kept !== state), state] : zone.states.filter((kept) => kept !== state) })),
      "deliveryZones",
    );
  function remove(index: number) {
    const removed = rows[index];
    const left = rows.filter((_, at) => at !== index);
    const [first, ...rest] = left;
    if (!removed || !first) return;
    onChange([{ ...first, states: [...first.states, ...removed.states] }, ...rest], "deliveryZones");
  }
  return (
    <SettingsListSection
      title="Delivery zones"
      lead="Group the states you deliver to at the same prices. Each shipping method below has its own price and delivery time in each zone."
      listError={messageAt(errors, "deliveryZones")}
      testId="settings-zones"
      add={{ label: "Add zone", disabled, onAdd: () => onChange([...rows, { id: newEntryId("zone"), name: "", states: [] }], "deliveryZones"), testId: "settings-add-zone" }}
    >
      {rows.map((zone, index) => (
        <li key={zone.id} className={`${styles.row} ${styles.zoneRow}`} data-testid="settings-zone-row">
          <FormField
            id={`zone-${zone.id}-name`}
            label="Zone name"
            look="compact"
            hint={`${zone.states.length} state${zone.states.length === 1 ? "" : "s"}`}
            error={messageAt(errors, `deliveryZones.${index}.name`) ?? messageAt(errors, `deliveryZones.${index}.states`)}
          >
            {(control) => (
              <input {...control} value={zone.name} disabled={disabled} onChange={(event) => onChange(withRowChanged(rows, index, { name: event.target.value }), `deliveryZones.${index}.name`)} data-testid="settings-zone-name" />
            )}
          </FormField>
          <RemoveRowButton name={zone.name || `zone ${index + 1}`} disabled={disabled || rows.length === 1} onRemove={() => remove(index)} testId="settings-zone-remove" />
        </li>
      ))}
      <li className={styles.stateGrid}>
        <details>
          <summary>Which zone each state is in</summary>
          <div className={styles.stateList}>
            {NIGERIAN_STATES.map((state) => (
              <label key={state} className={styles.stateChoice}>
                <span>{STATE_LABELS[state]}</span>
                <select value={zoneOf(state)} disabled={disabled} onChange={(event) => moveState(state, event.target.value)} data-testid={`settings-state-${state}`}>
                  {zoneOf(state) ? null : <option value="">No zone</option>}
                  {rows.map((zone) => (
                    <option key={zone.id} value={zone.id}>
                      {zone.name || "Unnamed zone"}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </details>
      </li>
    </SettingsListSection>
  );
}
