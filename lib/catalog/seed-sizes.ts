/**
 * The sizes a seeded product is sold in, from its smallest size's price: larger bottles cost more,
 * but less for each millilitre, as perfume houses price them.
 */

/** A size as the seed names it: its volume (none for a stick sold by weight) and the units on the shelf. */
export interface SeedSizeSpec {
  volumeMl?: number;
  stock: number;
}

/** A seeded size as the product stores it. */
export interface SeedSize {
  label: string;
  volumeMl?: number;
  price: number;
  stock: number;
  sku: string;
}

/** Seeded prices are whole ₦500s. */
const PRICE_STEP = 500;
/** A bottle twice the volume costs 2^0.75 ≈ 1.68 times as much: 30 → 50 → 100 ml is ×1.47 and ×2.47. */
const VOLUME_EXPONENT = 0.75;

/** What a larger bottle of the same scent costs, given the smallest bottle's volume and price. */
export function largerSizePrice(smallestPrice: number, smallestMl: number, volumeMl: number): number {
  return Math.round((smallestPrice * (volumeMl / smallestMl) ** VOLUME_EXPONENT) / PRICE_STEP) * PRICE_STEP;
}

/**
 * The stored sizes of a seeded product, smallest first. The first keeps `price` (so the product's
 * price, the cheapest, is what it always was); one size alone is unnamed, as the shop sells a
 * product with one size. SKUs are `SC-<stem>-<volume>` (`SC-<stem>` without a volume): readable,
 * stable from run to run, and never of the `SC-` + ten hex digits form a made SKU takes.
 */
export function seedSizes(stem: string, price: number, sizes: readonly SeedSizeSpec[]): SeedSize[] {
  const smallestMl = sizes[0]?.volumeMl;
  return sizes.map((size, index) => ({
    label: sizes.length > 1 && size.volumeMl ? `${size.volumeMl} ml` : "",
    ...(size.volumeMl ? { volumeMl: size.volumeMl } : {}),
    price: index > 0 && smallestMl && size.volumeMl ? largerSizePrice(price, smallestMl, size.volumeMl) : price,
    stock: size.stock,
    sku: size.volumeMl ? `SC-${stem}-${size.volumeMl}` : `SC-${stem}`,
  }));
}
