"use client";

import { useEffect, useReducer, useSyncExternalStore } from "react";
import { buttonClass } from "@/components/ui/button";
import { startCardHearts } from "./card-hearts-script";
import { isSaved, toggleSaved, type SavedEntry } from "./saved-storage";

const subscribeNothing = () => () => {};

/**
 * The heart: saves this product and size for later in this browser; the account page joins the list to
 * the account. A toggle: its name stays the words it shows (WCAG 2.5.3), aria-pressed and the filled
 * heart say it is saved. It also starts the related cards' hearts below it: loaded in its own chunk,
 * it spares the product page's first load the cards' script.
 */
export function SaveHeart({ item, name }: { item: SavedEntry; name: string }) {
  const [, reread] = useReducer((count: number) => count + 1, 0);
  // Storage is read after hydration: the server and the hydrating render show the heart empty.
  const saved = useSyncExternalStore(subscribeNothing, () => isSaved(item), () => false);
  useEffect(startCardHearts, []);
  return (
    <button
      type="button"
      className={buttonClass("ghost", { small: true })}
      aria-pressed={saved}
      aria-label={`Save for later: ${name}`}
      onClick={() => {
        toggleSaved(item);
        reread();
      }}
      data-testid="save-heart"
    >
      <span aria-hidden="true">{saved ? "♥" : "♡"}</span> Save for later
    </button>
  );
}
