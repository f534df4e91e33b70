import type { ExportedProduct } from "./catalogue-product";

/**
 * The product CSV the shop exports and imports: Shopify's product columns, in Shopify's order, then
 * the columns for what Scents adds. One row per size; the product's own fields on its first row
 * only, further photos on rows of their own, as Shopify writes it, so a Shopify export imports as
 * it is and ours opens in Shopify.
 */
export const PRODUCT_CSV = {
  handle: "Handle",
  title: "Title",
  body: "Body (HTML)",
  vendor: "Vendor",
  type: "Type",
  tags: "Tags",
  published: "Published",
  optionName: "Option1 Name",
  optionValue: "Option1 Value",
  sku: "Variant SKU",
  stock: "Variant Inventory Qty",
  price: "Variant Price",
  imageSrc: "Image Src",
  imagePosition: "Image Position",
  imageAlt: "Image Alt Text",
  seoTitle: "SEO Title",
  seoDescription: "SEO Description",
  notes: "Scents Notes",
  volumeMl: "Scents Volume (ml)",
  concentration: "Scents Concentration",
  forWhom: "Scents For Whom",
  family: "Scents Family",
  topNotes: "Scents Top Notes",
  heartNotes: "Scents Heart Notes",
  baseNotes: "Scents Base Notes",
} as const;

export type ProductCsvField = keyof typeof PRODUCT_CSV;
export type ProductCsvColumn = (typeof PRODUCT_CSV)[ProductCsvField];

export const PRODUCT_CSV_HEADER: readonly ProductCsvColumn[] = Object.values(PRODUCT_CSV);

/** Shopify's name for the option of a product sold in one unnamed size, and for its value. */
export const ONE_SIZE_OPTION = { name: "Title", value: "Default Title" } as const;
export const SIZE_OPTION = "Size";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const HTML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** A plain-text description as Shopify's HTML body: escaped, its lines kept as line breaks. */
export function descriptionHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character).replace(/\r?\n/g, "<br>");
}

/** An HTML body as the plain text the shop keeps: tags dropped, breaks and paragraphs as lines. */
export function descriptionText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6])>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#?\w+);/g, (whole, name: string) => HTML_ENTITIES[name.toLowerCase()] ?? (/^#\d+$/.test(name) ? String.fromCodePoint(Number(name.slice(1))) : whole))
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A handle as Shopify makes one from a title: lower case letters, digits and single hyphens. */
export function handleOf(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 200) || "product"
  );
}

type Row = Record<ProductCsvColumn, string>;

const emptyRow = (handle: string): Row => ({ ...(Object.fromEntries(PRODUCT_CSV_HEADER.map((column) => [column, ""])) as Row), [PRODUCT_CSV.handle]: handle });

/** A layer of notes in one cell, as the product form takes them: "Oud, Saffron". */
const noteList = (notes: readonly string[] | null | undefined) => (notes ?? []).join(", ");

/** Whole naira print without decimals; kobo with two, as a spreadsheet reads a number. */
const nairaText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

/**
 * One product's rows, each in the header's order: a row per size, the first carrying the product's
 * own fields and first photo; photos beyond the sizes on rows with only the handle and the photo.
 * `absolute` turns a stored photo URL into one another shop can fetch.
 */
export function productCsvRows(product: ExportedProduct, handle: string, absolute: (url: string) => string): string[][] {
  const oneUnnamed = product.sizes.length === 1 && !product.sizes[0]?.label;
  const count = Math.max(product.sizes.length, product.images.length, 1);
  const rows: Row[] = [];
  for (let index = 0; index < count; index++) {
    const row = emptyRow(handle);
    if (index === 0) {
      Object.assign(row, {
        [PRODUCT_CSV.title]: product.name,
        [PRODUCT_CSV.body]: descriptionHtml(product.description),
        [PRODUCT_CSV.vendor]: product.brand,
        [PRODUCT_CSV.type]: product.type,
        [PRODUCT_CSV.published]: product.published === false ? "FALSE" : "TRUE",
        [PRODUCT_CSV.optionName]: oneUnnamed ? ONE_SIZE_OPTION.name : SIZE_OPTION,
        [PRODUCT_CSV.tags]: (product.tags ?? []).join(", "),
        [PRODUCT_CSV.seoTitle]: product.seoTitle ?? "",
        [PRODUCT_CSV.seoDescription]: product.seoDescription ?? "",
        [PRODUCT_CSV.notes]: product.notes ?? "",
        [PRODUCT_CSV.concentration]: product.concentration ?? "",
        [PRODUCT_CSV.forWhom]: product.forWhom ?? "",
        [PRODUCT_CSV.family]: product.family ?? "",
        [PRODUCT_CSV.topNotes]: noteList(product.scentNotes?.top),
        [PRODUCT_CSV.heartNotes]: noteList(product.scentNotes?.heart),
        [PRODUCT_CSV.baseNotes]: noteList(product.scentNotes?.base),
      });
    }
    const size = product.sizes[index];
    if (size) {
      Object.assign(row, {
        [PRODUCT_CSV.optionValue]: oneUnnamed ? ONE_SIZE_OPTION.value : (size.label ?? ""),
        [PRODUCT_CSV.sku]: size.sku,
        [PRODUCT_CSV.stock]: String(size.stock),
        [PRODUCT_CSV.price]: nairaText(size.price),
        [PRODUCT_CSV.volumeMl]: size.volumeMl ? String(size.volumeMl) : "",
      });
    }
    const image = product.images[index];
    if (image) {
      Object.assign(row, {
        [PRODUCT_CSV.imageSrc]: absolute(image.url),
        [PRODUCT_CSV.imagePosition]: String(index + 1),
        [PRODUCT_CSV.imageAlt]: index === 0 ? `${product.brand} ${product.name}` : "",
      });
    }
    rows.push(row);
  }
  return rows.map((row) => PRODUCT_CSV_HEADER.map((column) => row[column]));
}
