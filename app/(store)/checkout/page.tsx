import type { Metadata } from "next";
import { CheckoutView } from "@/components/checkout/checkout-view";
import { StorePage } from "@/components/layout/store-page";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Shipping details and order summary.",
  robots: { index: false, follow: false },
};

export default function CheckoutPage() {
  return (
    <StorePage eyebrow="Almost yours" title="Checkout">
      <CheckoutView />
    </StorePage>
  );
}
