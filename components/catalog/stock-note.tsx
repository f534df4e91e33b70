import type { ProductView } from "@/lib/catalog/product-view";
import styles from "./product-card.module.css";

/** Low stock is worth telling; plenty of stock is not, where space is short. */
export function StockNote({ product, compact = false }: { product: Pick<ProductView, "stock" | "stockState">; compact?: boolean }) {
  if (product.stockState === "out") return <span className={`${styles.stock} ${styles.stockOut}`} data-testid="stock-state">Out of stock</span>;
  if (product.stockState === "low") return <span className={`${styles.stock} ${styles.stockLow}`} data-testid="stock-state">Only {product.stock} left</span>;
  if (compact) return null;
  return <span className={`${styles.stock} ${styles.stockIn}`} data-testid="stock-state">In stock</span>;
}
