import type { SizeRow } from "./product-admin-schema";
import { generatedSku } from "@/lib/vocabulary/product-sizes";

export interface StoredSize<Id> {
  _id: Id;
  label?: string | null;
  volumeMl?: number | null;
  price: number;
  stock: number;
  sku: string;
}

/**
 * The sizes a product has after the owner's edit, and the sizes the edit removes. A row naming a
 * size the product has keeps its id (its holds stay with it) and its SKU unless a new one is given;
 * its stock moves by what the owner changed from what the form showed, so units sold while the
 * form was open stay sold. A row naming a size that is gone meanwhile is a new size.
 */
export function editedSizes<Id extends { toString(): string }>(rows: readonly SizeRow[], stored: readonly StoredSize<Id>[], newId: () => Id) {
  const kept = new Set<string>();
  const sizes = rows.map((row) => {
    const current = row.id ? stored.find((size) => size._id.toString() === row.id && !kept.has(row.id)) : undefined;
    if (current) kept.add(current._id.toString());
    const id = current?._id ?? newId();
    const stock = current && row.stockWas !== undefined ? Math.max(0, current.stock + row.stock - row.stockWas) : row.stock;
    return { _id: id, label: row.label, volumeMl: row.volumeMl ?? null, price: row.price, stock, sku: row.sku ?? current?.sku ?? generatedSku(id) };
  });
  return { sizes, removed: stored.filter((size) => !kept.has(size._id.toString())) };
}
