import type { ReactNode } from "react";
import { upcomingDrop } from "@/lib/catalog/drop-schedule";
import { LazyOnSaleGate } from "./lazy-on-sale-gate";

/** A product's buying controls: as they are once it is on sale, behind its drop's countdown before. */
export function DropGate({ onSaleAt, children }: { onSaleAt: string | null; children: ReactNode }) {
  const drop = upcomingDrop(onSaleAt, new Date());
  if (!drop) return <>{children}</>;
  return (
    <LazyOnSaleGate onSaleAt={drop.onSaleAt} label={drop.label}>
      {children}
    </LazyOnSaleGate>
  );
}
