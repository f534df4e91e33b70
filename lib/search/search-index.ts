import { oneTypoFrom, searchWords, TYPO_MIN_LENGTH, type WordMatch } from "./words";

/** What search reads of a product: its words by field, and its sizes' SKUs. */
export interface SearchableProduct {
  id: string;
  name: string;
  brand: string;
  /** The notes it smells of: free text or the notes of its pyramid. */
  notes: string;
  description: string;
  skus: readonly string[];
}

/** A product a search found, with what a suggestion shows of it. */
export interface SearchHit {
  id: string;
  name: string;
  brand: string;
}

// Where a word was found ranks first (name, then brand and notes, then description), how well second.
const FIELD_RANK = { name: 3, brand: 2, notes: 2, description: 1 } as const;
const MATCH_RANK: Record<WordMatch, number> = { exact: 3, prefix: 2, typo: 1 };
const RANK_SPAN = 4;
// A whole SKU typed names its product, above any word match.
const SKU_SCORE = 1_000_000;

type Field = keyof typeof FIELD_RANK;
const FIELDS = Object.keys(FIELD_RANK) as Field[];

/**
 * A compact in-process index of the catalogue: each word points at the products that have it,
 * with the best field it appears in. Products keep the catalogue's order (oldest first), which
 * breaks ties between equal scores, so a search answers the same on every database engine. A
 * product written after the index was read is put in place of its old words (a new one at the end,
 * being the newest), so one edit costs that product's words, not the catalogue's.
 */
export class SearchIndex {
  private readonly hits: (SearchHit | null)[] = [];
  private readonly positions = new Map<string, number>();
  // Per position, the words and SKUs it was filed under: what a later write takes back.
  private readonly filed: { words: string[]; skus: string[] }[] = [];
  // word → product position * RANK_SPAN + field rank, one entry per product.
  private readonly postings = new Map<string, Int32Array>();
  private readonly words: string[];
  private readonly skus = new Map<string, number>();

  constructor(products: readonly SearchableProduct[]) {
    const building = new Map<string, Map<number, number>>();
    for (const product of products) {
      const words = ranksOf(product);
      const position = this.file(product, words);
      for (const [word, rank] of words) {
        let found = building.get(word);
        if (!found) building.set(word, (found = new Map()));
        found.set(position, rank);
      }
    }
    for (const [word, found] of building) {
      this.postings.set(word, Int32Array.from(found, ([position, rank]) => position * RANK_SPAN + rank));
    }
    this.words = [...building.keys()].sort();
  }

  /** How many products it holds. */
  get size(): number {
    return this.positions.size;
  }

  /**
   * Takes in products written since the index was read: each as it is now, in its old place (a
   * new one after every other), and drops the removed ones.
   */
  update(written: readonly SearchableProduct[], removedIds: readonly string[]): void {
    for (const id of removedIds) {
      const position = this.positions.get(id);
      if (position === undefined) continue;
      this.unfile(position);
      this.positions.delete(id);
      this.hits[position] = null;
    }
    for (const product of written) {
      const known = this.positions.get(product.id);
      if (known !== undefined) this.unfile(known);
      const words = ranksOf(product);
      const position = this.file(product, words, known);
      for (const [word, rank] of words) {
        const found = this.postings.get(word);
        const entry = position * RANK_SPAN + rank;
        if (found) {
          const grown = new Int32Array(found.length + 1);
          grown.set(found);
          grown[found.length] = entry;
          this.postings.set(word, grown);
        } else {
          this.postings.set(word, Int32Array.of(entry));
          this.words.splice(this.firstAtOrAfter(word), 0, word);
        }
      }
    }
  }

  /** Puts a product at its position (by default the next), filed under its SKUs; its words' postings are the caller's. */
  private file(product: SearchableProduct, words: Map<string, number>, position = this.hits.length): number {
    const skus = product.skus.map((sku) => sku.toUpperCase());
    this.hits[position] = { id: product.id, name: product.name, brand: product.brand };
    this.positions.set(product.id, position);
    this.filed[position] = { words: [...words.keys()], skus };
    for (const sku of skus) this.skus.set(sku, position);
    return position;
  }

