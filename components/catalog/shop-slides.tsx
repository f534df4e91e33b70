import { ProductCard, type CardProduct } from "./product-card";
import { ProductCarousel } from "./product-carousel";
import { SHOP_STEP, type ShopQuery } from "./shop-query";

/**
 * A card's width in a slide (shop.module.css): two columns up to 860px, three up to 1024px, then
 * four in the 1200px page, less the page's and the slide's padding and the gaps. On a phone a card
 * is half the screen: read as the home grid's full width, it fetched a photo four times the pixels.
 */
const SHOP_CARD_IMAGE_SIZES = "(max-width: 860px) calc(50vw - 38px), (max-width: 1024px) calc(33.3vw - 36px), (max-width: 1200px) calc(25vw - 33px), 267px";

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
  return <ProductCarousel slides={slides} shown={products.length} total={total} query={query} />;
}
