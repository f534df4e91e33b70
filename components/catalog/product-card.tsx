import Link from "next/link";
import type { ProductView } from "@/lib/catalog/product-view";
import { responsiveImage } from "@/lib/images/photo-variants";
import { RatingLine } from "@/components/reviews/rating-line";
import { CardHeart } from "@/components/winback/card-heart";
import { CardSaleState } from "./card-sale-state";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import styles from "./product-card.module.css";

/** A card's width in an auto-filled grid (columns of at least 240px in a 1200px page, as on home): one, two, three or four across. */
const CARD_IMAGE_SIZES = "(max-width: 551px) calc(100vw - 48px), (max-width: 839px) calc(50vw - 36px), (max-width: 1103px) calc(33vw - 32px), 270px";

/**
 * A card's width in the compact grid (product-card.module.css): two across up to 860px, three up to
 * 1024px, then four in the 1200px page, less the page's 48px of padding, the grid's `insetPx` of its
 * own and the gaps (16px on a phone, 24px above). On a phone a card is half the screen: the 320px
 * photo fills it, where the auto-filled grid's single column needs the 640px one. Above 860px a grid
 * beside the filters (/shop, a collection) also gives up `besideFiltersPx` to their column.
 */
export function compactCardImageSizes(insetPx: number, besideFiltersPx = 0): string {
  const column = (columns: number, gap: number, inset: number) => `calc(${+(100 / columns).toFixed(1)}vw - ${+((48 + inset + gap * (columns - 1)) / columns).toFixed(1)}px)`;
  const wideInset = insetPx + besideFiltersPx;
  return `(max-width: 860px) ${column(2, 16, insetPx)}, (max-width: 1024px) ${column(3, 24, wideInset)}, (max-width: 1200px) ${column(4, 24, wideInset)}, ${+((1200 - 48 - wideInset - 72) / 4).toFixed(1)}px`;
}

export type CardProduct = Pick<
  ProductView,
  "_id" | "brand" | "name" | "type" | "price" | "promoPrice" | "onPromo" | "discountPercent" | "description" | "notes" | "stock" | "stockState" | "images" | "pricesVary" | "rating" | "onSaleAt" | "sizes"
>;

/** Only what a card shows, so pages hand client components a lean payload. */
export function toCardProduct(product: ProductView): CardProduct {
  const { _id, brand, name, type, price, promoPrice, onPromo, discountPercent, description, notes, stock, stockState, images, pricesVary, rating, onSaleAt, sizes } = product;
  return { _id, brand, name, type, price, promoPrice, onPromo, discountPercent, description, notes, stock, stockState, images: images.slice(0, 1), pricesVary, rating, onSaleAt, sizes: sizes.slice(0, 1) };
}

interface ProductCardProps {
  product: CardProduct;
  /** Load the image at once (the first cards on screen). */
  priority?: boolean;
  /** The card's width where it is listed, when its grid is not the auto-filled one. */
  imageSizes?: string;
  headingLevel?: "h2" | "h3";
}

export function ProductCard({ product, priority = false, imageSizes = CARD_IMAGE_SIZES, headingLevel: Heading = "h3" }: ProductCardProps) {
  const photo = product.images[0];
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product._id}>
      <div className={styles.media}>
        <ProductImage
          image={photo && responsiveImage(photo.url)}
          placeholder={photo?.placeholder}
          alt={`${product.brand} ${product.name}`}
          sizes={imageSizes}
          width={600}
          height={750}
          className={styles.image}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
        />
        <div className={styles.flags}>
          {product.discountPercent ? <span className={styles.flag}>−{product.discountPercent}%</span> : null}
          {product.stockState === "out" ? <span className={`${styles.flag} ${styles.flagMuted}`}>Sold out</span> : null}
        </div>
        <CardHeart product={product} />
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <Heading className={styles.name}>{product.name}</Heading>
        <p className={styles.meta}>
          <span data-testid="product-type">{product.type}</span>
          {product.notes ? <span aria-hidden="true"> · </span> : null}
          {product.notes ? <span>{product.notes}</span> : null}
        </p>
        {product.rating ? <RatingLine rating={product.rating} /> : null}
        <p className={styles.description}>{product.description}</p>
        <div className={styles.footer}>
          <ProductPrice product={product} from={product.pricesVary} className={styles.price} wasClassName={styles.was} />
          <CardSaleState product={product} />
        </div>
        <Link href={`/product/${product._id}`} className={styles.link} data-testid="product-link">
          View Details<span className="visually-hidden"> of {product.brand} {product.name}</span>
          <span aria-hidden="true" className={styles.arrow}>→</span>
        </Link>
      </div>
    </article>
  );
}
