import { act } from "@testing-library/react";

/**
 * Lets a rendered CartProvider load its rules and apply the changes asked of it, inside act: the
 * cart's rules load after the page (components/cart/cart-provider.tsx).
 */
export async function settleCart(): Promise<void> {
  await act(async () => {
    await import("@/lib/cart/cart-rules");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
