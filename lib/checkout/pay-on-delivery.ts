import "server-only";
import { formatNaira, toKobo, type Kobo } from "@/lib/money/naira";
import type { PayOnDeliveryZone, StoreSettings } from "@/lib/settings/schemas";
import { invalidFields } from "@/lib/vocabulary/domain-error";
import { PAYMENT_METHOD } from "@/lib/vocabulary/order-statuses";
import { Order } from "@/models/order";
import { checkoutRefusal } from "./refusals";

/** A buyer refused at the door is not offered pay on delivery again for this long. */
export const REFUSAL_MEMORY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export const PHONE_REQUIRED_ON_DELIVERY = "A phone number is required to pay on delivery";

/** A Nigerian number's last ten digits, however it was written (+234 801…, 0801…, 801…). */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, "").slice(-10);
}

/** The zone's pay-on-delivery terms, or null where it is not offered (another zone, or a pickup). */
export function payOnDeliveryTerms(settings: Pick<StoreSettings, "payOnDelivery">, zoneId: string | null | undefined): PayOnDeliveryZone | null {
  if (!zoneId) return null;
  return settings.payOnDelivery?.find((terms) => terms.zoneId === zoneId) ?? null;
}

/** Whether this buyer (by e-mail or phone) refused a pay-on-delivery order at the door in the last 90 days. */
export async function refusedAtTheDoorLately(email: string, phone: string, now: Date): Promise<boolean> {
  const since = { $gte: new Date(now.getTime() - REFUSAL_MEMORY_DAYS * DAY_MS) };
  const key = phoneKey(phone);
  const refusal = await Order.exists({
    "payment.method": PAYMENT_METHOD.onDelivery,
    $or: [{ email: email.trim().toLowerCase(), "payment.refusal.at": since }, ...(key ? [{ "payment.refusal.phone": key, "payment.refusal.at": since }] : [])],
  });
  return refusal !== null;
}

export type PayOnDeliveryOffer = { offered: true; fee: number; cap: number } | { offered: false; reason: string };

/**
 * Whether an order may be paid on delivery, and why not: the zone must offer it, the total (with
 * the fee) stay within its cap, and the buyer not have refused one at the door lately.
 */
export async function payOnDeliveryOffer(
  settings: Pick<StoreSettings, "payOnDelivery">,
  order: { zoneId: string | null | undefined; zoneName: string | null | undefined; totalKobo: Kobo; email: string; phone: string },
  now: Date,
): Promise<PayOnDeliveryOffer> {
  const terms = payOnDeliveryTerms(settings, order.zoneId);
  if (!terms) return { offered: false, reason: `Pay on delivery is not offered ${order.zoneName ? `in ${order.zoneName}` : "for this delivery"}. Please pay by card or bank transfer.` };
  if (order.totalKobo > toKobo(terms.cap)) return { offered: false, reason: `Pay on delivery is for orders up to ${formatNaira(terms.cap)}. Please pay by card or bank transfer.` };
  if ((order.email || order.phone) && (await refusedAtTheDoorLately(order.email, order.phone, now))) {
    return { offered: false, reason: "Pay on delivery is not available for this order. Please pay by card or bank transfer." };
  }
  return { offered: true, fee: terms.fee, cap: terms.cap };
}

/** Refuses an order the rules above do not allow to be paid on delivery, on its payment method's field; a phone is required. */
export async function assertPayOnDeliveryAllowed(...args: Parameters<typeof payOnDeliveryOffer>): Promise<void> {
  const [, order] = args;
  if (!phoneKey(order.phone)) throw invalidFields("phone-required", { phoneNumber: [PHONE_REQUIRED_ON_DELIVERY] });
  const offer = await payOnDeliveryOffer(...args);
  if (!offer.offered) throw checkoutRefusal.payOnDeliveryRefused(offer.reason);
}

/**
 * What the payment page offers for its checkout draft: pay on delivery with its fee and the total
 * then due, or null where the rules above do not allow it (the server refuses it anyway).
 */
export async function payOnDeliveryForDraft(
  settings: Pick<StoreSettings, "payOnDelivery">,
  draft: { quote: { total: number; shippingMethod: { zone: { id: string; name: string } | null } | null }; contact: { email: string; phoneNumber?: string } },
  now: Date = new Date(),
): Promise<{ fee: number; total: number } | null> {
  const zone = draft.quote.shippingMethod?.zone ?? null;
  const fee = payOnDeliveryTerms(settings, zone?.id)?.fee ?? 0;
  const total = draft.quote.total + fee;
  const phone = draft.contact.phoneNumber ?? "";
  if (!phoneKey(phone)) return null;
  const offer = await payOnDeliveryOffer(settings, { zoneId: zone?.id, zoneName: zone?.name, totalKobo: toKobo(total), email: draft.contact.email, phone }, now);
  return offer.offered ? { fee, total } : null;
}
