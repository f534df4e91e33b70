import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import styles from "./shop.module.css";

export function ShopEmpty() {
  return (
    <div className={styles.empty} data-testid="shop-empty">
      <h2 className={styles.emptyTitle}>No products found.</h2>
      <p className={styles.lede} style={{ marginInline: "auto", marginTop: "0.5rem" }}>
        Try another search or type, or let us help you choose.
      </p>
      <div className={styles.emptyLinks}>
        <Link href="/" className={buttonClass("primary")}>
          Home
        </Link>
        <Link href="/products-and-services" className={buttonClass("secondary")}>
          Explore Services
        </Link>
      </div>
    </div>
  );
}
