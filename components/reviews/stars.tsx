import styles from "./reviews.module.css";

/** Stars out of five, drawn as text and read out as words ("4.3 out of 5 stars"); no script. */
export function Stars({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span className={[styles.stars, className].filter(Boolean).join(" ")} data-testid="stars" data-value={value}>
      <span aria-hidden="true">
        {"★".repeat(filled)}
        <span className={styles.starsEmpty}>{"★".repeat(5 - filled)}</span>
      </span>
      <span className="visually-hidden">{`${value} out of 5 stars`}</span>
    </span>
  );
}
