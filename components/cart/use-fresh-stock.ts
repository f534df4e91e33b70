"use client";

import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client/api-client";
import type { CartStockResponse } from "@/lib/cart/schemas";
import { useCart } from "./cart-provider";

/**
 * Refreshes the stock of the cart's products from the server whenever the set of products changes.
 * Returns whether the stock shown is fresh; on failure the stored stock stays and the server still
 * checks stock when the order is placed.
 */
export function useFreshStock(): { fresh: boolean } {
  const { items, ready, syncStock } = useCart();
  const ids = items.map((item) => item._id).join(",");
  const [freshFor, setFreshFor] = useState<string | null>(null);

  useEffect(() => {
    if (!ready || ids === "") return;
    const controller = new AbortController();
    apiRequest<CartStockResponse>("/cart/stock", { method: "POST", body: { ids: ids.split(",") }, signal: controller.signal })
      .then((response) => {
        syncStock(response.stock);
        setFreshFor(ids);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn("Could not refresh stock", error);
      });
    return () => controller.abort();
  }, [ids, ready, syncStock]);

  return { fresh: ids === "" || freshFor === ids };
}
