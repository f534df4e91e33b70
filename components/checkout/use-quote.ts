"use client";

import { useEffect, useMemo, useState } from "react";
import { apiRequest } from "@/lib/api-client/api-client";
import type { Quote } from "@/lib/pricing/pricing";

export interface QuoteState {
  quote: Quote | null;
  loading: boolean;
  failed: boolean;
}

/** The server's prices for these lines, asked again whenever a product or quantity changes. */
export function useQuote(items: readonly { _id: string; quantity: number }[]): QuoteState {
  const key = useMemo(() => JSON.stringify(items.map((item) => [item._id, item.quantity])), [items]);
  const [state, setState] = useState<{ key: string; quote: Quote | null; failed: boolean }>({ key: "", quote: null, failed: false });

  useEffect(() => {
    const lines = (JSON.parse(key) as [string, number][]).map(([productId, quantity]) => ({ productId, quantity }));
    if (lines.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest<{ data: Quote }>("/checkout/quote", { method: "POST", body: { items: lines }, signal: controller.signal, timeoutMs: 10_000 })
        .then((answer) => setState({ key, quote: answer.data, failed: false }))
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
