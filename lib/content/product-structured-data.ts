import type { ProductView } from "@/lib/catalog/product-view";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { shareImageUrl } from "@/lib/images/photo-variants";
import { siteUrl } from "./site-url";

/** An absolute URL for a path or URL, as search engines need in structured data and Open Graph. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl()}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function productPath(id: string): string {
  return `/product/${id}`;
}

/** schema.org Product with an Offer in naira, for rich results. */
export function productJsonLd(product: ProductView): Record<string, unknown> {
  const price = product.promoPrice ?? product.price;
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url: absoluteUrl(productPath(product._id)),
    priceCurrency: "NGN",
    price: price.toFixed(2),
    availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: "Scents" },
  };
  if (product.promoPrice !== null && product.promo?.endDate) offer.priceValidUntil = shopDay(new Date(product.promo.endDate));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": absoluteUrl(productPath(product._id)),
    sku: product._id,
    name: product.name,
    brand: { "@type": "Brand", name: product.brand },
    category: product.type,
    description: product.description,
    image: (product.images.length > 0 ? product.images.map((image) => shareImageUrl(image.url)) : ["/products/placeholder.svg"]).map(absoluteUrl),
    offers: offer,
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: absoluteUrl(item.path) })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so text can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
