/**
 * Sizes: a product is sold in one or more sizes ("30 ml", "50 ml", "100 ml"), each with its own
 * price, stock and SKU. The product's own price and stock summarise its sizes (the lowest price a
 * shopper can pay, the units left in all sizes), so listings sort and filter without opening them.
 */

export interface SizeFigures {
  price: number;
  stock: number;
}

/** The product's price and stock as its sizes make them. */
export function sizeSummary(sizes: readonly SizeFigures[]): SizeFigures {
  return {
    price: Math.min(...sizes.map((size) => size.price)),
    stock: sizes.reduce((total, size) => total + size.stock, 0),
  };
}

/** The one size of a product sold as it always was, from its price and stock: unnamed, with a made SKU. */
export function onlySize<Id extends { toString(): string }>(id: Id, figures: SizeFigures): SizeFigures & { _id: Id; label: string; sku: string } {
  return { _id: id, label: "", price: figures.price, stock: figures.stock, sku: generatedSku(id) };
}

/**
 * The SKU a size gets when the owner gave none: from its own id, so two sizes never share one.
 * Ten hex digits of an ObjectId are its counter and the random part beside it.
 */
export function generatedSku(sizeId: { toString(): string }): string {
  return `SC-${sizeId.toString().slice(-10).toUpperCase()}`;
}

/** A line's name with its size, as every order screen and message shows it: "Midnight Oud, 50 ml". */
export function nameWithSize(name: string, sizeLabel?: string | null): string {
  return sizeLabel ? `${name}, ${sizeLabel}` : name;
}

/** What 10 ml costs in a size, to compare sizes: null where the volume is not set. */
export function pricePerTenMl(price: number, volumeMl: number | null | undefined): number | null {
  return volumeMl ? Math.round((price * 10 * 100) / volumeMl) / 100 : null;
}
