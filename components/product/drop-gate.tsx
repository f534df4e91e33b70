import type { ReactNode } from "react";
import { isOnSale, onSaleLabel } from "@/lib/catalog/drop-schedule";
import { LazyOnSaleGate } from "./lazy-on-sale-gate";

/** A product's buying controls: as they are once it is on sale, behind its drop's countdown before. */
export function DropGate({ onSaleAt, children }: { onSaleAt: string | null; children: ReactNode }) {
  const now = new Date();
  if (!onSaleAt || isOnSale(onSaleAt, now)) return <>{children}</>;
  return (
    <LazyOnSaleGate onSaleAt={onSaleAt} label={onSaleLabel(new Date(onSaleAt), now)}>
      {children}
    </LazyOnSaleGate>
  );
}
