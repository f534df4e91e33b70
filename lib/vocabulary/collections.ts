/** A collection is hand-picked (the owner's products in the owner's order) or made by a rule the catalogue is matched against. */
export const COLLECTION_KINDS = ["picked", "rule"] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** Most products one hand-picked collection lists. */
export const MAX_PICKED_PRODUCTS = 100;

/** A collection's page: /collections/<slug>. */
export const collectionPath = (slug: string) => `/collections/${slug}`;
