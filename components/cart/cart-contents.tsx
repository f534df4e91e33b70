"use client";

import Link from "next/link";
import { ProductImage } from "@/components/catalog/product-image";
import { responsiveImage } from "@/lib/images/photo-variants";
import { buttonClass } from "@/components/ui/button";
import { cartLineKey, type CartItem } from "@/lib/cart/cart-item";
import { nameWithSize } from "@/lib/vocabulary/product-sizes";
import { cartDisplayTotal, priceChangedSinceAdded } from "@/lib/cart/cart-rules";
import { isAtStockLimit, maxStockMessage } from "@/lib/cart/stock-limit";
import { formatNaira } from "@/lib/money/naira";
import { useCart } from "./cart-provider";
import { LineControls } from "./line-controls";
import { useFreshStock } from "./use-fresh-stock";
import { CartEmpty } from "./cart-empty";
import { CartLoading } from "./cart-loading";
import styles from "./cart.module.css";

/** The product's page, open at the line's size. */
const productLink = (item: CartItem) => `/product/${item._id}${item.sizeId ? `?size=${item.sizeId}` : ""}`;

function CartLine({ item }: { item: CartItem }) {
  const soldOut = item.stock === 0;
  return (
    <li className={styles.line} data-testid="cart-item" data-product-id={item._id}>
      <Link href={productLink(item)} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        <ProductImage image={responsiveImage(item.image)} alt="" width={120} height={150} sizes="120px" className={styles.thumbImage} />
      </Link>
      <div className={styles.info}>
        <p className="eyebrow">{item.brand}</p>
        <h2 className={styles.name}>
          <Link href={productLink(item)}>{nameWithSize(item.name, item.sizeLabel)}</Link>
        </h2>
        <p className={styles.meta}>{item.type}</p>
        <p className={styles.meta} data-testid="cart-item-price">
          {formatNaira(item.price)} × {item.quantity}
        </p>
        {priceChangedSinceAdded(item) ? (
          <p className={styles.warning} role="status" data-testid="cart-item-price-changed">
            The price {item.price > item.addedPrice ? "went up" : "came down"} from {formatNaira(item.addedPrice)} since you added it.
          </p>
        ) : null}
        <LineControls item={item} max={Math.max(item.stock, 1)} disabled={soldOut} testId="cart-item" className={styles.controls} />
        <div role="status" aria-live="polite">
          {soldOut ? (
            <p className={styles.danger} data-testid="cart-item-sold-out">
              Out of stock. Remove it to check out.
            </p>
          ) : isAtStockLimit(item) ? (
            <p className={styles.warning} data-testid="cart-item-stock-limit">
              {maxStockMessage(item.stock)}
            </p>
          ) : null}
        </div>
      </div>
      <p className={styles.lineTotal} data-testid="cart-item-total">
        {formatNaira(item.price * item.quantity)}
      </p>
    </li>
  );
}

export function CartContents() {
  const { items, ready, count } = useCart();
  const { fresh } = useFreshStock();

  if (!ready) return <CartLoading />;
  if (items.length === 0) return <CartEmpty />;

  const soldOut = items.some((item) => item.stock === 0);
  return (
    <div className={styles.layout}>
      <ul className={styles.lines} aria-label="Items in your cart" data-testid="cart-items">
        {items.map((item) => (
          <CartLine key={cartLineKey(item)} item={item} />
        ))}
      </ul>
      <aside className={styles.summary} aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className={styles.summaryTitle}>
          Summary
        </h2>
        <dl className={styles.totals}>
          <div>
            <dt>Items</dt>
            <dd data-testid="cart-summary-count">{count}</dd>
          </div>
          <div className={styles.total}>
            <dt>Total</dt>
            <dd data-testid="cart-total">{formatNaira(cartDisplayTotal(items))}</dd>
          </div>
        </dl>
        <p className={styles.note}>Tax, bundle savings and delivery are worked out at checkout.</p>
        {soldOut ? (
          <p className={styles.danger}>Some items are out of stock.</p>
        ) : (
          <Link href="/checkout" className={buttonClass("primary", { block: true })} data-testid="proceed-to-checkout">
            Proceed to Checkout
          </Link>
        )}
        <p className={styles.note} aria-live="polite" data-testid="cart-stock-state" data-fresh={fresh}>
          {fresh ? "Stock checked just now." : "Checking stock…"}
        </p>
      </aside>
    </div>
  );
}
