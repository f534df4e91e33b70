import type { ProductView, SizeView } from "@/lib/catalog/product-view";
import { shopDay } from "@/lib/calendar/shop-calendar";
import { PLACEHOLDER_IMAGE } from "@/lib/cart/cart-item";
import { shareImageUrl } from "@/lib/images/photo-variants";
import { siteUrl } from "./site-url";
import { perfumeJsonLd } from "./perfume-structured-data";

/** An absolute URL for a path or URL, as search engines need in structured data and Open Graph. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl()}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function productPath(id: string): string {
  return `/product/${id}`;
}

const availability = (stock: number) => (stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock");

/** One size's Offer in naira at today's price. */
function offerOf(product: ProductView, size: SizeView): Record<string, unknown> {
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url: absoluteUrl(productPath(product._id)),
    priceCurrency: "NGN",
    price: (size.promoPrice ?? size.price).toFixed(2),
    availability: availability(size.stock),
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: "Scents" },
  };
  if (size.sku) offer.sku = size.sku;
  if (size.label) offer.name = size.label;
  if (size.promoPrice !== null && product.promo?.endDate) offer.priceValidUntil = shopDay(new Date(product.promo.endDate));
  return offer;
}

/** The product's offers: one Offer for one size; for several, an AggregateOffer over one Offer per size. */
function offersOf(product: ProductView): Record<string, unknown> {
  const offers = product.sizes.map((size) => offerOf(product, size));
  if (offers.length === 1) return offers[0] as Record<string, unknown>;
  const prices = product.sizes.map((size) => size.promoPrice ?? size.price);
  return {
    "@type": "AggregateOffer",
    priceCurrency: "NGN",
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: offers.length,
    availability: availability(product.stock),
    offers,
  };
}

/** A published review as structured data needs it (lib/reviews' PublicReview fits). */
export interface StructuredReview {
  rating: number;
  title: string;
  text: string;
  author: string;
  publishedAt: string;
}

/**
 * The rating search engines show with the result: only while a review is published, with the
 * latest reviews themselves. Their words go in as data; serializeJsonLd keeps them inside the script.
 */
function ratingOf(product: ProductView, reviews: readonly StructuredReview[]): Record<string, unknown> {
  if (!product.rating) return {};
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 },
    review: reviews.map((review) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      author: { "@type": "Person", name: review.author },
      name: review.title,
      reviewBody: review.text,
      datePublished: shopDay(new Date(review.publishedAt)),
    })),
  };
}

/** schema.org Product with its offers in naira, and its rating and latest reviews once it has some, for rich results. */
export function productJsonLd(product: ProductView, reviews: readonly StructuredReview[] = []): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": absoluteUrl(productPath(product._id)),
    sku: product._id,
    name: product.name,
    brand: { "@type": "Brand", name: product.brand },
    category: product.type,
    description: product.description,
    image: (product.images.length > 0 ? product.images.map((image) => image.url) : [PLACEHOLDER_IMAGE]).map((url) => absoluteUrl(shareImageUrl(url))),
    offers: offersOf(product),
    ...perfumeJsonLd(product),
    ...ratingOf(product, reviews),
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
