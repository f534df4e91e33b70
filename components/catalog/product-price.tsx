import type { ReactNode } from "react";
import type { ProductView } from "@/lib/catalog/product-view";
import { formatNaira } from "@/lib/money/naira";
import styles from "./product-price.module.css";

interface ProductPriceProps {
  product: Pick<ProductView, "price" | "promoPrice" | "onPromo">;
  className: string | undefined;
  /** The struck-out list price's class: its size follows the surrounding price. */
  wasClassName: string | undefined;
  /** Shown after the prices while on promo, e.g. the saving. */
  children?: ReactNode;
  /** The price is the cheapest of several sizes. */
  from?: boolean;
}

/** Today's price; on promo, the promo price first and the list price struck out. */
export function ProductPrice({ product, className, wasClassName, children, from = false }: ProductPriceProps) {
  return (
    <p className={className} data-testid="product-price">
      {from ? <span className={styles.from}>From </span> : null}
      {product.onPromo ? (
        <>
          <span className={styles.promo}>{formatNaira(product.promoPrice ?? product.price)}</span>{" "}
          <del className={wasClassName}>
            <span className="visually-hidden">was </span>
            {formatNaira(product.price)}
          </del>
          {children ? <> {children}</> : null}
        </>
      ) : (
        formatNaira(product.price)
      )}
    </p>
  );
}
