import { cookies } from "next/headers";
import { privatePageMetadata } from "@/lib/content/private-page";
import { StorePage } from "@/components/layout/store-page";
import type { CardAvailability } from "@/components/payment/payment-method-panel";
import { PaymentView } from "@/components/payment/payment-view";
import { findPaymentDraft } from "@/lib/checkout/draft";
import { DRAFT_COOKIE } from "@/lib/checkout/draft-cookie";
import { cardPaymentMode } from "@/lib/payments/config";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";

export const metadata = privatePageMetadata("Payment", "Pay for your order by card or bank transfer.");

// Payment configuration is read per request, never baked in at build time.
export const dynamic = "force-dynamic";

export default async function PaymentPage() {
  const [{ paymentMethods, bankAccounts }, draft] = await Promise.all([getStoreSettings(), findPaymentDraft((await cookies()).get(DRAFT_COOKIE)?.value)]);
  // Only what the owner has switched on is offered; the server refuses anything else anyway.
  const methods = paymentMethods.filter((method) => method.enabled).map(({ id, name }) => ({ id, name }));
  const mode = cardPaymentMode();
  const card: CardAvailability =
    mode.mode === "paystack" ? { mode: "paystack", publicKey: mode.publicKey } : mode.mode === "test" ? { mode: "test" } : { mode: "unavailable" };
  return (
    <StorePage eyebrow="Secure payment" title="Payment">
      <PaymentView draft={draft} methods={methods} bankAccounts={methods.some((method) => method.id === PAYMENT_METHOD.bank) ? bankAccounts : []} card={card} />
    </StorePage>
  );
}
