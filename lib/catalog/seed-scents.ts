import type { Concentration, ForWhom, ScentFamily, ScentNotes } from "@/lib/vocabulary/perfume";

export interface SeedScent {
  concentration: Concentration;
  forWhom: ForWhom;
  family: ScentFamily;
  scentNotes: ScentNotes;
}

/** What each perfume of the seed catalogue is, by its slug (seed-catalogue.ts); every note is a starter note. */
export const SEED_SCENTS: Readonly<Record<string, SeedScent>> = {
  "maison-lagos-midnight-oud": {
    concentration: "Eau de Parfum",
    forWhom: "Masculine",
    family: "Woody",
    scentNotes: { top: ["Saffron", "Cardamom"], heart: ["Oud", "Rose"], base: ["Smoked amber", "Patchouli"] },
  },
  "harmattan-amber-veil": {
    concentration: "Parfum",
    forWhom: "Unisex",
    family: "Amber",
    scentNotes: { top: ["Cinnamon"], heart: ["Amber", "Labdanum"], base: ["Vanilla", "Dry woods"] },
  },
  "ife-parfums-hibiscus-dawn": {
    concentration: "Eau de Parfum",
    forWhom: "Feminine",
    family: "Floral",
    scentNotes: { top: ["Pink pepper", "Mandarin"], heart: ["Hibiscus", "Jasmine"], base: ["Musk"] },
  },
  "calabar-noir-pepper-leather": {
    concentration: "Eau de Parfum",
    forWhom: "Masculine",
    family: "Leather",
    scentNotes: { top: ["Black pepper", "Bergamot"], heart: ["Leather"], base: ["Vetiver", "Cedar"] },
  },
  "kano-rose-indigo-rose": {
    concentration: "Eau de Parfum",
    forWhom: "Feminine",
    family: "Floral",
    scentNotes: { top: ["Pink pepper"], heart: ["Damask rose", "Iris"], base: ["Indigo musk"] },
  },
  "abuja-atelier-citrine-36": {
    concentration: "Eau de Toilette",
    forWhom: "Unisex",
    family: "Citrus",
    scentNotes: { top: ["Bergamot", "Lemon"], heart: ["Lemongrass"], base: ["White tea", "Musk"] },
  },
  "zaria-oud-royal-sandal": {
    concentration: "Parfum",
    forWhom: "Unisex",
    family: "Woody",
    scentNotes: { top: ["Saffron"], heart: ["Rose"], base: ["Sandalwood", "Oud"] },
  },
  "ife-parfums-palm-wine": {
    concentration: "Eau de Cologne",
    forWhom: "Masculine",
    family: "Fresh",
    scentNotes: { top: ["Lime", "Coconut water"], heart: ["Mint"], base: ["Vetiver"] },
  },
  "harmattan-white-cotton": {
    concentration: "Eau de Parfum",
    forWhom: "Feminine",
    family: "Musky",
    scentNotes: { top: ["Aldehydes"], heart: ["Cotton flower", "Orange blossom"], base: ["Cashmere musk"] },
  },
  "calabar-noir-cocoa-tonka": {
    concentration: "Eau de Parfum",
    forWhom: "Unisex",
    family: "Gourmand",
    scentNotes: { top: ["Cardamom"], heart: ["Cocoa", "Tobacco"], base: ["Tonka bean", "Vanilla"] },
  },
  "kano-rose-saffron-silk": {
    concentration: "Eau de Parfum",
    forWhom: "Feminine",
    family: "Floral",
    scentNotes: { top: ["Saffron"], heart: ["Jasmine", "Tuberose"], base: ["Silk musk", "Amber"] },
  },
  "abuja-atelier-aso-rock": {
    concentration: "Eau de Toilette",
    forWhom: "Masculine",
    family: "Aromatic",
    scentNotes: { top: ["Mineral accord", "Grapefruit"], heart: ["Cypress", "Lavender"], base: ["Cedar"] },
  },
};
