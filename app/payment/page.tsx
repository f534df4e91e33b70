import type { Metadata } from "next";
import type { CardAvailability } from "@/components/payment/payment-method-panel";
import { PaymentView } from "@/components/payment/payment-view";
import styles from "@/components/checkout/checkout.module.css";
import { cardPaymentMode } from "@/lib/payments/config";
import { getStoreSettings } from "@/lib/settings/store-settings";

export const metadata: Metadata = {
  title: "Payment",
  description: "Pay for your order by card or bank transfer.",
  robots: { index: false, follow: false },
};

// Payment configuration is read per request, never baked in at build time.
export const dynamic = "force-dynamic";

export default async function PaymentPage() {
  const { bankAccounts } = await getStoreSettings();
  const mode = cardPaymentMode();
  const card: CardAvailability =
    mode.mode === "paystack" ? { mode: "paystack", publicKey: mode.publicKey } : mode.mode === "test" ? { mode: "test" } : { mode: "unavailable", reason: mode.reason };
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <p className="eyebrow">Secure payment</p>
        <h1 className={styles.title}>Payment</h1>
      </header>
      <PaymentView bankAccounts={bankAccounts} card={card} />
    </div>
  );
}
