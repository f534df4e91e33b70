import type { Metadata } from "next";
import { StorePage } from "@/components/layout/store-page";
import type { CardAvailability } from "@/components/payment/payment-method-panel";
import { PaymentView } from "@/components/payment/payment-view";
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
    <StorePage eyebrow="Secure payment" title="Payment">
      <PaymentView bankAccounts={bankAccounts} card={card} />
    </StorePage>
  );
}
