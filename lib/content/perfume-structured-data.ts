import type { ProductView } from "@/lib/catalog/product-view";
import { NOTE_LAYER_LABELS, NOTE_LAYERS, type ForWhom } from "@/lib/vocabulary/perfume";

const SUGGESTED_GENDER: Readonly<Record<ForWhom, string>> = { Feminine: "female", Masculine: "male", Unisex: "unisex" };

const property = (name: string, value: string) => ({ "@type": "PropertyValue", name, value });

/**
 * What a perfume is, where schema.org has a place for it: for whom as the audience's suggested
 * gender, the rest as the product's additional properties. Empty for a product with none of it.
 */
export function perfumeJsonLd(product: Pick<ProductView, "concentration" | "forWhom" | "family" | "scentNotes">): Record<string, unknown> {
  const properties = [
    product.concentration ? property("Concentration", product.concentration) : null,
    product.family ? property("Scent family", product.family) : null,
    ...NOTE_LAYERS.map((layer) => (product.scentNotes?.[layer].length ? property(NOTE_LAYER_LABELS[layer], product.scentNotes[layer].join(", ")) : null)),
  ].filter((entry) => entry !== null);
  return {
    ...(properties.length > 0 ? { additionalProperty: properties } : {}),
    ...(product.forWhom ? { audience: { "@type": "PeopleAudience", suggestedGender: SUGGESTED_GENDER[product.forWhom] } } : {}),
  };
}
