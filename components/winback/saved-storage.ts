// A guest's saved items live in this browser under `saved_items` until they sign in: the sign-in
// sends them with the credentials and clears them here. What a heart saves while signed in waits
// here for the account page, which joins it (POST /api/account/saved).
// Nothing here is trusted: the server checks each id and prices each item itself.

export const SAVED_ITEMS_KEY = "saved_items";
const MOST = 100;

export interface SavedEntry {
  productId: string;
  sizeId?: string;
}

const ID = /^[a-f0-9]{24}$/;
export const sameEntry = (a: SavedEntry, b: SavedEntry) => a.productId === b.productId && (a.sizeId ?? "") === (b.sizeId ?? "");

/** The stored list as it is (storage is user-editable): well-formed entries only. */
export function parseSavedItems(raw: string | null): SavedEntry[] {
  try {
    const data: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(data)) return [];
    return data
      .filter((entry): entry is SavedEntry => typeof entry?.productId === "string" && ID.test(entry.productId) && (entry.sizeId === undefined || (typeof entry.sizeId === "string" && ID.test(entry.sizeId))))
      .map(({ productId, sizeId }) => (sizeId ? { productId, sizeId } : { productId }))
      .slice(0, MOST);
  } catch {
    return [];
  }
}

export function readSavedItems(): SavedEntry[] {
  try {
    return parseSavedItems(window.localStorage.getItem(SAVED_ITEMS_KEY));
  } catch {
    return [];
  }
}

function writeSavedItems(entries: SavedEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(SAVED_ITEMS_KEY);
    else window.localStorage.setItem(SAVED_ITEMS_KEY, JSON.stringify(entries.slice(0, MOST)));
  } catch {
    // Private browsing or a full quota: the heart just won't be remembered.
  }
}

export function isSaved(entry: SavedEntry): boolean {
  return readSavedItems().some((saved) => sameEntry(saved, entry));
}

/** Saves or unsaves one item; answers whether it is saved now. */
export function toggleSaved(entry: SavedEntry): boolean {
  const current = readSavedItems();
  const saved = current.some((item) => sameEntry(item, entry));
  writeSavedItems(saved ? current.filter((item) => !sameEntry(item, entry)) : [entry, ...current]);
  return !saved;
}

export function clearSavedItems(): void {
  writeSavedItems([]);
}
