import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import styles from "./cart.module.css";

/** What the cart and the checkout show with nothing in the cart. */
export function CartEmpty() {
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <p className={styles.emptyTitle}>Your cart is empty.</p>
      <Link href="/shop" className={buttonClass("primary")}>
        Shop Now
      </Link>
    </div>
  );
}
