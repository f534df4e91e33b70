"use client";

import { formatNaira } from "@/lib/money/naira";
import type { ShippingMethod } from "@/lib/settings/schemas";
import styles from "./checkout.module.css";

interface DeliveryOptionsProps {
  methods: ShippingMethod[];
  chosen: string;
  onChoose(id: string): void;
}

/** The shop's shipping methods with their costs; the chosen one's cost is the order's delivery line. */
export function DeliveryOptions({ methods, chosen, onChoose }: DeliveryOptionsProps) {
  return (
    <fieldset className={styles.choices} data-testid="delivery-options">
      <legend className={styles.label}>Delivery</legend>
      {methods.map((method) => (
        <label key={method.id} className={styles.choice}>
          <input type="radio" name="shipping-method" value={method.id} checked={chosen === method.id} onChange={() => onChoose(method.id)} data-testid={`shipping-method-${method.id}`} />
          <span className={styles.choiceName}>{method.name}</span>
          <span className={styles.choiceCost}>{method.cost > 0 ? formatNaira(method.cost) : "Free"}</span>
        </label>
      ))}
    </fieldset>
  );
}
