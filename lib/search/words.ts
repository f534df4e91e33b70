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
  return a === b || oneTypoFrom(a, b, true);
}

/** How well a typed word matches a word of a product: whole, as its start, or with one typo. */
export type WordMatch = "exact" | "prefix" | "typo";

/** True when `typed` from `from` equals `word` from `at` for as long as `typed` goes (or exactly, when `whole`). */
function restMatches(typed: string, from: number, word: string, at: number, whole: boolean): boolean {
  if (whole ? typed.length - from !== word.length - at : typed.length - from > word.length - at) return false;
  for (let offset = 0; from + offset < typed.length; offset += 1) if (typed.charCodeAt(from + offset) !== word.charCodeAt(at + offset)) return false;
  return true;
}

/**
 * True when `typed` is one edit (a letter added, dropped, changed, or two neighbours swapped) from
 * `word` or from a start of it: "mdnight" and "mdnig" both from "midnight". No strings are made:
 * it runs over every word the shop has for each typed word.
 */
export function oneTypoFrom(typed: string, word: string, whole = false): boolean {
  let at = 0;
  while (at < typed.length && at < word.length && typed.charCodeAt(at) === word.charCodeAt(at)) at += 1;
  if (at === typed.length) return whole ? word.length - at <= 1 : true;
  if (at === word.length) return typed.length - at === 1;
  return (
    restMatches(typed, at + 1, word, at + 1, whole) ||
    restMatches(typed, at + 1, word, at, whole) ||
    restMatches(typed, at, word, at + 1, whole) ||
    (typed.charCodeAt(at) === word.charCodeAt(at + 1) && typed.charCodeAt(at + 1) === word.charCodeAt(at) && restMatches(typed, at + 2, word, at + 2, whole))
  );
}

/**
 * Whether `typed` matches `word` and how. A word of five letters or more may carry one typo,
 * whole ("mdnight") or while still being typed ("mdnig").
 */
export function matchWord(typed: string, word: string): WordMatch | null {
  if (word === typed) return "exact";
  if (word.startsWith(typed)) return "prefix";
  if (typed.length >= TYPO_MIN_LENGTH && oneTypoFrom(typed, word)) return "typo";
  return null;
}
