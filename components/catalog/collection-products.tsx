import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { CardHeartsScript } from "@/components/winback/card-hearts-script";
import type { ProductView } from "@/lib/catalog/product-view";
import { FILTER_COLUMN_PX } from "./filter-column";
import { compactCardImageSizes, ProductCard, toCardProduct } from "./product-card";
import cardStyles from "./product-card.module.css";
import styles from "./shop.module.css";

interface Props {
  products: ProductView[];
  total: number;
  /** The page showing the next step's products too, or null when all are shown. */
  moreHref: string | null;
}

const IMAGE_SIZES = compactCardImageSizes(0, FILTER_COLUMN_PX);

/** A collection's products so far, how many of how many, and a link (no script) to show more. */
export function CollectionProducts({ products, total, moreHref }: Props) {
  return (
    <div className={styles.carouselWrap}>
      <div className={cardStyles.compactGrid} data-testid="collection-products">
        {products.map((product) => (
          <ProductCard key={product._id} product={toCardProduct(product)} imageSizes={IMAGE_SIZES} />
        ))}
      </div>
      <CardHeartsScript />
      <div className={styles.loadMore}>
        <p className={styles.resultCount} data-testid="collection-count">
          Showing {products.length} of {total} {total === 1 ? "product" : "products"}
        </p>
        {moreHref ? (
          <Link href={moreHref} scroll={false} className={buttonClass("secondary")}>
            Show more
          </Link>
        ) : null}
      </div>
    </div>
  );
}
