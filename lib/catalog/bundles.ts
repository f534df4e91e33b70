import { SEED_CATALOGUE } from "./seed-catalogue";

/**
 * Bundles are fixed with the catalogue (spec: bundle1, 'Luxury Set', two named products), so each
 * bundle's size is the number of seed products that carry its id. Pricing gives the discount only
 * when that many products with the id still exist and all are in the cart.
 */
export const BUNDLE_SIZES: ReadonlyMap<string, number> = SEED_CATALOGUE.reduce((sizes, product) => {
  if (product.bundleId) sizes.set(product.bundleId, (sizes.get(product.bundleId) ?? 0) + 1);
  return sizes;
}, new Map<string, number>());
