"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import type { PaymentDraft } from "@/lib/checkout/draft";
import type { PlacedOrder } from "@/lib/checkout/place-order";
import { PAYMENT_METHOD, type PaymentMethod } from "@/lib/vocabulary/order-statuses";


/**
 * The payment page's work: places the checkout draft the server kept (priced again there) and
 * runs the card flow (Paystack's pop-up, or the test card sheet in test mode). When the prices
 * moved since the page was drawn, the server says so and the page is drawn again with them.
 */
export function usePayment(draft: PaymentDraft) {
  const router = useRouter();
  const { clearCart } = useCart();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cardOrder, setCardOrder] = useState<PlacedOrder | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  function finish() {
    setLeaving(true);
    clearCart();
  }

  function paidByCard(reference: string) {
    finish();
    router.push(`/payment-success?ref=${encodeURIComponent(reference)}`);
  }

  function closedPopup() {
    setSheetOpen(false);
    setBusy(false);
    window.alert("Payment modal closed");
  }

  async function openCardPopup(order: PlacedOrder) {
    if (order.provider === "paystack" && order.accessCode) {
      const { default: PaystackPop } = await import("@paystack/inline-js");
      new PaystackPop().resumeTransaction(order.accessCode, {
        onSuccess: () => paidByCard(order.reference),
        onCancel: closedPopup,
        onError: (error) => {
          console.error("Payment pop-up failed", error);
          setFailure("The secure payment window could not open. Please check your connection and try again.");
          setBusy(false);
        },
      });
      return;
    }
    setSheetOpen(true);
  }

  async function place(chosen: PaymentMethod, bankAccount: string | null) {
    setBusy(true);
    setFailure(null);
    try {
      // A card order already placed in this visit is paid, not placed again.
      if (chosen === "card" && cardOrder) {
        await openCardPopup(cardOrder);
        return;
      }
      const answer = await apiRequest<{ success: boolean; data: PlacedOrder }>("/payment/initialize", {
        method: "POST",
        body: { method: chosen, amount: Math.round(draft.quote.total), ...(chosen === "bank" && bankAccount ? { bankAccount } : {}) },
        timeoutMs: 20_000,
      });
      if (!answer.success) throw new Error("Payment initialization failed");
      if (chosen !== PAYMENT_METHOD.card) {
        finish();
        const query = new URLSearchParams({ id: answer.data.orderId, fullName: answer.data.fullName, method: chosen });
        router.push(`/order-confirmation?${query}`);
        return;
      }
      setCardOrder(answer.data);
      await openCardPopup(answer.data);
    } catch (error) {
      console.error("Payment initialization failed", error);
      setFailure(error instanceof ApiError ? error.message : "We could not start the payment. Please try again.");
      if (error instanceof ApiError && error.reason === "prices-changed") router.refresh();
      setBusy(false);
    }
  }

  return {
    busy,
    failure,
    clearFailure: () => setFailure(null),
    leaving,
    place,
    /** The order the test card sheet is paying, while it is open. */
    testCardOrder: sheetOpen ? cardOrder : null,
    paidByCard,
    closedPopup,
  };
}
