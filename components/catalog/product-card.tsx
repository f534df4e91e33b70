import Link from "next/link";
import type { ProductView } from "@/lib/catalog/product-view";
import { formatNaira } from "@/lib/money/naira";
import { ProductImage } from "./product-image";
import { StockNote } from "./stock-note";
import styles from "./product-card.module.css";

export type CardProduct = Pick<ProductView, "_id" | "brand" | "name" | "type" | "price" | "promoPrice" | "description" | "notes" | "stock" | "images" | "promo">;

/** Only what a card shows, so pages hand client components a lean payload. */
export function toCardProduct(product: ProductView): CardProduct {
  const { _id, brand, name, type, price, promoPrice, description, notes, stock, images, promo } = product;
  return { _id, brand, name, type, price, promoPrice, description, notes, stock, images: images.slice(0, 1), promo };
}

interface ProductCardProps {
  product: CardProduct;
  /** Load the image at once (the first cards on screen). */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
}

export function ProductCard({ product, priority = false, headingLevel: Heading = "h3" }: ProductCardProps) {
  const onPromo = product.promoPrice !== null && product.promoPrice < product.price;
  const discount = onPromo && product.promo ? Math.round(product.promo.discount) : null;
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product._id}>
      <div className={styles.media}>
        <ProductImage
          src={product.images[0]?.url}
          alt={`${product.brand} ${product.name}`}
          width={600}
          height={750}
          className={styles.image}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
        />
        <div className={styles.flags}>
          {discount ? <span className={styles.flag}>−{discount}%</span> : null}
          {product.stock === 0 ? <span className={`${styles.flag} ${styles.flagMuted}`}>Sold out</span> : null}
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <Heading className={styles.name}>{product.name}</Heading>
        <p className={styles.meta}>
          <span data-testid="product-type">{product.type}</span>
          {product.notes ? <span aria-hidden="true"> · </span> : null}
          {product.notes ? <span>{product.notes}</span> : null}
        </p>
        <p className={styles.description}>{product.description}</p>
        <div className={styles.footer}>
          <p className={styles.price} data-testid="product-price">
            {onPromo ? (
              <>
                <span className={styles.promo}>{formatNaira(product.promoPrice ?? product.price)}</span>{" "}
                <del className={styles.was}>
                  <span className="visually-hidden">was </span>
                  {formatNaira(product.price)}
                </del>
              </>
            ) : (
              formatNaira(product.price)
            )}
          </p>
          <StockNote stock={product.stock} compact />
        </div>
        <Link href={`/product/${product._id}`} className={styles.link} data-testid="product-link">
          View Details<span className="visually-hidden"> of {product.brand} {product.name}</span>
          <span aria-hidden="true" className={styles.arrow}>→</span>
        </Link>
      </div>
    </article>
  );
}
