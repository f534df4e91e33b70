"use client";

import { formatNaira } from "@/lib/money/naira";
import { estimateLabel, type DeliveryOffer } from "@/lib/pricing/delivery";
import { isNigerianState, STATE_LABELS } from "@/lib/vocabulary/nigerian-states";
import styles from "./checkout.module.css";

interface DeliveryOptionsProps {
  /** The methods offered to the shopper's state (or all of them, from their cheapest zone, before one is chosen). */
  offers: DeliveryOffer[];
  /** The shopper's state; empty before one is chosen. */
  state: string;
  /** Methods the shop has that do not serve this state, named so the shopper knows why they are missing. */
  unavailable: string[];
  chosen: string;
  onChoose(id: string): void;
}

function price(offer: DeliveryOffer, stateKnown: boolean): string {
  if (offer.cost === 0) return "Free";
  return stateKnown || offer.kind === "pickup" ? formatNaira(offer.cost) : `from ${formatNaira(offer.cost)}`;
}

/** The shop's shipping methods for the shopper's state, with their prices and estimates; the chosen one's cost is the order's delivery line. */
export function DeliveryOptions({ offers, state, unavailable, chosen, onChoose }: DeliveryOptionsProps) {
  const stateName = isNigerianState(state) ? STATE_LABELS[state] : "";
  return (
    <fieldset className={styles.choices} data-testid="delivery-options">
      <legend className={styles.label}>Delivery{stateName ? ` to ${stateName}` : ""}</legend>
      {offers.map((offer) => (
        <label key={offer.id} className={styles.choice}>
          <input type="radio" name="shipping-method" value={offer.id} checked={chosen === offer.id} onChange={() => onChoose(offer.id)} data-testid={`shipping-method-${offer.id}`} />
          <span className={styles.choiceName}>
            {offer.name}
            <span className={styles.choiceDetail} data-testid={`shipping-estimate-${offer.id}`}>
              {estimateLabel(offer)}
              {offer.freeAbove !== null && offer.cost > 0 ? ` · free on orders from ${formatNaira(offer.freeAbove)}` : ""}
            </span>
            {offer.pickup ? (
              <span className={styles.choiceDetail}>
                {offer.pickup.address} · {offer.pickup.hours}
              </span>
            ) : null}
          </span>
          <span className={styles.choiceCost} data-testid={`shipping-price-${offer.id}`}>
            {price(offer, Boolean(stateName))}
          </span>
        </label>
      ))}
      {stateName ? null : <p className={styles.note}>Choose your state in the form for its delivery price.</p>}
      {stateName && unavailable.length > 0 ? (
        <p className={styles.note} data-testid="delivery-not-offered">
          Not offered in {stateName}: {unavailable.join(", ")}.
        </p>
      ) : null}
    </fieldset>
  );
}
