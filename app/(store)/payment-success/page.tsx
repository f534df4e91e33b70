import { privatePageMetadata } from "@/lib/content/private-page";
import { PaymentSuccess } from "@/components/payment/payment-success";
import styles from "@/components/checkout/checkout.module.css";

export const metadata = privatePageMetadata("Payment");

export default async function PaymentSuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { ref } = await searchParams;
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="visually-hidden">Payment</h1>
      <PaymentSuccess reference={typeof ref === "string" && ref ? ref : null} />
    </div>
  );
}
