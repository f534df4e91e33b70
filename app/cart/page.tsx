import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import styles from "@/components/cart/cart-page.module.css";

export const metadata: Metadata = {
  title: "Your cart",
  description: "Review the fragrances in your cart before checkout.",
  robots: { index: false, follow: true },
};

export default function CartPage() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Your selection</p>
        <h1 className={styles.title}>Cart</h1>
      </header>
      <CartView />
    </div>
  );
}
