import { DataTable, type Column } from "@/components/ui/data-table";
import type { ImportAction, PlanLine } from "@/lib/catalog/product-import-view";
import type { RowError } from "@/lib/catalog/product-import-check";

const ACTION_WORDS: Record<ImportAction, string> = { create: "Added", update: "Updated", unchanged: "Left as it is", refused: "Refused: see its errors" };

const productColumns: readonly Column<PlanLine>[] = [
  { label: "Row", cell: (line) => line.row, numeric: true },
  { label: "Product", cell: (line) => line.title || line.handle || "(no title)", rowHeader: true },
  { label: "Handle", cell: (line) => line.handle },
  { label: "Sizes", cell: (line) => line.sizes, numeric: true },
  { label: "What the import does", cell: (line) => ACTION_WORDS[line.action], testId: "import-action" },
  { label: "What changes", cell: (line) => line.changes.join(", ") },
];

const errorColumns: readonly Column<RowError>[] = [
  { label: "Row", cell: (error) => error.row, numeric: true, rowHeader: true },
  { label: "Column", cell: (error) => error.column },
  { label: "Why", cell: (error) => error.message, testId: "import-error-message" },
];

/** The dry run's findings: each product and what the import does with it, then every refused cell. */
export function ImportPlanTables({ products, errors, unlisted }: { products: PlanLine[]; errors: RowError[]; unlisted: { products: number; errors: number } }) {
  return (
    <>
      <DataTable
        caption="Products in the file"
        showCaption
        columns={productColumns}
        rows={products}
        rowKey={(line) => `${line.row}`}
        rowAttributes={(line) => ({ "data-action": line.action })}
        empty="The file has no products."
        testId="import-products"
      />
      {unlisted.products > 0 ? <p>…and {unlisted.products} more products, counted above.</p> : null}
      <DataTable
        caption="Errors"
        showCaption
        columns={errorColumns}
        rows={errors}
        rowKey={(error) => `${error.row}:${error.column}:${error.message}`}
        empty="No errors: every row can be imported."
        emptyTestId="import-no-errors"
        testId="import-errors"
      />
      {unlisted.errors > 0 ? <p>…and {unlisted.errors} more errors: correct these and check the file again to see them.</p> : null}
    </>
  );
}
