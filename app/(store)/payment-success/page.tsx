import type { Metadata } from "next";
import { PaymentSuccess } from "@/components/payment/payment-success";
import styles from "@/components/checkout/checkout.module.css";

export const metadata: Metadata = { title: "Payment", robots: { index: false, follow: false } };

export default async function PaymentSuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { ref } = await searchParams;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="visually-hidden">Payment</h1>
      <PaymentSuccess reference={typeof ref === "string" && ref ? ref : null} />
    </div>
  );
}
