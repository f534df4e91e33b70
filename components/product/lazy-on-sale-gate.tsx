"use client";

import dynamic from "next/dynamic";

// Only a product before its drop shows the countdown (its buying controls disabled until then):
// the countdown's code loads then, in a chunk of its own, not with every product page.
export const LazyOnSaleGate = dynamic(() => import("./on-sale-gate").then((module) => module.OnSaleGate));
