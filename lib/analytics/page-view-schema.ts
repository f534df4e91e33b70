import { z } from "zod";

/** The storefront pages whose views are counted; product pages are /product/<id>. */
export const COUNTED_PAGES = [
  "/",
  "/shop",
  "/cart",
  "/checkout",
  "/payment",
  "/payment-success",
  "/order-confirmation",
  "/order-tracking",
  "/products-and-services",
  "/contact-us",
  "/newsletter",
] as const;

const PRODUCT_PAGE = /^\/product\/[a-f0-9]{24}$/;

/** The product id of a product page's path, or null for any other page. */
export function productIdOfPath(path: string): string | null {
  return PRODUCT_PAGE.test(path) ? path.slice("/product/".length) : null;
}

/**
 * The storefront beacon's body: the path viewed, without query or fragment. Only the shop's own
 * pages are counted, so made-up paths cannot add a counter document each.
 */
export const pageViewSchema = z.object({
  path: z
    .string({ error: "Path is required" })
    .max(200, "Path is too long")
    .refine((path) => (COUNTED_PAGES as readonly string[]).includes(path) || PRODUCT_PAGE.test(path), "Only storefront pages are counted"),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;
