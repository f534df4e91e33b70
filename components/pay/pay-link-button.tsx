"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { useScriptRunning } from "@/components/ui/use-script-running";
import { TestCardSheet } from "@/components/payment/test-card-sheet";

/**
 * Pays a draft's link: with Paystack, its checkout page (which brings the buyer back here to be
 * verified); in test mode, the shop's labelled test card sheet. Either way the payment is then
 * verified as any card payment is, on /payment-success.
 */
export function PayLinkButton({ reference, amount, paystackUrl }: { reference: string; amount: number; paystackUrl: string | null }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const running = useScriptRunning();
  if (paystackUrl) {
    return (
      <a href={paystackUrl} className={buttonClass("primary")} data-testid="pay-link-pay">
        Pay now
      </a>
    );
  }
  return (
    <>
      <button type="button" className={buttonClass("primary")} onClick={() => setOpen(true)} disabled={!running} data-testid="pay-link-pay">
        Pay now
      </button>
      {open ? <TestCardSheet reference={reference} amount={amount} onPaid={(paid) => router.push(`/payment-success?ref=${encodeURIComponent(paid)}`)} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
