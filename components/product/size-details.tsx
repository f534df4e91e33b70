import { ProductPrice } from "@/components/catalog/product-price";
import { StockNote } from "@/components/catalog/stock-note";
import { stockState, type SizeView } from "@/lib/catalog/product-view";
import { formatNaira } from "@/lib/money/naira";
import { pricePerTenMl } from "@/lib/vocabulary/product-sizes";
import styles from "./buy.module.css";

/** What a size's radio button says: its label, price, price per 10 ml and whether it is sold out. */
export function SizeOptionText({ size }: { size: SizeView }) {
  const perTen = pricePerTenMl(size.promoPrice ?? size.price, size.volumeMl);
  return (
    <>
      <span className={styles.sizeLabel}>{size.label}</span>
      <span className={styles.sizePrice}>{formatNaira(size.promoPrice ?? size.price)}</span>
      {perTen === null ? null : <span className={styles.sizePerTen}>{formatNaira(perTen)} / 10 ml</span>}
      {size.stock === 0 ? <span className={styles.sizePerTen}>Out of stock</span> : null}
    </>
  );
}

/** The chosen size's price (its promo price first) and stock note. */
export function SizePriceAndStock({ size, discountPercent }: { size: SizeView; discountPercent: number | null }) {
  const onPromo = size.promoPrice !== null && size.promoPrice < size.price;
  return (
    <>
      <ProductPrice product={{ price: size.price, promoPrice: size.promoPrice, onPromo }} className={styles.price} wasClassName={styles.was}>
        <span className={styles.saving}>Save {discountPercent}%</span>
      </ProductPrice>
      <p className={styles.stockLine}>
        <StockNote product={{ stock: size.stock, stockState: stockState(size.stock) }} />
      </p>
    </>
  );
}
