import { ProductCard } from "@/components/catalog/product-card";
import type { ProductView } from "@/lib/catalog/product-view";
import type { ShowcaseCard } from "./home-cards";

/** The home's cards, rendered on the server for the first page and for every page loaded after it. */
export function showcaseCards(products: ProductView[]): ShowcaseCard[] {
  return products.map((product) => ({ id: product._id, type: product.type, card: <ProductCard product={product} /> }));
}
