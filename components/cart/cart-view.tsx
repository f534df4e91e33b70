"use client";

import dynamic from "next/dynamic";
import { CartLoading } from "./cart-loading";

// The cart lives in this browser's storage, so the server can only draw its placeholder. The lines'
// code loads beside the page's hydration, not inside it, and replaces the placeholder once ready.
export const CartView = dynamic(() => import("./cart-contents").then((module) => module.CartContents), {
  ssr: false,
  loading: () => <CartLoading />,
});
