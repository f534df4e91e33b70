import type { RowError } from "./product-import-check";

/** What the import's API answers, as the admin's import page reads it. */

export type ImportAction = "create" | "update" | "unchanged" | "refused";

export interface PlanLine {
  row: number;
  handle: string;
  title: string;
  action: ImportAction;
  sizes: number;
  changes: string[];
}

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  refused: number;
}

export interface ImportJobView {
  id: string;
  state: "checked" | "running" | "done";
  total: number;
  processed: number;
  created: number;
  updated: number;
  planned: ImportCounts;
}

export interface ImportAnswer {
  job: ImportJobView;
  format: string;
  products: PlanLine[];
  errors: RowError[];
  /** How many products and errors were left off the lists. */
  unlisted: { products: number; errors: number };
}
