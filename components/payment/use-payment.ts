"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { clearCheckoutData, useCheckoutData, type CheckoutData } from "@/components/checkout/checkout-storage";
import { useQuote } from "@/components/checkout/use-quote";
import { ApiError, apiRequest } from "@/lib/api-client/api-client";
import type { InitializePaymentInput } from "@/lib/checkout/schemas";
import type { PlacedOrder } from "@/lib/checkout/place-order";

export type PaymentMethod = "card" | "bank";

function initializeBody(data: CheckoutData, method: PaymentMethod, total: number, bankAccount: string | null): InitializePaymentInput {
  return {
    email: data.form.email,
    method,
    orderDetails: {
      orderItems: data.items.map((item) => ({ product: item._id, quantity: item.quantity })),
      shipping: {
        fullName: data.form.fullName,
        address: data.form.address,
        city: data.form.city,
        state: data.form.state,
        postalCode: data.form.postalCode,
        phoneNumber: data.form.phoneNumber,
      },
      shippingMethodId: data.choice.shippingMethodId,
      ...(data.choice.promoCode ? { promoCode: data.choice.promoCode } : {}),
      ...(bankAccount ? { bankAccount } : {}),
    },
    amount: Math.round(total),
  };
}

/**
 * The payment page's work: reads the checkout handoff, prices it on the server, places the order
 * and runs the card flow (Paystack's pop-up, or the test card sheet in test mode).
 */
export function usePayment() {
  const router = useRouter();
  const checkout = useCheckoutData();
  const { clearCart } = useCart();
  const { quote, loading } = useQuote(checkout?.items ?? [], checkout?.choice ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [cardOrder, setCardOrder] = useState<PlacedOrder | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const totals = quote ?? checkout?.totals ?? null;

  function finish() {
    setLeaving(true);
    clearCart();
    clearCheckoutData();
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
    if (!checkout || !totals) return;
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
        body: initializeBody(checkout, chosen, totals.total, chosen === "bank" ? bankAccount : null),
        timeoutMs: 20_000,
      });
      if (!answer.success) throw new Error("Payment initialization failed");
      if (chosen === "bank") {
        finish();
        const query = new URLSearchParams({ id: answer.data.orderId, fullName: answer.data.fullName, method: "bank" });
        router.push(`/order-confirmation?${query}`);
        return;
      }
      setCardOrder(answer.data);
      await openCardPopup(answer.data);
    } catch (error) {
      console.error("Payment initialization failed", error);
      setFailure(error instanceof ApiError ? error.message : "We could not start the payment. Please try again.");
      setBusy(false);
    }
  }

  return {
    checkout,
    quote,
    totals,
    pricing: loading,
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
