"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useCart } from "@/components/cart/cart-provider";
import { buttonClass } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client/api-client";
import styles from "./payment-success.module.css";

type Verification = "verifying" | "success" | "failed";

interface VerifyAnswer {
  success: boolean;
  data?: { orderId: string; fullName: string };
}

const REDIRECT_MS = 1000;

/** Verifies the payment once, then sends the shopper to the confirmation a second after success. */
export function PaymentSuccess({ reference }: { reference: string | null }) {
  const router = useRouter();
  const { clearCart } = useCart();
  const [state, setState] = useState<Verification>(reference ? "verifying" : "failed");
  const started = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The redirect survives re-renders (clearing the cart re-renders the page) and stops only on leaving.
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  useEffect(() => {
    if (!reference || started.current) return;
    started.current = true;
    apiRequest<VerifyAnswer>(`/payment/verify/${encodeURIComponent(reference)}`, { timeoutMs: 20_000 })
      .then((answer) => {
        if (!answer.success || !answer.data) {
          setState("failed");
          return;
        }
        setState("success");
        clearCart();
        const query = new URLSearchParams({ id: answer.data.orderId, fullName: answer.data.fullName, method: "card" });
        redirect.current = setTimeout(() => router.push(`/order-confirmation?${query}`), REDIRECT_MS);
      })
      .catch(() => setState("failed"));
  }, [reference, clearCart, router]);

  return (
    <div className={styles.card} role="status" aria-live="polite" data-testid="payment-verification" data-state={state}>
      {state === "verifying" ? <p className={styles.message}>Verifying your payment...</p> : null}
      {state === "success" ? <p className={`${styles.message} ${styles.success}`}>✅ Payment successful! Redirecting...</p> : null}
      {state === "failed" ? (
        <>
          <p className={`${styles.message} ${styles.failed}`}>❌ Payment failed. Please try again.</p>
          <div className={styles.actions}>
            <Link href="/cart" className={buttonClass("primary")}>
              Back to cart
            </Link>
            <Link href="/contact-us" className={buttonClass("ghost")}>
              Contact Support
            </Link>
          </div>
        </>
      ) : null}
    </div>
  );
}
