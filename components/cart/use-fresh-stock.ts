"use client";

import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client/api-client";
import type { CartStockResponse } from "@/lib/cart/schemas";
import { useCart } from "./cart-provider";

/**
 * Refreshes the stock and prices of the cart's products from the server whenever the set of
 * products changes and whenever the shopper comes back to the tab, so a price the owner changed
 * shows without reloading the site. Returns whether what is shown is fresh; on failure the stored
 * values stay, and the server still prices and checks stock when the order is placed.
 */
export function useFreshStock(): { fresh: boolean } {
  const { items, ready, syncWithServer } = useCart();
  const ids = [...new Set(items.map((item) => item._id))].join(",");
  const [freshFor, setFreshFor] = useState<string | null>(null);

  useEffect(() => {
    if (!ready || ids === "") return;
    let controller = new AbortController();
    const refresh = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      apiRequest<CartStockResponse>("/cart/stock", { method: "POST", body: { ids: ids.split(",") }, signal })
        .then((response) => {
          syncWithServer(response);
          setFreshFor(ids);
        })
        .catch((error: unknown) => {
          if (!signal.aborted) console.warn("Could not refresh the cart", error);
        });
    };
    const onReturn = () => {
      if (document.visibilityState === "visible") refresh();
    };
    refresh();
    document.addEventListener("visibilitychange", onReturn);
    return () => {
      document.removeEventListener("visibilitychange", onReturn);
      controller.abort();
    };
  }, [ids, ready, syncWithServer]);

  return { fresh: ids === "" || freshFor === ids };
}
