import type { Concentration, ForWhom, ScentFamily, ScentNotes } from "../../lib/vocabulary/perfume";

/** How often each family appears in a Nigerian perfume house's shelf: woods, florals and ambers lead. */
const FAMILIES: readonly (readonly [ScentFamily, number])[] = [
  ["Woody", 20], ["Floral", 20], ["Amber", 12], ["Fresh", 9], ["Citrus", 8], ["Gourmand", 8],
  ["Aromatic", 8], ["Leather", 5], ["Fruity", 4], ["Spicy", 3], ["Musky", 2], ["Green", 1],
];
const FOR_WHOM: readonly (readonly [ForWhom, number])[] = [["Feminine", 40], ["Masculine", 35], ["Unisex", 25]];
/** The concentration the product's name says, and one drawn for names that say none. */
const CONCENTRATION_OF_FORM: Readonly<Record<string, Concentration>> = { "Eau de Parfum": "Eau de Parfum", Extrait: "Parfum", "Eau de Toilette": "Eau de Toilette" };

/** Each family's notes, top, heart and base, all starter notes; a perfume takes one to three of each layer. */
const PALETTES: Readonly<Record<ScentFamily, Record<keyof ScentNotes, readonly string[]>>> = {
  Woody: { top: ["Saffron", "Cardamom", "Bergamot", "Black pepper"], heart: ["Oud", "Cedar", "Cypress", "Rose"], base: ["Sandalwood", "Vetiver", "Patchouli", "Dry woods"] },
  Floral: { top: ["Pink pepper", "Mandarin", "Bergamot", "Neroli"], heart: ["Rose", "Jasmine", "Tuberose", "Hibiscus", "Gardenia", "Iris", "Ylang-ylang"], base: ["Musk", "Sandalwood", "Vanilla"] },
  Amber: { top: ["Cinnamon", "Saffron", "Clove"], heart: ["Amber", "Labdanum", "Incense", "Frankincense"], base: ["Vanilla", "Tonka bean", "Smoked amber", "Ambergris"] },
  Fresh: { top: ["Sea salt", "Mint", "Lime", "Coconut water"], heart: ["White tea", "Lavender", "Cotton flower"], base: ["Musk", "Cedar", "Ambergris"] },
  Citrus: { top: ["Bergamot", "Lemon", "Grapefruit", "Mandarin", "Lime"], heart: ["Neroli", "Lemongrass", "Ginger"], base: ["White tea", "Musk", "Vetiver"] },
  Gourmand: { top: ["Cardamom", "Cinnamon", "Coffee"], heart: ["Cocoa", "Coconut", "Tobacco"], base: ["Vanilla", "Tonka bean", "Amber"] },
  Aromatic: { top: ["Grapefruit", "Mineral accord", "Mint"], heart: ["Lavender", "Cypress", "Ginger"], base: ["Cedar", "Vetiver", "Patchouli"] },
  Leather: { top: ["Black pepper", "Saffron"], heart: ["Leather", "Tobacco", "Iris"], base: ["Vetiver", "Oud", "Amber"] },
  Fruity: { top: ["Mandarin", "Pink pepper", "Coconut water"], heart: ["Hibiscus", "Rose", "Jasmine"], base: ["Musk", "Vanilla"] },
  Spicy: { top: ["Black pepper", "Clove", "Cinnamon", "Ginger"], heart: ["Saffron", "Rose", "Incense"], base: ["Oud", "Amber", "Patchouli"] },
  Musky: { top: ["Aldehydes", "Bergamot"], heart: ["Cotton flower", "Iris", "Orange blossom"], base: ["Cashmere musk", "Silk musk", "Indigo musk"] },
  Green: { top: ["Lemongrass", "Lime", "Mint"], heart: ["Gardenia", "White tea", "Neroli"], base: ["Vetiver", "Cedar"] },
};

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  let roll = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** One to three distinct notes of a layer, in the palette's order. */
function some(random: () => number, notes: readonly string[]): string[] {
  const count = 1 + Math.floor(random() * Math.min(3, notes.length));
  return notes.filter(() => random() < 0.5).concat(notes).filter((note, index, all) => all.indexOf(note) === index).slice(0, count);
}

/** What a perfume of the large shop is, drawn from `random`, its own sequence so the rest of the shop stays as it was. */
export function largeScent(random: () => number, form: string): { concentration: Concentration; forWhom: ForWhom; family: ScentFamily; scentNotes: ScentNotes } {
  const family = weighted(random, FAMILIES);
  const palette = PALETTES[family];
  return {
    concentration: CONCENTRATION_OF_FORM[form] ?? weighted<Concentration>(random, [["Eau de Parfum", 60], ["Eau de Toilette", 30], ["Body Mist", 10]]),
    forWhom: weighted(random, FOR_WHOM),
    family,
    scentNotes: { top: some(random, palette.top), heart: some(random, palette.heart), base: some(random, palette.base) },
  };
}
