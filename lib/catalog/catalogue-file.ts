import "server-only";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { unzipSync } from "fflate";
import { invalidFields } from "@/lib/vocabulary/domain-error";
import { PRODUCT_CSV, type ProductCsvField } from "./product-csv";
import { catalogueFormat, catalogueRowReader, UnknownColumns, WOOCOMMERCE_COLUMNS, type CatalogueFormat } from "./product-import-columns";
import type { FileRow } from "./product-import-check";

/**
 * The files an owner uploads to import a catalogue: the CSV, read a record at a time, and the zip
 * of photos, opened one photo at a time.
 */

export const CATALOGUE_FILE_MESSAGES = {
  csv: "Choose the catalogue's CSV file",
  unreadable: (detail: string) => `The CSV file could not be read: ${detail}`,
  zip: "The photos must be one .zip file",
  empty: "The CSV file has no products",
} as const;

/** What identifies an upload: the same CSV and zip give the same fingerprint, so a confirm imports what was checked. */
export async function uploadFingerprint(csv: File, photos: File | undefined): Promise<string> {
  const hash = createHash("sha256");
  hash.update(new Uint8Array(await csv.arrayBuffer()));
  if (photos) hash.update("\u0000zip\u0000").update(new Uint8Array(await photos.arrayBuffer()));
  return hash.digest("hex");
}

export interface CatalogueFile {
  format: CatalogueFormat;
  /** The fields the file has a column for: a column it lacks leaves a product's value as it is. */
  present: ReadonlySet<ProductCsvField>;
  columnOf: (field: ProductCsvField) => string;
  rows: AsyncIterable<FileRow>;
}

/** Opens the CSV: its header decides the format; the rows are then parsed as they are read. */
export async function openCatalogueFile(csv: File): Promise<CatalogueFile> {
  const parser = Readable.fromWeb(csv.stream() as import("node:stream/web").ReadableStream).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: false }),
  );
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  const first = await readRecord(records);
  if (!first) throw invalidFields("catalogue-empty", { file: [CATALOGUE_FILE_MESSAGES.empty] });
  const header = first.map((name) => name.trim());
  let format: CatalogueFormat;
  try {
    format = catalogueFormat(header);
  } catch (error) {
    if (error instanceof UnknownColumns) throw invalidFields("catalogue-columns", { file: [error.message] });
    throw error;
  }
  const names: Partial<Record<ProductCsvField, string>> = format === "shopify" ? PRODUCT_CSV : WOOCOMMERCE_COLUMNS;
  const columnOf = (field: ProductCsvField) => names[field] ?? PRODUCT_CSV[field];
  const present = new Set((Object.keys(PRODUCT_CSV) as ProductCsvField[]).filter((field) => names[field] && header.includes(names[field])));
  const read = catalogueRowReader(format);
  async function* rows(): AsyncGenerator<FileRow> {
    // Row 1 is the header, as a spreadsheet numbers it.
    for (let row = 2; ; row++) {
      const record = await readRecord(records);
      if (!record) return;
      yield { row, cells: read(Object.fromEntries(header.map((name, index) => [name, record[index]]))) };
    }
  }
  return { format, present, columnOf, rows: rows() };
}

async function readRecord(records: AsyncIterator<string[]>): Promise<string[] | null> {
  try {
    const next = await records.next();
    return next.done ? null : next.value;
  } catch (error) {
    if (error instanceof CsvError) throw invalidFields("catalogue-unreadable", { file: [CATALOGUE_FILE_MESSAGES.unreadable(error.message)] });
    throw error;
  }
}

/** A photo's name as a file or URL gives it: the last part of its path, without a query, in lower case. */
export function photoName(src: string): string {
  const path = src.split(/[?#]/)[0] ?? "";
  const last = path.split(/[\\/]/).pop() ?? "";
  try {
    return decodeURIComponent(last).toLowerCase();
  } catch {
    return last.toLowerCase();
  }
}

/**
 * The zip of photos. Its list of names is read once; a photo is inflated only when asked for, so
 * one photo at a time is held beside the zip itself.
 */
export class PhotoZip {
  private constructor(
    private readonly bytes: Uint8Array,
    private readonly entries: ReadonlyMap<string, { name: string; size: number }>,
  ) {}

  static async open(file: File): Promise<PhotoZip> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const entries = new Map<string, { name: string; size: number }>();
    try {
      unzipSync(bytes, {
        filter: (entry) => {
          if (!entry.name.endsWith("/") && !entry.name.startsWith("__MACOSX/")) entries.set(photoName(entry.name), { name: entry.name, size: entry.originalSize });
          return false;
        },
      });
    } catch {
      throw invalidFields("photos-unreadable", { photos: [CATALOGUE_FILE_MESSAGES.zip] });
    }
    return new PhotoZip(bytes, entries);
  }

  /** The photo named by an Image Src cell (a file name or a URL ending in one), or null if the zip has none. */
  entry(src: string): { name: string; size: number } | null {
    return this.entries.get(photoName(src)) ?? null;
  }

  read(src: string): Uint8Array | null {
    const entry = this.entry(src);
    if (!entry) return null;
    return unzipSync(this.bytes, { filter: (candidate) => candidate.name === entry.name })[entry.name] ?? null;
  }
}
