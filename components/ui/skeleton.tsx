import styles from "./skeleton.module.css";

export function Skeleton({ className }: { className?: string }) {
  return <div className={[styles.block, className].filter(Boolean).join(" ")} aria-hidden="true" />;
}

export function ProductCardSkeleton() {
  return (
    <div className={styles.card} data-testid="product-skeleton" aria-hidden="true">
      <Skeleton className={styles.image} />
      <Skeleton className={`${styles.line} ${styles.short}`} />
      <Skeleton className={`${styles.line} ${styles.medium}`} />
      <Skeleton className={`${styles.line} ${styles.short}`} />
    </div>
  );
}

/** A grid of card placeholders, announced once to screen readers. */
export function ProductGridSkeleton({ count, label = "Loading products" }: { count: number; label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** A page heading and a grid: the loading state of catalogue routes. */
export function PageSkeleton({ cards = 6, label }: { cards?: number; label?: string }) {
  return (
    <div className={`container ${styles.page}`}>
      <Skeleton className={styles.title} />
      <Skeleton className={`${styles.line} ${styles.medium}`} />
      <ProductGridSkeleton count={cards} label={label} />
    </div>
  );
}

/** A heading and a few blocks: pages built around a form or a list. */
export function FormPageSkeleton({ label }: { label: string }) {
  return (
    <div className={`container ${styles.page}`} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <Skeleton className={styles.title} />
      <Skeleton className={`${styles.line} ${styles.medium}`} />
      <Skeleton className={styles.panel} />
    </div>
  );
}
