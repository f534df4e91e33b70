/** The shop's three kinds of product, in the order menus and filters list them. */
export const PRODUCT_TYPE = { perfume: "Perfume", diffuser: "Diffuser", deodorant: "Deodorant" } as const;
export const PRODUCT_TYPES = [PRODUCT_TYPE.perfume, PRODUCT_TYPE.diffuser, PRODUCT_TYPE.deodorant] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** What a product is when nobody said otherwise (a new product, an unreadable stored cart line). */
export const DEFAULT_PRODUCT_TYPE: ProductType = PRODUCT_TYPE.perfume;

export function isProductType(value: unknown): value is ProductType {
  return typeof value === "string" && (PRODUCT_TYPES as readonly string[]).includes(value);
}
