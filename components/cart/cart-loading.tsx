import { Skeleton } from "@/components/ui/skeleton";
import styles from "./cart.module.css";

/** The cart page's placeholder while this browser's stored cart loads. */
export function CartLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="visually-hidden">Loading your cart</span>
      <Skeleton className={styles.loadingLine} />
      <Skeleton className={styles.loadingLine} />
    </div>
  );
}
