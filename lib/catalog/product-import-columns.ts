import { handleOf, PRODUCT_CSV, type ProductCsvField } from "./product-csv";

/**
 * Reading a catalogue file's rows into one shape, whichever shop wrote it: Shopify's product CSV
 * (and ours, which is Shopify's plus the Scents columns) as it is, or WooCommerce's product CSV
 * through the mapping below. Each row becomes the cells of Shopify's layout: a product's rows share
 * a handle, its first row carries the product's fields.
 */

/** A row as Shopify's columns name its cells; a cell the file does not have is "". */
export type CatalogueRow = Record<ProductCsvField, string> & { images: string[] };

export type CatalogueFormat = "shopify" | "woocommerce";

/** WooCommerce's product CSV (its built-in exporter) to Shopify's columns. */
export const WOOCOMMERCE_COLUMNS = {
  vendor: "Brands",
  title: "Name",
  body: "Description",
  sku: "SKU",
  price: "Regular price",
  stock: "Stock",
  optionValue: "Attribute 1 value(s)",
  optionName: "Attribute 1 name",
  type: "Categories",
  tags: "Tags",
  published: "Published",
  imageSrc: "Images",
} as const satisfies Partial<Record<ProductCsvField, string>>;

const WOO_SHORT_DESCRIPTION = "Short description";
const WOO_KIND = "Type";
const WOO_ID = "ID";
const WOO_PARENT = "Parent";

export class UnknownColumns extends Error {}

export function catalogueFormat(header: readonly string[]): CatalogueFormat {
  const names = new Set(header.map((name) => name.trim()));
  if (names.has(PRODUCT_CSV.handle) && names.has(PRODUCT_CSV.title)) return "shopify";
  if (names.has(WOOCOMMERCE_COLUMNS.title) && names.has(WOOCOMMERCE_COLUMNS.price) && names.has(WOO_KIND)) return "woocommerce";
  throw new UnknownColumns(
    `The file's first row must name its columns: Shopify's product CSV (Handle, Title, …) or WooCommerce's (ID, Type, SKU, Name, Regular price, …)`,
  );
}

// The shop's CSV export makes a cell a spreadsheet would run as a formula into text with a leading quote.
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;
const cell = (record: Readonly<Record<string, string | undefined>>, name: string) => (record[name] ?? "").replace(FORMULA_GUARD, "").trim();

const emptyRow = (): CatalogueRow => ({ ...(Object.fromEntries(Object.keys(PRODUCT_CSV).map((field) => [field, ""])) as Record<ProductCsvField, string>), images: [] });

function shopifyRow(record: Readonly<Record<string, string | undefined>>): CatalogueRow {
  const row = emptyRow();
  for (const [field, column] of Object.entries(PRODUCT_CSV) as [ProductCsvField, string][]) row[field] = cell(record, column);
  row.images = row.imageSrc ? [row.imageSrc] : [];
  return row;
}

/**
 * WooCommerce rows in Shopify's layout. A product's handle is its SKU (else `woo-ID`); variations
 * name their product in Parent (`id:ID` or its SKU), so they join its rows as its sizes. A simple
 * product is one size. Images are one comma-separated cell. Only the handles of the variable
 * products read so far are remembered, by ID.
 */
function wooReader(): (record: Readonly<Record<string, string | undefined>>) => CatalogueRow {
  const handles = new Map<string, string>();
  return (record) => {
    const row = wooRow(record, (id) => handles.get(id) ?? `woo-${id}`);
    if (cell(record, WOO_KIND).toLowerCase() === "variable") handles.set(cell(record, WOO_ID), row.handle);
    return row;
  };
}

function wooRow(record: Readonly<Record<string, string | undefined>>, handleOfId: (id: string) => string): CatalogueRow {
  const row = emptyRow();
  for (const [field, column] of Object.entries(WOOCOMMERCE_COLUMNS) as [ProductCsvField, string][]) row[field] = cell(record, column);
  const kind = cell(record, WOO_KIND).toLowerCase();
  const ownHandle = row.sku ? handleOf(row.sku) : `woo-${cell(record, WOO_ID)}`;
  const parent = cell(record, WOO_PARENT);
  row.handle = kind === "variation" && parent ? (parent.startsWith("id:") ? handleOfId(parent.slice(3)) : handleOf(parent)) : ownHandle;
  row.body = row.body || cell(record, WOO_SHORT_DESCRIPTION);
  row.images = row.imageSrc
    .split(",")
    .map((src) => src.trim())
    .filter(Boolean);
  // WooCommerce publishes with 1, hides with 0 or -1.
  row.published = row.published === "1" ? "TRUE" : row.published ? "FALSE" : "";
  if (kind === "variable") {
    // The parent carries the product; its sizes are the variations.
    row.sku = "";
    row.price = "";
    row.stock = "";
    row.optionValue = "";
  } else if (kind === "variation") {
    row.title = "";
    row.body = "";
    row.vendor = "";
    row.type = "";
  }
  return row;
}

/** Reads one record of a file of this format into Shopify's layout. */
export function catalogueRowReader(format: CatalogueFormat): (record: Readonly<Record<string, string | undefined>>) => CatalogueRow {
  return format === "shopify" ? shopifyRow : wooReader();
}
