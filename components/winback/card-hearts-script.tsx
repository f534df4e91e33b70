"use client";

import { useEffect } from "react";

/**
 * Loads the cards' hearts' script (card-hearts.ts) once the page has hydrated, in a chunk of its
 * own: nothing of it is in the page's first load. A listing of cards mounts one; the script starts
 * once and shows every heart on the page as saved or not, the newly shown cards' too.
 */
export function CardHeartsScript() {
  useEffect(startCardHearts, []);
  return null;
}

/** Starts the cards' hearts from a component already on the page (the product page's own heart). */
export function startCardHearts(): void {
  void import("./card-hearts").then((hearts) => hearts.watchCardHearts());
}
