import type { ProductView, SizeView } from "@/lib/catalog/product-view";
import { PLACEHOLDER_IMAGE } from "@/lib/cart/cart-item";
import { absoluteUrl, productPath } from "@/lib/content/product-structured-data";
import { shareImageUrl } from "@/lib/images/photo-variants";
import { PRODUCT_TYPE, type ProductType } from "@/lib/vocabulary/products";

/** Google's and Meta's title limit (Google shows fewer, but refuses only past 150). */
const MAX_TITLE = 150;
/** Google's description limit (Meta's is larger). */
const MAX_DESCRIPTION = 5000;

/** Google's product taxonomy, which Meta also reads, for each kind of product the shop sells. */
const GOOGLE_CATEGORY: Record<ProductType, string> = {
  [PRODUCT_TYPE.perfume]: "Health & Beauty > Personal Care > Cosmetics > Perfume & Cologne",
  [PRODUCT_TYPE.diffuser]: "Home & Garden > Decor > Home Fragrances",
  [PRODUCT_TYPE.deodorant]: "Health & Beauty > Personal Care > Deodorant & Anti-Perspirant",
};

/**
 * One size of one product as the shopping feeds list it: each size is an item of its own, the
 * product is the group, so a shopper who clicks the 100 ml lands on the 100 ml at its own price.
 */
export interface FeedItem {
  id: string;
  itemGroupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  /** "12345.00 NGN", the list price. */
  price: string;
  /** The promo price while the product's promo runs, else null. */
  salePrice: string | null;
  brand: string;
  /** Empty for a product sold in one unnamed size. */
  size: string;
  productType: ProductType;
  googleCategory: string;
}

export function feedPrice(naira: number): string {
  return `${naira.toFixed(2)} NGN`;
}

function clip(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > limit ? `${flat.slice(0, limit - 1).trimEnd()}…` : flat;
}

function itemOf(product: ProductView, size: SizeView, images: string[]): FeedItem {
  const sizeLink = product.sizes.length > 1 ? `${productPath(product._id)}?size=${encodeURIComponent(size._id)}` : productPath(product._id);
  const [imageLink = absoluteUrl(PLACEHOLDER_IMAGE), ...additionalImageLinks] = images;
  return {
    // A SKU names one size in the whole shop; a product from before sizes has none yet, and is sold as itself.
    id: size.sku || product._id,
    itemGroupId: product._id,
    title: clip([product.brand, product.name, size.label].filter(Boolean).join(" "), MAX_TITLE),
    description: clip(product.description, MAX_DESCRIPTION),
    link: absoluteUrl(sizeLink),
    imageLink,
    additionalImageLinks,
    inStock: size.stock > 0,
    price: feedPrice(size.price),
    salePrice: size.promoPrice !== null && size.promoPrice < size.price ? feedPrice(size.promoPrice) : null,
    brand: product.brand,
    size: size.label,
    productType: product.type,
    googleCategory: GOOGLE_CATEGORY[product.type],
  };
}

/** A product's items in the feeds: one per size, in the owner's order. */
export function feedItems(product: ProductView): FeedItem[] {
  // Google takes up to ten extra photos; the first is the item's own.
  const images = product.images.slice(0, 11).map((image) => absoluteUrl(shareImageUrl(image.url)));
  return product.sizes.map((size) => itemOf(product, size, images));
}
