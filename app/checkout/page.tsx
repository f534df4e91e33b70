import type { Metadata } from "next";
import { CheckoutView } from "@/components/checkout/checkout-view";
import styles from "@/components/checkout/checkout.module.css";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Shipping details and order summary.",
  robots: { index: false, follow: false },
};

export default function CheckoutPage() {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Almost yours</p>
        <h1 className={styles.title}>Checkout</h1>
      </header>
      <CheckoutView />
    </div>
  );
}
