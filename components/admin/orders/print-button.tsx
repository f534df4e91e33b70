"use client";

import { buttonClass } from "@/components/ui/button";

/** Opens the browser's print dialog; the print stylesheet leaves the admin frame off the page. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={buttonClass("primary", { small: true })} onClick={() => window.print()} data-testid="print-document">
      {label}
    </button>
  );
}
