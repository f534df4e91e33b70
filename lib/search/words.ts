/**
 * The words of a text as search compares them: lower case, accents dropped ("Rosé" is "rose"),
 * split at anything that is not a letter or a digit.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words shorter than this are matched as typed: one letter off in "oud" is another word. */
export const TYPO_MIN_LENGTH = 5;

/** True when b is a, or a with one letter added, dropped, changed, or two neighbours swapped. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const restA = endA - start;
  const restB = endB - start;
  if (restA <= 1 && restB <= 1) return true;
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** How well a typed word matches a word of a product: whole, as its start, or with one typo. */
export type WordMatch = "exact" | "prefix" | "typo";

/**
 * Whether `typed` matches `word` and how. A word of five letters or more may carry one typo,
 * whole ("mdnight") or while still being typed ("mdnig").
 */
export function matchWord(typed: string, word: string): WordMatch | null {
  if (word === typed) return "exact";
  if (word.startsWith(typed)) return "prefix";
  if (typed.length < TYPO_MIN_LENGTH) return null;
  if (withinOneEdit(typed, word)) return "typo";
  for (const length of [typed.length - 1, typed.length, typed.length + 1]) {
    if (length < word.length && withinOneEdit(typed, word.slice(0, length))) return "typo";
  }
  return null;
}
