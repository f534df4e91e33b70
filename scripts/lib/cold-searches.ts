/**
 * Searches nobody made before that find products, as shoppers type them: one or two words of one
 * product of the shop (its name, brand or notes), each whole, as its start while still being
 * typed, or with one typo. A stream of made-up words would find nothing, and a search that finds
 * nothing costs the server far less than one that ranks, filters and shows thousands.
 */
import { searchWords, TYPO_MIN_LENGTH } from "../../lib/search/words";
import { seededRandom } from "./seeded-random";

/** What a search reads of a product, as the catalogue API shows it. */
export interface SearchedProduct {
  name: string;
  brand: string;
  notes?: string;
  scentNotes?: { top?: readonly string[]; heart?: readonly string[]; base?: readonly string[] } | null;
}

/** Shoppers type at least this much before a search is worth sending (the search box's own floor). */
const SHORTEST_PREFIX = 3;
/** How often a search is of two words rather than one. */
const TWO_WORDS = 0.6;
/** Draws before giving up on finding a search not made yet: the catalogue's words are exhausted. */
const MOST_DRAWS = 10_000;


const wordsOf = (product: SearchedProduct) => {
  const layers = product.scentNotes;
  const pyramid = [...(layers?.top ?? []), ...(layers?.heart ?? []), ...(layers?.base ?? [])];
  return [...new Set(searchWords([product.name, product.brand, product.notes ?? "", ...pyramid].join(" ")))];
};

/** The word as a shopper may type it: whole, its start, or (from five letters) one letter dropped, doubled, changed or swapped. */
function typed(word: string, random: () => number): string {
  const roll = random();
  if (word.length < SHORTEST_PREFIX || roll < 0.35) return word;
  if (roll < 0.7 || word.length < TYPO_MIN_LENGTH) {
    if (word.length === SHORTEST_PREFIX) return word;
    return word.slice(0, SHORTEST_PREFIX + Math.floor(random() * (word.length - SHORTEST_PREFIX)));
  }
  // Never the first letter: a typo there moves the word out of its prefix range, which shoppers rarely do.
  const at = 1 + Math.floor(random() * (word.length - 1));
  const kind = Math.floor(random() * 4);
  // A word typed shorter than five letters is matched as typed: a letter dropped needs six to stay a typo.
  if (kind === 0 && word.length > TYPO_MIN_LENGTH) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at - 1] + word.slice(at);
  if (kind !== 3) {
    const letter = "abcdefghijklmnopqrstuvwxyz"[Math.floor(random() * 26)]!;
    return word.slice(0, at) + letter + word.slice(at + 1);
  }
  return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at);
}

/**
 * A stream of distinct searches drawn from `products`, starting from `seed`: each call returns one
 * not returned before, and the product it was drawn from (which the search finds).
 */
export function coldSearches(products: readonly SearchedProduct[], seed: number): () => { term: string; from: SearchedProduct } {
  const sources = products.map((product) => ({ product, words: wordsOf(product) })).filter((source) => source.words.length > 0);
  if (sources.length === 0) throw new Error("No product has a word to search for");
  const random = seededRandom(seed);
  const made = new Set<string>();
  return () => {
    for (let draw = 0; draw < MOST_DRAWS; draw += 1) {
      const { product, words } = sources[Math.floor(random() * sources.length)]!;
      const first = Math.floor(random() * words.length);
      const chosen = [words[first]!];
      if (words.length > 1 && random() < TWO_WORDS) chosen.push(words[(first + 1 + Math.floor(random() * (words.length - 1))) % words.length]!);
      const term = chosen.map((word) => typed(word, random)).join(" ");
      if (made.has(term)) continue;
      made.add(term);
      return { term, from: product };
    }
    throw new Error(`No search left to make after ${made.size} from ${sources.length} products`);
  };
}
