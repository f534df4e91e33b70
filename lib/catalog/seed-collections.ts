import type { CollectionInput } from "./collection-schema";

/** The collections a new shop starts with, each by rule so it follows the catalogue. */
/** Their photos are the shop's own artwork in public/, so they carry a path rather than an upload. */
export const SEED_COLLECTIONS: readonly (Omit<CollectionInput, "products"> & { image: string })[] = [
  { slug: "for-him", title: "For him", description: "Masculine perfumes: woods, leather, spice and fresh colognes for every day and every evening.", image: "/products/calabar-noir-pepper-leather.svg", imageAlt: "A bottle of Calabar Noir Pepper & Leather", kind: "rule", rule: { type: "Perfume", forWhom: "Masculine" } },
  { slug: "for-her", title: "For her", description: "Feminine perfumes: hibiscus, rose, jasmine and soft musks from houses across Nigeria.", image: "/products/kano-rose-indigo-rose.svg", imageAlt: "A bottle of Kano Rose Indigo Rose", kind: "rule", rule: { type: "Perfume", forWhom: "Feminine" } },
  { slug: "oud", title: "Oud", description: "Every perfume with oud in its heart or base: resinous, deep and made to last.", image: "/products/maison-lagos-midnight-oud.svg", imageAlt: "A bottle of Maison Lagos Midnight Oud", kind: "rule", rule: { type: "Perfume", note: "Oud" } },
  { slug: "gifts-under-50000", title: "Gifts under ₦50,000", description: "Perfumes, diffusers and deodorants under ₦50,000: easy gifts that still feel special.", image: "/products/abuja-atelier-citrine-36.svg", imageAlt: "A bottle of Abuja Atelier Citrine 36", kind: "rule", rule: { maxPrice: 50_000 } },
];
