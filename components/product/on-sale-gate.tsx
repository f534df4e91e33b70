"use client";

import { useEffect, useState, type ReactNode } from "react";
import { countdownText } from "@/lib/catalog/drop-countdown";
import styles from "./on-sale-gate.module.css";

interface Props {
  /** When the drop goes on sale (ISO). */
  onSaleAt: string;
  /** "On sale at 8 pm", in the shop's words and time. */
  label: string;
  children: ReactNode;
}

/**
 * A drop before its time: when it goes on sale with a countdown, and the buying controls below
 * disabled until then. A page cached before the time opens by itself when it comes; the server
 * refuses an order before the time whatever the browser's clock says.
 */
export function OnSaleGate({ onSaleAt, label, children }: Props) {
  const at = Date.parse(onSaleAt);
  // Unknown until the browser runs: the server's render, possibly cached, cannot say how long is left.
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    /** Shows the time left; true while some is. */
    const tick = () => {
      const msLeft = at - Date.now();
      setLeft(msLeft);
      return msLeft > 0;
    };
    if (!tick()) return;
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [at]);
  const open = left !== null && left <= 0;
  return (
    <>
      {open ? null : (
        <p className={styles.notice} data-testid="drop-notice">
          <strong>{label}</strong>
          {left !== null ? (
            <span className={styles.countdown}>
              {" "}
              in <span data-testid="drop-countdown">{countdownText(left)}</span>
            </span>
          ) : null}
        </p>
      )}
      <fieldset className={styles.controls} disabled={!open} data-testid="drop-controls">
        {children}
      </fieldset>
    </>
  );
}
