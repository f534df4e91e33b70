import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { StorePage } from "@/components/layout/store-page";

export const metadata: Metadata = {
  title: "Your cart",
  description: "Review the fragrances in your cart before checkout.",
  robots: { index: false, follow: true },
};

export default function CartPage() {
  return (
    <StorePage eyebrow="Your selection" title="Cart">
      <CartView />
    </StorePage>
  );
}
