import { FILTER_COLUMN_PX } from "./filter-column";
import { compactCardImageSizes, ProductCard, type CardProduct } from "./product-card";
import { CardHeartsScript } from "@/components/winback/card-hearts-script";
import { ProductCarousel } from "./product-carousel";
import { SHOP_STEP, type ShopQuery } from "./shop-query";

/** A slide is the compact grid inside 6px of padding on each side (shop.module.css), kept for the cards' focus rings, beside the filters. */
const SHOP_CARD_IMAGE_SIZES = compactCardImageSizes(12, FILTER_COLUMN_PX);

interface ShopSlidesProps {
  products: CardProduct[];
  total: number;
  query: ShopQuery;
}

/** The shop's results: slides of 8 cards, rendered here on the server, in the carousel. */
export function ShopSlides({ products, total, query }: ShopSlidesProps) {
  const slides = [];
  for (let start = 0; start < products.length; start += SHOP_STEP) {
    slides.push(
      products.slice(start, start + SHOP_STEP).map((product, position) => <ProductCard key={product._id} product={product} priority={start === 0 && position < 4} imageSizes={SHOP_CARD_IMAGE_SIZES} />),
    );
  }
  return (
    <>
      <ProductCarousel slides={slides} shown={products.length} total={total} query={query} />
      <CardHeartsScript />
    </>
  );
}
