import type { ProductView } from "@/lib/catalog/product-view";
import { buttonClass } from "@/components/ui/button";
import styles from "./card-heart.module.css";

/** What the heart needs of a card's product: its first size is the one the product page opens on. */
export type HeartProduct = Pick<ProductView, "_id" | "brand" | "name"> & { sizes?: Pick<ProductView["sizes"][number], "_id" | "label">[] };

/**
 * A card's heart: saves the product in the size its page opens on, in the same store as the
 * product page's heart (saved-storage.ts). Rendered on the server as a plain toggle button; one
 * script, loaded after the page (card-hearts.ts), works every card's heart, so a page of cards adds
 * no script per card: a listing mounts CardHeartsScript once, and the product page's own heart
 * starts it for the related cards, so the product page's first load carries none of it. Its name
 * starts with the word it shows (WCAG 2.5.3); aria-pressed and the filled heart say it is saved.
 */
export function CardHeart({ product }: { product: HeartProduct }) {
  const size = product.sizes?.[0];
  return (
    <button
      type="button"
      className={buttonClass("ghost", { small: true, className: styles.heart })}
      aria-pressed="false"
      data-card-heart=""
      data-product-id={product._id}
      data-size-id={size?._id || undefined}
      data-testid="card-heart"
    >
      <span aria-hidden="true" className={styles.glyph} />
      Save
      <span className="visually-hidden">
        {" "}
        {product.brand} {product.name}
        {size?.label ? `, ${size.label}` : ""}
      </span>
    </button>
  );
}
