"use client";

import { buttonClass } from "@/components/ui/button";
import { formatNaira } from "@/lib/money/naira";
import { promotionState, type PromotionState } from "@/lib/promotions/evaluate";
import type { PromotionView } from "@/lib/promotions/schemas";
import formStyles from "../form.module.css";
import styles from "./promotions.module.css";

// Spec: dates in short en-US form (month, 2-digit day, year). A promotion's dates are calendar days.
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", timeZone: "UTC" });
const dayLabel = (day: string) => shortDate.format(new Date(`${day}T00:00:00Z`));

const STATE_LABELS: Record<PromotionState, string> = { scheduled: "Scheduled", active: "Active", ended: "Ended", "used-up": "Used up" };

function terms(promotion: PromotionView): string {
  const uses = promotion.usageLimit === null ? `${promotion.usedCount} used, no limit` : `${promotion.usedCount} of ${promotion.usageLimit} used`;
  const minimum = promotion.minSubtotal === null ? "no minimum" : `minimum ${formatNaira(promotion.minSubtotal)}`;
  return `${uses} · ${minimum}`;
}

interface Props {
  promotions: PromotionView[];
  now: Date;
  onEdit: (promotion: PromotionView) => void;
  onRemove: (promotion: PromotionView) => void;
}

export function PromotionList({ promotions, now, onEdit, onRemove }: Props) {
  return (
    <section aria-labelledby="promotion-list-title">
      <h2 id="promotion-list-title" className={formStyles.sectionTitle}>
        Promotions
      </h2>
      {promotions.length === 0 ? (
        <p>No promotions yet.</p>
      ) : (
        <ul className={styles.list} data-testid="promotion-list">
          {promotions.map((promotion) => {
            const state = promotionState(promotion, now);
            return (
              <li key={promotion._id} className={styles.item} data-testid="promotion-item" data-code={promotion.code}>
                <div>
                  <h3 className={styles.name}>
                    {promotion.name}
                    <span className={`${styles.state} ${state === "active" ? styles.active : ""}`}>{STATE_LABELS[state]}</span>
                  </h3>
                  <p className={styles.meta}>
                    <span className={styles.code}>{promotion.code}</span> · {promotion.discount}% off · {dayLabel(promotion.startDate)} to {dayLabel(promotion.endDate)}
                  </p>
                  <p className={styles.terms}>{terms(promotion)}</p>
                </div>
                <div className={styles.actions}>
                  <button type="button" className={buttonClass("ghost", { small: true })} onClick={() => onEdit(promotion)} data-testid="promotion-edit">
                    Edit<span className="visually-hidden"> {promotion.name}</span>
                  </button>
                  <button type="button" className={buttonClass("secondary", { small: true })} onClick={() => onRemove(promotion)} data-testid="promotion-remove">
                    Remove<span className="visually-hidden"> {promotion.name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
