import { csvRow } from "@/lib/vocabulary/csv";
import type { FeedItem } from "./feed-items";

/** Meta's catalogue columns: its required ones, then what groups sizes and prices a promo. */
export const META_COLUMNS = ["id", "title", "description", "availability", "condition", "price", "sale_price", "link", "image_link", "additional_image_link", "brand", "item_group_id", "size", "google_product_category", "product_type"] as const;

function row(item: FeedItem): string[] {
  return [
    item.id,
    item.title,
    item.description,
    item.inStock ? "in stock" : "out of stock",
    "new",
    item.price,
    item.salePrice ?? "",
    item.link,
    item.imageLink,
    // Meta reads several extra photos from one cell, separated by commas.
    item.additionalImageLinks.join(","),
    item.brand,
    item.itemGroupId,
    item.size,
    item.googleCategory,
    item.productType,
  ];
}

/** A Meta commerce catalogue (Instagram and Facebook shops) as a CSV data feed. */
export function metaFeedCsv(items: FeedItem[]): string {
  return csvRow([...META_COLUMNS]) + items.map((item) => csvRow(row(item))).join("");
}
