"use client";

import type { SavedAddress } from "@/lib/account/schemas";
import { STATE_LABELS } from "@/lib/vocabulary/nigerian-states";
import styles from "./checkout.module.css";

interface SavedAddressPickerProps {
  addresses: SavedAddress[];
  chosen: string | null;
  onChoose(address: SavedAddress): void;
}

function summary(address: SavedAddress): string {
  const state = (STATE_LABELS as Record<string, string>)[address.state] ?? address.state;
  return `${address.address}, ${address.city}, ${state}`;
}

/** The account's saved addresses at checkout: choosing one fills the shipping form, which stays editable. */
export function SavedAddressPicker({ addresses, chosen, onChoose }: SavedAddressPickerProps) {
  return (
    <fieldset className={`${styles.choices} ${styles.wide}`} data-testid="checkout-saved-addresses">
      <legend className={styles.label}>Ship to a saved address</legend>
      {addresses.map((address) => (
        <label key={address.id} className={styles.choice} data-testid="checkout-saved-address" data-default={address.isDefault}>
          <input type="radio" name="saved-address" value={address.id} checked={chosen === address.id} onChange={() => onChoose(address)} />
          <span className={styles.choiceName}>
            <strong>{address.fullName}</strong> · {summary(address)}
            {address.isDefault ? <span className={styles.note}> (default)</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
