import type { ProductView } from "@/lib/catalog/product-view";

export type SizeRowField = "label" | "volumeMl" | "price" | "stock" | "sku";

/** One size as the form holds it: text as typed, the size's id and the stock shown when it exists. */
export interface SizeDraft extends Record<SizeRowField, string> {
  /** Keeps React's row identity through reorders and removals. */
  key: string;
  id?: string;
  stockWas?: string;
}

export type SizeRowErrors = Partial<Record<SizeRowField, string>>[];

let drafted = 0;
export const blankSize = (): SizeDraft => ({ key: `new-${++drafted}`, label: "", volumeMl: "", price: "", stock: "", sku: "" });

export function sizeDrafts(product: ProductView | null): SizeDraft[] {
  if (!product) return [blankSize()];
  return product.sizes.map((size) => ({
    key: size._id,
    id: size._id || undefined,
    label: size.label,
    volumeMl: size.volumeMl ? String(size.volumeMl) : "",
    price: String(size.price),
    stock: String(size.stock),
    stockWas: String(size.stock),
    sku: size.sku,
  }));
}

/** What the form sends: the rows without their React keys, as one JSON field. */
export const sizesField = (drafts: readonly SizeDraft[]) => JSON.stringify(drafts.map(({ key: _key, ...row }) => row));

export const sizeFieldId = (index: number, field: SizeRowField) => `product-size-${index}-${field}`;

/** Each row's first message, from a failed parse's issues or the server's dotted field keys ("sizes.1.sku"). */
export function sizeRowErrors(entries: readonly [readonly string[], string | undefined][], count: number): SizeRowErrors {
  const rows: SizeRowErrors = Array.from({ length: count }, () => ({}));
  for (const [path, message] of entries) {
    const [top, index, field] = path;
    const row = rows[Number(index)];
    if (top !== "sizes" || !row || !field || !message) continue;
    row[field as SizeRowField] ??= message;
  }
  return rows;
}

/** Moves a row one place up or down; the ends stay put. */
export function moveSize<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
