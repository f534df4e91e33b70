"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { whenIdle } from "@/components/ui/when-idle";

/** Counts a storefront page view per route change; admin pages are not counted. */
export function PageViewBeacon() {
  const pathname = usePathname();
  useEffect(() => {
    if (!pathname || pathname.startsWith("/admin")) return;
    whenIdle(() => {
      fetch("/api/analytics/page-view", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: pathname }),
        keepalive: true,
        credentials: "same-origin",
      }).catch(() => {
        // A lost page view is not worth bothering the shopper about.
      });
    });
  }, [pathname]);
  return null;
}
