"use client";

import { useState } from "react";
import type { RefusedProduct } from "@/lib/catalog/bulk-edit-schema";

/**
 * The products ticked for a bulk edit, and the reasons the last edit left some as they were. When
 * the page is rendered again after an edit, `fresh` (the server's list) replaces the list shown.
 */
export function useBulkChoice<T>(fresh: T, show: (list: T) => void) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [refusals, setRefusals] = useState<ReadonlyMap<string, string>>(new Map());
  const [rendered, setRendered] = useState(fresh);
  if (rendered !== fresh) {
    setRendered(fresh);
    show(fresh);
  }

  function choose(id: string, ticked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (ticked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function chooseAll(ids: readonly string[], ticked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (ticked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  function edited(refused: RefusedProduct[]) {
    setRefusals(new Map(refused.map((product) => [product.id, product.reason])));
  }

  return { chosen, choose, chooseAll, refusals, edited };
}
