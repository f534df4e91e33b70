import type { Metadata } from "next";
import { TrackingView } from "@/components/order-tracking/tracking-view";
import styles from "@/components/order-tracking/tracking.module.css";

export const metadata: Metadata = {
  title: "Track your order",
  description: "Follow your Scents order from payment to delivery.",
};

export default async function OrderTrackingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await searchParams;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Where is my order?</p>
        <h1 className={styles.title}>Order tracking</h1>
        <p className={styles.lede}>Enter your order ID. Add the e-mail you used at checkout to see the full delivery address and change it.</p>
      </header>
      <TrackingView initialId={typeof id === "string" ? id : ""} />
    </div>
  );
}
