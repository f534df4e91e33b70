"use client";

import { useEffect, useMemo, useState } from "react";
import { apiRequest } from "@/lib/api-client/api-client";
import { cartLineRequest } from "@/lib/cart/cart-item";
import type { Quote } from "@/lib/pricing/pricing";

export interface QuoteState {
  quote: Quote | null;
  loading: boolean;
  failed: boolean;
}

/** The delivery and code the shopper chose; the server prices both from the store settings. */
export interface CheckoutChoiceValues {
  shippingMethodId: string;
  promoCode?: string;
  /** The shopper's state: delivery is priced for its zone. */
  state?: string;
}

/** The server's prices for these lines, delivery and code, asked again whenever any of them changes. */
export function useQuote(items: readonly { _id: string; sizeId?: string; quantity: number }[], choice: CheckoutChoiceValues | null): QuoteState {
  const key = useMemo(
    () => JSON.stringify({ lines: items.map(cartLineRequest), shippingMethodId: choice?.shippingMethodId ?? "", promoCode: choice?.promoCode ?? "", state: choice?.state ?? "" }),
    [items, choice?.shippingMethodId, choice?.promoCode, choice?.state],
  );
  const [state, setState] = useState<{ key: string; quote: Quote | null; failed: boolean }>({ key: "", quote: null, failed: false });

  useEffect(() => {
    const asked = JSON.parse(key) as { lines: ReturnType<typeof cartLineRequest>[]; shippingMethodId: string; promoCode: string; state: string };
    if (asked.lines.length === 0 || !asked.shippingMethodId) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const body = {
        items: asked.lines,
        orderDetails: { shippingMethodId: asked.shippingMethodId, ...(asked.promoCode ? { promoCode: asked.promoCode } : {}), ...(asked.state ? { state: asked.state } : {}) },
      };
      apiRequest<{ quote: Quote }>("/checkout/quote", { method: "POST", body, signal: controller.signal, timeoutMs: 10_000 })
        .then((answer) => setState({ key, quote: answer.quote, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setState((current) => ({ key, quote: current.quote, failed: true }));
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return { quote: state.quote, loading: state.key !== key, failed: state.key === key && state.failed };
}
