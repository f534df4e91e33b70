/**
 * What a perfume is, in the words shoppers choose by: how strong (concentration), for whom, its
 * scent family, and its notes as top, heart and base. Products saved before these existed, and
 * diffusers or deodorants that have none, simply leave them out.
 */
export const CONCENTRATIONS = ["Parfum", "Eau de Parfum", "Eau de Toilette", "Eau de Cologne", "Body Mist"] as const;
export type Concentration = (typeof CONCENTRATIONS)[number];

export const FOR_WHOM = ["Feminine", "Masculine", "Unisex"] as const;
export type ForWhom = (typeof FOR_WHOM)[number];

export const SCENT_FAMILIES = ["Woody", "Floral", "Amber", "Fresh", "Citrus", "Gourmand", "Aromatic", "Leather", "Fruity", "Green", "Musky", "Spicy"] as const;
export type ScentFamily = (typeof SCENT_FAMILIES)[number];

export const NOTE_LAYERS = ["top", "heart", "base"] as const;
export type NoteLayer = (typeof NOTE_LAYERS)[number];
export const NOTE_LAYER_LABELS: Readonly<Record<NoteLayer, string>> = { top: "Top notes", heart: "Heart notes", base: "Base notes" };

/** A perfume's notes, each layer in the order the owner listed them. */
export type ScentNotes = Readonly<Record<NoteLayer, readonly string[]>>;

export const MAX_NOTES_PER_LAYER = 8;
export const MAX_NOTE_LENGTH = 40;

/**
 * The notes every shop's list starts with; the owner adds to it by naming a new note on a product
 * (lib/catalog/scent-notes.ts keeps the shop's list).
 */
export const STARTER_NOTES = [
  "Aldehydes", "Amber", "Ambergris", "Bergamot", "Black pepper", "Cardamom", "Cashmere musk", "Cedar", "Cinnamon", "Clove",
  "Cocoa", "Coconut", "Coconut water", "Coffee", "Cotton flower", "Cypress", "Damask rose", "Dry woods", "Frankincense", "Gardenia",
  "Ginger", "Grapefruit", "Hibiscus", "Incense", "Indigo musk", "Iris", "Jasmine", "Labdanum", "Lavender", "Leather",
  "Lemon", "Lemongrass", "Lime", "Mandarin", "Mineral accord", "Mint", "Musk", "Neroli", "Orange blossom", "Oud",
  "Patchouli", "Pink pepper", "Rose", "Saffron", "Sandalwood", "Sea salt", "Silk musk", "Smoked amber", "Tobacco", "Tonka bean",
  "Tuberose", "Vanilla", "Vetiver", "White tea", "Ylang-ylang",
] as const;

/** One spelling per note: trimmed, inner spaces single, first letter capital ("pink  pepper" is "Pink pepper"). */
export function noteName(raw: string): string {
  const text = raw.trim().replace(/\s+/g, " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The key two spellings of one note share. */
export const noteKey = (name: string): string => noteName(name).toLowerCase();
