"use client";

import dynamic from "next/dynamic";
import { CheckoutLoading } from "./checkout-loading";

// Nothing of the checkout can be drawn on the server: it is this browser's cart and saved details.
// So its code loads beside the page's hydration, not inside it: the page answers taps sooner, and
// the placeholder the server drew stays until the form can show.
export const CheckoutView = dynamic(() => import("./checkout-form").then((module) => module.CheckoutForm), {
  ssr: false,
  loading: () => <CheckoutLoading label="Loading checkout" />,
});
