import { Skeleton } from "@/components/ui/skeleton";
import styles from "./checkout.module.css";

/** The checkout and payment pages' placeholder while the browser's stored cart and details load. */
export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <Skeleton className={styles.skeleton} />
    </div>
  );
}
