import { isOnSale, onSaleLabel } from "@/lib/catalog/drop-schedule";
import type { ProductView } from "@/lib/catalog/product-view";
import { StockNote } from "./stock-note";
import styles from "./product-card.module.css";

/**
 * What a card says beside its price: a drop before its time, when it goes on sale (in Lagos time,
 * rendered on the server: no script on the listing); any other product, its stock as ever.
 */
export function CardSaleState({ product, now = new Date() }: { product: Pick<ProductView, "onSaleAt" | "stock" | "stockState">; now?: Date }) {
  if (product.onSaleAt && !isOnSale(product.onSaleAt, now)) {
    return <span className={styles.stock} data-testid="card-on-sale">{onSaleLabel(new Date(product.onSaleAt), now)}</span>;
  }
  return <StockNote product={product} compact />;
}
