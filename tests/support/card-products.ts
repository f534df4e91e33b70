import { toCardProduct } from "@/components/catalog/product-card";
import { toProductView } from "@/lib/catalog/product-view";

export type StoredProduct = Parameters<typeof toProductView>[0];

/** Midnight Oud as the database holds it: the product the cards' tests start from. */
export const MIDNIGHT_OUD: StoredProduct = {
  _id: "65f000000000000000000001",
  brand: "Maison Lagos",
  name: "Midnight Oud Eau de Parfum",
  type: "Perfume",
  price: 145000,
  description: "A deep, resinous oud.",
  notes: "Oud, saffron, smoked amber",
  stock: 14,
  images: [{ url: "/products/maison-lagos-midnight-oud.svg" }],
  promo: null,
};

/** A card of Midnight Oud with `changes`, built the way pages build their cards: from the product view. */
export const cardOf = (changes: Partial<StoredProduct> = {}) => toCardProduct(toProductView({ ...MIDNIGHT_OUD, ...changes }));
