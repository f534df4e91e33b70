import styles from "./product-card.module.css";

/** Low stock is worth telling; plenty of stock is not. */
export const LOW_STOCK = 5;

export function StockNote({ stock, compact = false }: { stock: number; compact?: boolean }) {
  if (stock === 0) return <span className={`${styles.stock} ${styles.stockOut}`} data-testid="stock-state">Out of stock</span>;
  if (stock <= LOW_STOCK) return <span className={`${styles.stock} ${styles.stockLow}`} data-testid="stock-state">Only {stock} left</span>;
  if (compact) return null;
  return <span className={`${styles.stock} ${styles.stockIn}`} data-testid="stock-state">In stock</span>;
}