  /** Takes a product out of every word and SKU it was filed under. */
  private unfile(position: number): void {
    const filed = this.filed[position];
    if (!filed) return;
    for (const word of filed.words) {
      const found = this.postings.get(word);
      if (!found) continue;
      const kept = found.filter((entry) => Math.floor(entry / RANK_SPAN) !== position);
      if (kept.length > 0) {
        this.postings.set(word, kept);
        continue;
      }
      this.postings.delete(word);
      const at = this.firstAtOrAfter(word);
      if (this.words[at] === word) this.words.splice(at, 1);
    }
    for (const sku of filed.skus) if (this.skus.get(sku) === position) this.skus.delete(sku);
    this.filed[position] = { words: [], skus: [] };
  }

  /** Where `word` is, or would go, in the sorted words. */
  private firstAtOrAfter(word: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The products matching every word of the term, best first: each word as typed, as the start
   * of a product's word, or (five letters or more) with one typo. At most `limit` of them.
   */
  search(term: string, limit: number): SearchHit[] {
    const scores = new Map<number, number>();
    const sku = this.skus.get(term.trim().toUpperCase());
    if (sku !== undefined) scores.set(sku, SKU_SCORE);
    const typed = [...new Set(searchWords(term))];
    if (typed.length > 0) {
      let matched: Map<number, number> | null = null;
      for (const word of typed) {
        const wordScores = this.scoresOf(word, matched);
        matched = wordScores;
        if (wordScores.size === 0) break;
      }
      for (const [position, score] of matched ?? []) scores.set(position, Math.max(scores.get(position) ?? 0, score));
    }
    return [...scores]
      .sort(([positionA, scoreA], [positionB, scoreB]) => scoreB - scoreA || positionA - positionB)
      .slice(0, limit)
      .map(([position]) => this.hits[position]!);
  }

  /** Products matching one typed word, with their running score; only among `within` when given. */
  private scoresOf(typed: string, within: Map<number, number> | null): Map<number, number> {
    const best = new Map<number, number>();
    for (const [word, match] of this.matchingWords(typed)) {
      for (const entry of this.postings.get(word) ?? []) {
        const position = Math.floor(entry / RANK_SPAN);
        if (within && !within.has(position)) continue;
        const score = (entry % RANK_SPAN) * RANK_SPAN + MATCH_RANK[match];
        if (score > (best.get(position) ?? 0)) best.set(position, score);
      }
    }
    if (!within) return best;
    for (const [position, score] of best) best.set(position, score + within.get(position)!);
    return best;
  }

  /** The index's words a typed word matches: its prefix range in sorted order, then typos anywhere. */
  private matchingWords(typed: string): [string, WordMatch][] {
    const found: [string, WordMatch][] = [];
    const low = this.firstAtOrAfter(typed);
    for (let at = low; at < this.words.length && this.words[at]!.startsWith(typed); at += 1) {
      found.push([this.words[at]!, this.words[at] === typed ? "exact" : "prefix"]);
    }
    if (typed.length < TYPO_MIN_LENGTH) return found;
    const prefixEnd = low + found.length;
    for (let at = 0; at < this.words.length; at += 1) {
      if (at === low) at = prefixEnd;
      const word = this.words[at];
      if (word === undefined) break;
      if (oneTypoFrom(typed, word)) found.push([word, "typo"]);
    }
    return found;
  }
}

/** A product's words, each with the best field it appears in. */
function ranksOf(product: SearchableProduct): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const field of FIELDS) {
    for (const word of searchWords(product[field])) ranks.set(word, Math.max(ranks.get(word) ?? 0, FIELD_RANK[field]));
  }
  return ranks;
}
