"use client";

import { useEffect, useRef } from "react";
import styles from "./products.module.css";

interface Props {
  /** The products on this page of the list. */
  ids: readonly string[];
  chosen: ReadonlySet<string>;
  onTick: (ids: readonly string[], ticked: boolean) => void;
}

/** Ticks (or unticks) every product on the page at once: ticked when all are, mixed when only some are. */
export function TickAll({ ids, chosen, onTick }: Props) {
  const box = useRef<HTMLInputElement>(null);
  const ticked = ids.filter((id) => chosen.has(id)).length;
  const all = ids.length > 0 && ticked === ids.length;
  const some = ticked > 0 && !all;
  // "Mixed" exists only as a property of the element, not as an attribute React can set.
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <label className={styles.tickAll}>
      <input ref={box} type="checkbox" checked={all} onChange={() => onTick(ids, !all)} data-testid="admin-product-choose-all" /> Tick all on this page
      <span className={styles.srOnly}> ({ids.length} products)</span>
    </label>
  );
}
