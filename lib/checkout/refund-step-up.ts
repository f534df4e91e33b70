import "server-only";
import type { Caller } from "@/lib/auth/caller";
import { requireRecentKey } from "@/lib/auth/step-up";
import { toKobo } from "@/lib/money/naira";
import { getStoreSettings } from "@/lib/settings/store-settings";

/**
 * A refund above the owner's amount (the settings' `refundKeyAbove`, naira; 0: every refund) asks
 * for the security key again unless this session gave it in the last ten minutes: a stolen
 * session alone cannot send the shop's money away. Refused with 403 `key-required`, which the
 * admin's refund dialog answers with the step-up prompt and sends again.
 */
export async function requireKeyForRefund(caller: Caller, amount: number, now = new Date()): Promise<void> {
  const { refundKeyAbove } = await getStoreSettings();
  if (toKobo(amount) > toKobo(refundKeyAbove)) await requireRecentKey(caller, now);
}
