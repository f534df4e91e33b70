"use client";

import { usePathname } from "next/navigation";
import { RouteError, storeWayBack } from "@/components/layout/route-error";

/** One boundary for every storefront page: the store's header and footer stay, the page apologises. */
export default function StoreError({ error, retry }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} retry={retry} back={storeWayBack(usePathname())} />;
}
