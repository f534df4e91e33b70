import { cookies } from "next/headers";
import { privatePageMetadata } from "@/lib/content/private-page";
import { StorePage } from "@/components/layout/store-page";
import type { CardAvailability } from "@/components/payment/payment-method-panel";
import { PaymentView } from "@/components/payment/payment-view";
import { findPaymentDraft } from "@/lib/checkout/draft";
import { DRAFT_COOKIE } from "@/lib/checkout/draft-cookie";
import { cardPaymentMode } from "@/lib/payments/config";
import { getStoreSettings } from "@/lib/settings/store-settings";
import { payOnDeliveryForDraft } from "@/lib/checkout/pay-on-delivery";
import { PAYMENT_METHOD, PAYMENT_METHOD_LABELS, type PaymentMethod } from "@/lib/vocabulary/order-statuses";

export const metadata = privatePageMetadata("Payment", "Pay for your order by card, bank transfer or on delivery.");

// Payment configuration is read per request, never baked in at build time.
export const dynamic = "force-dynamic";

export default async function PaymentPage() {
  const [settings, draft] = await Promise.all([getStoreSettings(), findPaymentDraft((await cookies()).get(DRAFT_COOKIE)?.value)]);
  const { paymentMethods, bankAccounts } = settings;
  // Only what the owner has switched on is offered; the server refuses anything else anyway.
  const methods: { id: PaymentMethod; name: string }[] = paymentMethods.filter((method) => method.enabled).map(({ id, name }) => ({ id, name }));
  const onDelivery = draft ? await payOnDeliveryForDraft(settings, draft) : null;
  if (onDelivery) methods.push({ id: PAYMENT_METHOD.onDelivery, name: PAYMENT_METHOD_LABELS.pay_on_delivery });
  const mode = cardPaymentMode();
  const card: CardAvailability =
    mode.mode === "paystack" ? { mode: "paystack", publicKey: mode.publicKey } : mode.mode === "test" ? { mode: "test" } : { mode: "unavailable" };
  return (
    <StorePage eyebrow="Secure payment" title="Payment">
      <PaymentView draft={draft} methods={methods} onDelivery={onDelivery} bankAccounts={methods.some((method) => method.id === PAYMENT_METHOD.bank) ? bankAccounts : []} card={card} />
    </StorePage>
  );
}
