"use client";

import { FormField } from "@/components/ui/form-field";
import formStyles from "../form.module.css";
import { newEntryId } from "./settings-ids";
import { RemoveRowButton, SettingsListSection, withRowChanged, type SettingsListProps } from "./settings-list-section";
import { messageAt, NOT_OFFERED, offeredZoneIds, type SettingsValues, type ShippingMethodValues, type ZoneRateValues } from "./settings-values";
import styles from "./settings.module.css";
import { Alert } from "@/components/ui/alert";

interface Props extends SettingsListProps<ShippingMethodValues> {
  zones: SettingsValues["deliveryZones"];
}

const RATE_FIELDS = [
  { key: "cost", label: "Price (₦)", step: "0.01", inputMode: "decimal" },
  { key: "minDays", label: "From (working days)", step: "1", inputMode: "numeric" },
  { key: "maxDays", label: "To (working days)", step: "1", inputMode: "numeric" },
] as const;

/**
 * The shipping methods shoppers choose from at checkout: a delivery priced per zone (a zone left
 * unticked is one it does not serve), with its delivery time and an optional free-from amount;
 * or a pickup, free, with the address and opening hours shoppers are shown.
 */
export function ShippingMethodsFields({ rows, zones, errors, disabled, onChange }: Props) {
  const edit = (index: number, change: Partial<ShippingMethodValues>, field: string) => onChange(withRowChanged(rows, index, change), `shippingMethods.${index}.${field}`);
  const editRate = (index: number, zoneId: string, change: Partial<ZoneRateValues>) => {
    const method = rows[index];
    if (!method) return;
    edit(index, { rates: { ...method.rates, [zoneId]: { ...(method.rates[zoneId] ?? NOT_OFFERED), ...change } } }, "rates");
  };
  const added = (): ShippingMethodValues => ({
    id: newEntryId("ship"),
    name: "",
    kind: "delivery",
    freeAbove: "",
    rates: Object.fromEntries(zones.map((zone) => [zone.id, { ...NOT_OFFERED, offered: true }])),
    pickupAddress: "",
    pickupHours: "",
    readyDays: "1",
  });
  return (
    <SettingsListSection
      title="Shipping methods"
      lead="Shoppers see the methods that serve their state, at that zone's price; the chosen one's price is added to the order as delivery."
      listError={messageAt(errors, "shippingMethods")}
      testId="settings-shipping"
      add={{ label: "Add shipping method", disabled, onAdd: () => onChange([...rows, added()], "shippingMethods"), testId: "settings-add-shipping" }}
    >
      {rows.map((row, index) => {
        const at = (field: string) => messageAt(errors, `shippingMethods.${index}.${field}`);
        const offered = offeredZoneIds(row, zones);
        // The schema's messages name a rate by its place among the offered zones.
        const rateError = (zoneId: string, field: string) => messageAt(errors, `shippingMethods.${index}.rates.${offered.indexOf(zoneId)}.${field}`);
        return (
          <li key={row.id} className={`${styles.row} ${styles.methodRow}`} data-testid="settings-shipping-row">
            <div className={styles.methodHead}>
              <FormField id={`shipping-${row.id}-name`} label="Name" look="compact" error={at("name")}>
                {(control) => <input {...control} value={row.name} disabled={disabled} onChange={(event) => edit(index, { name: event.target.value }, "name")} data-testid="settings-shipping-name" />}
              </FormField>
              <FormField id={`shipping-${row.id}-kind`} label="Kind" look="compact">
                {(control) => (
                  <select {...control} value={row.kind} disabled={disabled} onChange={(event) => edit(index, { kind: event.target.value === "pickup" ? "pickup" : "delivery" }, "kind")} data-testid="settings-shipping-kind">
                    <option value="delivery">Delivery</option>
                    <option value="pickup">Pickup (free)</option>
                  </select>
                )}
              </FormField>
              {row.kind === "delivery" ? (
                <FormField id={`shipping-${row.id}-free`} label="Free from (₦)" look="compact" hint="Goods total after discounts; blank: never free" error={at("freeAbove")}>
                  {(control) => (
                    <input {...control} type="number" min="0" step="0.01" inputMode="decimal" value={row.freeAbove} disabled={disabled} onChange={(event) => edit(index, { freeAbove: event.target.value }, "freeAbove")} data-testid="settings-shipping-free" />
                  )}
                </FormField>
              ) : (
                <FormField id={`shipping-${row.id}-ready`} label="Ready in (working days)" look="compact" error={at("readyDays")}>
                  {(control) => (
                    <input {...control} type="number" min="0" step="1" inputMode="numeric" value={row.readyDays} disabled={disabled} onChange={(event) => edit(index, { readyDays: event.target.value }, "readyDays")} data-testid="settings-pickup-ready" />
                  )}
                </FormField>
              )}
              <RemoveRowButton name={row.name || `shipping method ${index + 1}`} disabled={disabled || rows.length === 1} onRemove={() => onChange(rows.filter((_, kept) => kept !== index), "shippingMethods")} testId="settings-shipping-remove" />
            </div>
            {row.kind === "pickup" ? (
              <div className={styles.methodHead}>
                <FormField id={`shipping-${row.id}-address`} label="Pickup address" look="compact" error={at("pickup.address")}>
                  {(control) => <input {...control} value={row.pickupAddress} disabled={disabled} onChange={(event) => edit(index, { pickupAddress: event.target.value }, "pickup.address")} data-testid="settings-pickup-address" />}
                </FormField>
                <FormField id={`shipping-${row.id}-hours`} label="Opening hours" look="compact" error={at("pickup.hours")}>
                  {(control) => <input {...control} value={row.pickupHours} disabled={disabled} onChange={(event) => edit(index, { pickupHours: event.target.value }, "pickup.hours")} data-testid="settings-pickup-hours" />}
                </FormField>
              </div>
            ) : (
              <table className={styles.rateTable}>
                <caption className="visually-hidden">{`${row.name || "This method"}: price and delivery time per zone`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Zone</th>
                    <th scope="col">Offered</th>
                    {RATE_FIELDS.map((field) => (
                      <th key={field.key} scope="col">
                        {field.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {zones.map((zone) => {
                    const rate = row.rates[zone.id] ?? NOT_OFFERED;
                    const zoneName = zone.name || "Unnamed zone";
                    return (
                      <tr key={zone.id} data-testid="settings-rate-row" data-zone={zone.id}>
                        <th scope="row">{zoneName}</th>
                        <td>
                          <input type="checkbox" checked={rate.offered} disabled={disabled} aria-label={`Offered in ${zoneName}`} onChange={(event) => editRate(index, zone.id, { offered: event.target.checked })} data-testid="settings-rate-offered" />
                        </td>
                        {RATE_FIELDS.map((field) => {
                          const error = rate.offered ? rateError(zone.id, field.key) : undefined;
                          const id = `shipping-${row.id}-${zone.id}-${field.key}`;
                          return (
                            <td key={field.key}>
                              <input
                                id={id}
                                type="number"
                                min="0"
                                step={field.step}
                                inputMode={field.inputMode}
                                value={rate[field.key]}
                                disabled={disabled || !rate.offered}
                                aria-label={`${field.label} in ${zoneName}`}
                                aria-invalid={error ? true : undefined}
                                aria-describedby={error ? `${id}-error` : undefined}
                                onChange={(event) => editRate(index, zone.id, { [field.key]: event.target.value })}
                                data-testid={field.key === "cost" ? "settings-shipping-cost" : `settings-rate-${field.key}`}
                              />
                              {error ? (
                                <span id={`${id}-error`} className={formStyles.error}>
                                  {error}
                                </span>
                              ) : null}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
            <Alert message={at("rates")} className={formStyles.error} />
          </li>
        );
      })}
    </SettingsListSection>
  );
}
