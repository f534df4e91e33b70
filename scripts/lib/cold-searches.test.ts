import { SEED_CATALOGUE } from "../../lib/catalog/seed-catalogue";
import { SEED_SCENTS } from "../../lib/catalog/seed-scents";
import { SearchIndex } from "../../lib/search/search-index";
import { coldSearches, type SearchedProduct } from "./cold-searches";

const products: SearchedProduct[] = SEED_CATALOGUE.map((item) => ({ name: item.name, brand: item.brand, notes: item.notes, scentNotes: SEED_SCENTS[item.slug]?.scentNotes }));
const index = new SearchIndex(products.map((product, at) => ({ id: String(at), name: product.name, brand: product.brand, notes: [product.notes, ...Object.values(product.scentNotes ?? {}).flat()].join(" "), description: "", skus: [] })));

describe("searches nobody made before", () => {
  it("finds, every one of them, the product it was drawn from", () => {
    const next = coldSearches(products, 7);
    for (let count = 0; count < 2_000; count += 1) {
      const { term, from } = next();
      expect({ term, found: index.search(term, products.length).some((hit) => hit.name === from.name) }).toEqual({ term, found: true });
    }
  });

  it("never makes one twice, and types words whole, begun and with a typo", () => {
    const next = coldSearches(products, 11);
    const terms = Array.from({ length: 3_000 }, () => next().term);
    expect(new Set(terms).size).toBe(terms.length);
    const words = new Set(products.flatMap((product) => `${product.name} ${product.brand} ${product.notes}`.toLowerCase().split(/[^a-z0-9]+/)));
    const typedWords = terms.flatMap((term) => term.split(" "));
    expect(typedWords.some((word) => words.has(word))).toBe(true);
    expect(typedWords.some((word) => !words.has(word) && [...words].some((whole) => whole.startsWith(word)))).toBe(true);
    expect(typedWords.some((word) => ![...words].some((whole) => whole.startsWith(word)))).toBe(true);
    expect(terms.some((term) => term.includes(" "))).toBe(true);
  });

  it("differs from one seed to another", () => {
    const first = coldSearches(products, 1);
    const second = coldSearches(products, 2);
    const a = Array.from({ length: 50 }, () => first().term);
    const b = Array.from({ length: 50 }, () => second().term);
    expect(a).not.toEqual(b);
  });
});
