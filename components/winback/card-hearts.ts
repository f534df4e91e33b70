import { readSavedItems, SAVED_ITEMS_KEY, sameEntry, toggleSaved, type SavedEntry } from "./saved-storage";

const HEART = "[data-card-heart]";

function entryOf(heart: HTMLElement): SavedEntry | null {
  const { productId, sizeId } = heart.dataset;
  if (!productId) return null;
  return sizeId ? { productId, sizeId } : { productId };
}

/** Every card heart on the page, pressed when its product and size are saved in this browser. */
function showSavedHearts(): void {
  const saved = readSavedItems();
  for (const heart of document.querySelectorAll<HTMLElement>(HEART)) {
    const entry = entryOf(heart);
    heart.setAttribute("aria-pressed", String(entry !== null && saved.some((item) => sameEntry(item, entry))));
  }
}

// One listener on the document serves every card, the ones a carousel or a filter shows later too.
function onClick(event: MouseEvent): void {
  const heart = event.target instanceof Element ? event.target.closest<HTMLElement>(HEART) : null;
  const entry = heart && entryOf(heart);
  if (!heart || !entry) return;
  heart.setAttribute("aria-pressed", String(toggleSaved(entry)));
}

/** Whether a change to the page brought cards with hearts: home's View More, a filter's results. */
const addsHearts = (mutations: MutationRecord[]) =>
  mutations.some((mutation) => [...mutation.addedNodes].some((node) => node instanceof Element && (node.matches(HEART) || node.querySelector(HEART) !== null)));

let watching = false;

/** Starts the hearts' one click listener (once) and shows every heart on the page as it stands, and every heart shown later. */
export function watchCardHearts(): void {
  if (!watching) {
    watching = true;
    document.addEventListener("click", onClick);
    // Another tab saved or unsaved one.
    window.addEventListener("storage", (event) => {
      if (event.key === SAVED_ITEMS_KEY) showSavedHearts();
    });
    new MutationObserver((mutations) => {
      if (addsHearts(mutations)) showSavedHearts();
    }).observe(document.body, { childList: true, subtree: true });
  }
  showSavedHearts();
}
