import styles from "./stat-cards.module.css";

export interface StatCard {
  id: string;
  label: string;
  value: string;
  note: string;
}

/** The admin screens' figure cards: a label, a large value and a note under it. */
export function StatCards({ cards, testIdPrefix }: { cards: readonly StatCard[]; testIdPrefix: string }) {
  return (
    <dl className={styles.cards}>
      {cards.map((card) => (
        <div key={card.id} className={styles.card} data-testid={`${testIdPrefix}-${card.id}`}>
          <dt>{card.label}</dt>
          <dd>
            {card.value}
            <small>{card.note}</small>
          </dd>
        </div>
      ))}
    </dl>
  );
}
