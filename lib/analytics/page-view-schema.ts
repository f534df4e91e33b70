import { z } from "zod";
import { isObjectId } from "@/lib/vocabulary/identifiers";

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

const PRODUCT_PAGE = "/product/";

/** The product id of a product page's path, or null for any other page. */
export function productIdOfPath(path: string): string | null {
  const id = path.startsWith(PRODUCT_PAGE) ? path.slice(PRODUCT_PAGE.length) : null;
  return isObjectId(id) ? id : null;
}

/**
 * The storefront beacon's body: the path viewed, without query or fragment. Only the shop's own
 * pages are counted, so made-up paths cannot add a counter document each.
 */
export const pageViewSchema = z.object({
  path: z
    .string({ error: "Path is required" })
    .max(200, "Path is too long")
    .refine((path) => (COUNTED_PAGES as readonly string[]).includes(path) || productIdOfPath(path) !== null, "Only storefront pages are counted"),
});
export type PageViewInput = z.infer<typeof pageViewSchema>;
